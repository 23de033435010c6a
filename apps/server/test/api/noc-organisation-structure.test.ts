import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTasks } from '../../src/platform/db/schema';
import type { TaskRow } from '../../src/workflow/definition';
import { organisationStructureTemplateCsv } from '../../src/workflow/notification-of-compliance-p3/rules';
import { multipartPayload } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { OPERATOR, REGULATOR, RESTRICTED_OPERATOR, OTHER_OPERATOR } from './workflow-helpers';

const template = organisationStructureTemplateCsv();
const validRows =
  'Highland Heat Ltd,SC765432,No,No,No,No,Yes,No,SIC,,35300,,,\r\n' +
  '"Partners, LLP",,Yes,No,No,No,No,Yes,,,,,,\r\n';

describe('the organisation structure CSV of a notification', () => {
  let t: TestApp;
  let task: TaskRow;

  const currentTask = async () => {
    const [row] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, task.id));
    if (!row) throw new Error('the task has gone');
    return row;
  };
  const importFile = async (
    email: string,
    file: { name: string; content: string | Buffer; type?: string },
    ifMatch?: string,
  ) => {
    const { payload, headers } = multipartPayload([
      { name: 'file', value: file.content, filename: file.name, contentType: file.type ?? 'text/csv' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1.0/tasks/${task.id}/noc/organisation-structure`,
      payload,
      headers: {
        ...headers,
        authorization: `Bearer ${await t.tokenFor(email)}`,
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
    });
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [first] = await t.database.db
      .select()
      .from(requestTasks)
      .where(
        and(
          eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'),
          eq(requestTasks.assignee, await t.userId(OPERATOR)),
        ),
      )
      .orderBy(asc(requestTasks.id))
      .limit(1);
    if (!first) throw new Error('no demo notification task');
    task = first;
  });
  afterAll(async () => t.close());

  it('gives the template to whoever may view the task', async () => {
    const url = `/api/v1.0/tasks/${task.id}/noc/organisation-structure/template`;
    // (The Restricted user, who may view her account's submit task, is in the authorization matrix.)
    for (const email of [OPERATOR]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      });
      expect(response.statusCode, email).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Organisation_Structure_Template.csv"; filename*=UTF-8''Organisation_Structure_Template.csv`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe(template);
    }
    for (const email of [REGULATOR, OTHER_OPERATOR]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      });
      expect(response.statusCode, email).toBe(403);
    }
  });

  it('replaces the organisations with those of a valid file, through the task’s save', async () => {
    const before = await currentTask();
    const response = await importFile(
      OPERATOR,
      { name: 'organisations.csv', content: `${template}${validRows}` },
      `"${before.version}"`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe(`"${before.version + 1}"`);
    const { organisationsAssociatedWithRU } = response.json<{
      organisationsAssociatedWithRU: { organisationName: string }[];
    }>();
    expect(organisationsAssociatedWithRU.map((organisation) => organisation.organisationName)).toEqual([
      'Highland Heat Ltd',
      'Partners, LLP',
    ]);
    const after = await currentTask();
    expect(after.payload).toMatchObject({
      noc: { organisationStructure: { organisationsAssociatedWithRU } },
      nocSectionsCompleted: { organisationStructure: 'IN_PROGRESS' },
    });
    // The version it was read against has moved on: a second tab's import is refused.
    const stale = await importFile(
      OPERATOR,
      { name: 'organisations.csv', content: `${template}${validRows}` },
      `"${before.version}"`,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REQUEST_TASK_ACTION1002' });
  });

  it('saves nothing when a row is bad, naming the row and column', async () => {
    const before = await currentTask();
    const response = await importFile(OPERATOR, {
      name: 'organisations.csv',
      content: `${template}${validRows}Bad Row Ltd,,Maybe,No,No,No,No,No,SIC,,35300,,,\r\n`,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      code: string;
      data: { message: string; rows: number[]; columns: string[] }[];
    }>();
    expect(body.code).toBe('NOC1003');
    expect(body.data).toEqual([
      expect.objectContaining({ rows: [4], columns: [expect.stringMatching(/arrangement/)] }),
    ]);
    const after = await currentTask();
    expect(after.version).toBe(before.version);
    expect(after.payload).toEqual(before.payload);
  });

  it.each([
    [
      'not a CSV',
      { name: 'organisations.pdf', content: '%PDF-1.4', type: 'application/pdf' },
      'The selected file must be a CSV',
    ],
    [
      'a PDF named .csv',
      { name: 'organisations.csv', content: `%PDF-1.4\n${template}` },
      'The selected file must be a CSV',
    ],
    ['empty', { name: 'organisations.csv', content: '' }, 'The selected file cannot be empty'],
    ['the header alone', { name: 'organisations.csv', content: template }, 'The file cannot be empty'],
    [
      'of other columns',
      { name: 'organisations.csv', content: 'Name,Number\r\nA,B\r\n' },
      'The file should include 14 columns',
    ],
  ])('refuses a file that is %s with its message, and saves nothing', async (_name, file, message) => {
    const before = await currentTask();
    const response = await importFile(OPERATOR, file);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'NOC1003', data: [expect.objectContaining({ message })] });
    expect((await currentTask()).version).toBe(before.version);
  });

  describe('a large file', () => {
    // Every row has the same registration number: the worst case of the duplicate check.
    const repeatedRows = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `Org ${index} Ltd,SC000001,No,No,No,No,Yes,Yes,,,,,,\r\n`,
      ).join('');
    const timedImport = async (count: number) => {
      const content = `${template}${repeatedRows(count)}`;
      const started = performance.now();
      const response = await importFile(OPERATOR, { name: 'organisations.csv', content });
      const elapsed = performance.now() - started;
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      const [problem] = response.json<{ data: { message: string; rows: number[] }[] }>().data;
      expect(problem?.message).toBe('There are duplicated organisation registration numbers in the file');
      expect(problem?.rows).toHaveLength(count);
      return elapsed;
    };

    it('is read in time linear in its rows, up to the limit of 20,000', async () => {
      // The best of two runs each, so a busy machine's pause does not decide; five times the rows must
      // take well under twenty-five times as long (a quadratic check took 3 s at 20,000 rows).
      const small = Math.min(await timedImport(4_000), await timedImport(4_000));
      const large = Math.min(await timedImport(20_000), await timedImport(20_000));
      expect(large / small).toBeLessThan(10);
    });

    it('refuses more organisations than the limit, saying so, and saves nothing', async () => {
      const before = await currentTask();
      const response = await importFile(OPERATOR, {
        name: 'organisations.csv',
        content: `${template}${repeatedRows(20_001)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'NOC1003',
        data: [{ message: 'The file cannot list more than 20,000 organisations', rows: [] }],
      });
      expect((await currentTask()).version).toBe(before.version);
    });
  });

  it('is the assignee’s alone, checked before the file is read', async () => {
    for (const email of [RESTRICTED_OPERATOR, REGULATOR, OTHER_OPERATOR]) {
      const response = await importFile(email, {
        name: 'organisations.csv',
        content: `${template}${validRows}`,
      });
      expect(response.statusCode, email).toBe(403);
    }
    const form = multipartPayload([{ name: 'file', value: template, filename: 'a.csv' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/tasks/999999999/noc/organisation-structure',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${await t.tokenFor(OPERATOR)}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});
