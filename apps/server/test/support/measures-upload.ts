import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { requestActions, requestTasks } from '../../src/platform/db/schema';
import type { VirusScanner } from '../../src/platform/files';
import { caller, OPERATOR, REGULATOR } from '../api/workflow-helpers';
import { multipartPayload } from './multipart';
import { createTestApp, type TestApp } from './test-app';

/**
 * What the measures API tests (report-measures*.test.ts) share: the app with a scanner they control, and the
 * three calls a report's measures page makes on one task.
 */

/** A file that is always clean unless the test says otherwise. */
const cleanScanner: VirusScanner = { description: 'test double', scan: async () => 'clean' };

/**
 * The app the measures tests run on: a real clamd when CLAMD_HOST names one and the test asks for it (CI's
 * clamd sees real signatures), otherwise the given double.
 */
export async function measuresApp({
  scanner = cleanScanner,
  clamdHost,
}: { scanner?: VirusScanner; clamdHost?: string | undefined } = {}) {
  const t = await createTestApp(clamdHost ? { CLAMD_HOST: clamdHost } : {});
  if (!clamdHost) t.app.scanner = scanner;
  return { t, call: caller(t) };
}

/** One CSV line, every cell quoted as a spreadsheet saves it. */
export const csvLine = (cells: readonly (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(',');

/** CSV text of the template's columns, header first. */
export function csvOf(header: readonly string[]) {
  return (rows: readonly (readonly (string | number)[])[]) =>
    [csvLine(header), ...rows.map(csvLine)].join('\r\n');
}

/**
 * The measures endpoints of the task the test opened in its beforeAll (read through `current`, as the
 * app and task exist only once it has run): the template, the check of an uploaded file, the task's version.
 */
export function measuresCalls(current: () => { t: TestApp; taskId: number }) {
  const versionOf = async () => {
    const { t, taskId } = current();
    return (await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, taskId)))[0]?.version;
  };
  const workbook = async (email = OPERATOR) => {
    const { t, taskId } = current();
    return t.app.inject({
      method: 'GET',
      url: `/api/v1.0/tasks/${taskId}/measures/workbook`,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    });
  };
  const check = async (name: string, content: Buffer | string, ifMatch?: string, email = OPERATOR) => {
    const { t, taskId } = current();
    const { payload, headers } = multipartPayload([{ name: 'file', value: content, filename: name }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1.0/tasks/${taskId}/measures/check`,
      payload,
      headers: {
        ...headers,
        authorization: `Bearer ${await t.tokenFor(email)}`,
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
    });
  };
  return { versionOf, workbook, check };
}

/** The measures workbook of the newest timeline entry of `submittedType`, as the regulator downloads it. */
export async function submittedMeasuresWorkbook(t: TestApp, submittedType: string) {
  const [entry] = await t.database.db
    .select({ id: requestActions.id })
    .from(requestActions)
    .where(eq(requestActions.type, submittedType))
    .orderBy(desc(requestActions.id))
    .limit(1);
  if (!entry) throw new Error(`no ${submittedType} entry`);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1.0/request-actions/${entry.id}/measures/workbook`,
    headers: { authorization: `Bearer ${await t.tokenFor(REGULATOR)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, book };
}
