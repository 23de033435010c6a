import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressUpdate2MeasuresSheet } from '../../src/workflow/progress-update-2-p3/measures-sheet';
import { csvOf, measuresApp, measuresCalls } from '../support/measures-upload';
import type { TestApp } from '../support/test-app';
import {
  OPERATOR,
  accountNamed,
  actionBody,
  openTaskOf,
  startProgressUpdate,
} from '../support/reporting-fixtures';

const header = progressUpdate2MeasuresSheet.columns.map((column) => column.header);
const csv = csvOf(header);
const noSchemes = ['', '', '', '', '', '', '', ''];

/** The demo account 3 has its plan and progress update 1 submitted: its progress update 2 starts from them. */
describe('a progress update 2’s measures from and to a spreadsheet (issue 42)', () => {
  let t: TestApp;
  let taskId: number;
  let references: string[];

  const { versionOf, workbook, check } = measuresCalls(() => ({ t, taskId }));

  beforeAll(async () => {
    const app = await measuresApp();
    t = app.t;
    const call = app.call;
    const accountId = await accountNamed(t, 'Demo Subsidiary 03 Ltd');
    const started = await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, startProgressUpdate(2));
    expect(started.statusCode, JSON.stringify(started.json())).toBe(200);
    taskId = (await openTaskOf(t, started.json<{ requestId: string }>().requestId)).id;
  });
  afterAll(async () => t.close());

  it('gives a row per carried measure, checks the answers by reference, saves them, and refuses a stale file', async () => {
    const template = await workbook();
    expect(template.statusCode, template.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Measures');
    references = [2, 3, 4].map((row) => String(sheet?.getCell(`A${row}`).value ?? ''));
    // The plan's two measures and the one progress update 1 added.
    expect(references.every((reference) => /^[0-9a-f-]{36}$/.test(reference))).toBe(true);
    expect(sheet?.getCell('B4').value).toBe('Building management system upgrade');

    const rows = references.map((reference) => [reference, '', '', '', 'No', '', '', '', '', ...noSchemes]);
    const added = [
      '',
      'Heat recovery',
      '',
      '',
      '',
      '7000',
      'an energy audit',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ];
    const bad = [
      references[0] ?? '',
      '',
      '',
      '',
      'Yes',
      '',
      'an estimate in the action plan',
      '',
      '',
      ...noSchemes,
    ];
    const refused = await check('measures.csv', csv([bad]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ data: [{ problems: unknown[] }] }>().data[0].problems).toEqual([
      {
        row: 2,
        column: header[5],
        message: 'Enter the reduction in energy consumption between 6 December 2025 and 5 December 2026',
      },
    ]);

    const version = await versionOf();
    const checked = await check('measures.csv', csv([...rows, added]));
    expect(checked.statusCode, checked.body).toBe(200);
    const { measuresUpdate } = checked.json<{ measuresUpdate: Record<string, unknown[]> }>();
    expect(measuresUpdate.progressUpdate2P3Measures).toEqual(
      references.map((uuId) => ({
        uuId,
        progressUpdate2P3EnergyEfficiencyMeasure: { reportReduction2025To2026: false },
      })),
    );
    expect(measuresUpdate.progressUpdate2P3AddedMeasure).toEqual([
      {
        measureName: 'Heat recovery',
        estimationMethodType: 'ENERGY_AUDIT',
        reductionEnergyConsumption2025To2026: 7000,
      },
    ]);
    const etag = checked.headers.etag as string;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/tasks/actions',
      headers: { authorization: `Bearer ${await t.tokenFor(OPERATOR)}`, 'if-match': etag },
      payload: actionBody(taskId, 'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT', {
        payloadType: 'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        progressUpdate2P3: { progressUpdate2P3MeasuresUpdate: measuresUpdate },
        progressUpdate2P3SectionsCompleted: {},
      }),
    });
    expect(saved.statusCode, saved.body).toBe(204);
    expect(await versionOf()).toBe((version ?? 0) + 1);
    // The file checked against the old version is refused now.
    expect((await check('measures.csv', csv(rows), etag)).statusCode).toBe(409);

    // Round trip: the saved measures download and check to the same answers.
    const downloaded = await workbook();
    const again = await check('measures.xlsx', downloaded.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ measuresUpdate: unknown }>().measuresUpdate).toEqual(measuresUpdate);
  });
});
