import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPlanMeasuresSheet } from '../../src/workflow/reports/measures-sheet';
import { multipartPayload } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  OPERATOR,
  accountNamed,
  openTaskOf,
  saveActionPlanBody,
  startBody,
} from '../support/reporting-fixtures';
import { caller } from './workflow-helpers';

/** A JSON body limit small enough that long measures reach it, large enough for 1,000 short ones. */
const BODY_LIMIT_BYTES = 600_000;
const header = actionPlanMeasuresSheet.columns.map((column) => column.header);
const csvLine = (cells: (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(',');
/** A good row in the template's order, its context as given. */
const row = (name: string, context = ''): (string | number)[] => [
  name,
  'No',
  ...Array.from({ length: 8 }, () => ''),
  3,
  2026,
  1000,
  '',
  '',
  '',
  'an energy audit',
  '',
  context,
];
const csvOf = (count: number, context = '') =>
  [header, ...Array.from({ length: count }, (_, index) => row(`Measure ${index + 1}`, context))]
    .map(csvLine)
    .join('\r\n');

/** Issue 42, ADR 52: an action plan of 1,000 measures goes through a file and is saved; beyond, the file is refused. */
describe('an action plan’s measures file at its limits', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let taskId: number;

  const check = async (content: string) => {
    const { payload, headers } = multipartPayload([
      { name: 'file', value: content, filename: 'measures.csv' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1.0/tasks/${taskId}/measures/check`,
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.tokenFor(OPERATOR)}` },
    });
  };
  const refusal = async (content: string) => {
    const response = await check(content);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ code: string; data: [{ problems: { message: string }[] }] }>();
  };

  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES) });
    t.app.scanner = { description: 'clean test double', scan: async () => 'clean' };
    call = caller(t);
    const accountId = await accountNamed(t, 'Demo Subsidiary 05 Ltd');
    const started = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      startBody('ACTION_PLAN_P3'),
    );
    expect(started.statusCode).toBe(200);
    taskId = (await openTaskOf(t, started.json<{ requestId: string }>().requestId)).id;
  });
  afterAll(async () => t.close());

  it('checks a file of 1,000 measures and saves them as the plan', async () => {
    const checked = await check(csvOf(1_000));
    expect(checked.statusCode, checked.body).toBe(200);
    const { measures } = checked.json<{ measures: unknown[] }>();
    expect(measures).toHaveLength(1_000);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/tasks/actions',
      headers: { authorization: `Bearer ${await t.tokenFor(OPERATOR)}`, 'if-match': checked.headers.etag },
      payload: saveActionPlanBody(taskId, {
        energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: measures },
      }),
    });
    expect(saved.statusCode, saved.body).toBe(204);
  });

  it('refuses a file of 1,001 measures, and one whose measures could not be saved in one request', async () => {
    expect((await refusal(csvOf(1_001))).data[0].problems).toEqual([
      { message: 'The file cannot list more than 1,000 measures' },
    ]);
    // 300 measures of 2,000 characters of context: over the body limit once read.
    expect((await refusal(csvOf(300, 'x'.repeat(2_000)))).data[0].problems).toEqual([
      {
        message:
          'The measures in the file are too long to save together: upload fewer measures, or shorten their descriptions',
      },
    ]);
  });
});
