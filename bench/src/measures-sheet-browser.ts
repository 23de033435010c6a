import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import {
  actionPlanMeasuresSheet,
  measuresWorkbook,
} from '../../apps/server/src/workflow/reports/measures-sheet';
import { startDemoServer, stop, waitForUrl } from './processes';
import { accessTokenOf, signInAs } from './support/browser-sign-in';

// Issue 42's speed goal in the browser (npm run bench:measures-sheet-browser, after npm run build): a file of
// 1,000 measures chosen on the action plan's upload page, timed from the click on "Upload and check" to the
// check page's list of the file's measures shown (the upload, the virus scan, the server's read and check, and the
// page's rendering), in a new browser context each (no cache, no cookies but the signed-in user's). Then, once,
// "Replace the measures" to the measures list showing its 1,000 measures. Median and p95 of RUNS against the 2 s goal.
const PORT = Number(process.env.BENCH_MEASURES_PORT ?? 3907);
const RUNS = Number(process.env.BENCH_MEASURES_RUNS ?? 9);
const GOAL_MS = 2_000;
const base = `http://localhost:${PORT}`;
const data = mkdtempSync(join(tmpdir(), 'esos-bench-measures-'));

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;
const at = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)] ?? NaN;

const measures = Array.from({ length: MAX_PLAN_MEASURES }, (_, index) => ({
  measureName: `Measure ${index + 1}: LED lighting and controls in depot ${index + 1}`,
  isEnergySavingsOpportunityReportedInAudit: index % 2 === 0,
  measureScheme: ['STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR' as const, 'OTHER' as const],
  otherMeasureSchemeName: 'Net zero pledge',
  totalEnergySavingsExpected: { buildings: 1_000 + index, transport: 250, total: 1_250 + index },
  implementationDateForMeasure: '2026-03-01',
  energySavingsEstimateCalculatedType: 'OTHER_REASONABLE_ESTIMATION_METHOD' as const,
  estimationMethodDescription: 'Metered consumption of a pilot site, scaled by floor area.',
  measureContext: 'Replaces fluorescent fittings; part of the estate-wide programme.',
}));

/** Colin's open action plan (demo-reports.ts: he is its assignee). */
async function actionPlanTask(token: string): Promise<number> {
  const response = await fetch(`${base}/api/v1.0/ORGANISATION/items/assigned-to-me?page=0&size=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as { items: { taskId: number; taskType: string }[] };
  const task = items.find((item) => item.taskType === 'ACTION_PLAN_P3_APPLICATION_SUBMIT');
  if (!task) throw new Error('the demo data gives Colin no open action plan');
  return task.taskId;
}

const uploadPath = (taskId: number) =>
  `/tasks/${taskId}/action-plan/energy-efficiency-measures/measures/upload`;
const newMeasures = (page: Page) =>
  page.getByRole('heading', { name: `New measures (${MAX_PLAN_MEASURES})` });

/** One upload in a new context: the click on "Upload and check" to the file's last measure listed. */
async function checkOnce(browser: Browser, state: SignedInState, taskId: number, file: Buffer) {
  const context = await browser.newContext({ storageState: state });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${uploadPath(taskId)}`);
    await page.getByLabel('Upload a file').setInputFiles({
      name: 'measures.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    const started = performance.now();
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await newMeasures(page).waitFor({ timeout: 60_000 });
    await page
      .getByRole('listitem')
      .filter({ hasText: measures.at(-1)?.measureName ?? '' })
      .waitFor({ timeout: 60_000 });
    return { ms: performance.now() - started, page, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}

const server = startDemoServer(PORT, data);
try {
  await waitForUrl(`${base}/api/health`, 180_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const signedIn = await browser.newContext();
    const signInPage = await signedIn.newPage();
    await signInAs(signInPage, base, 'colleague.operator@example.com');
    const taskId = await actionPlanTask(await accessTokenOf(signInPage));
    const state = await signedIn.storageState();
    await signedIn.close();
    const file = await measuresWorkbook(actionPlanMeasuresSheet, measures);

    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, context } = await checkOnce(browser, state, taskId, file);
      timings.push(ms);
      await context.close();
    }
    const median = at(timings, 0.5);
    const p95 = at(timings, 0.95);
    console.log(
      `Measures file in the browser: ${MAX_PLAN_MEASURES} measures (${(file.length / 1024).toFixed(0)} KB .xlsx), ` +
        `Upload and check to the check page's list, new context each, ${RUNS} runs: ` +
        `${timings.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ` +
        `(goal < ${GOAL_MS} ms: ${p95 < GOAL_MS ? 'met at p95' : median < GOAL_MS ? 'met at the median only' : 'NOT MET'})`,
    );

    // Once: the measures saved, and the list of 1,000 measures shown.
    const { page, context } = await checkOnce(browser, state, taskId, file);
    const started = performance.now();
    const saved = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/tasks/actions'),
    );
    await page.getByRole('button', { name: 'Replace the measures' }).click();
    await saved;
    const savedMs = performance.now() - started;
    // Above 50 measures the list is a row each (ADR 52): the count, then the last measure's name in its row.
    await page.getByTestId('measures-count').filter({ hasText: '1,000' }).waitFor({ timeout: 120_000 });
    await page
      .getByRole('term')
      .filter({ hasText: measures.at(-1)?.measureName ?? '' })
      .waitFor({ timeout: 120_000 });
    console.log(
      `  Replace the measures: saved in ${savedMs.toFixed(0)} ms; the list of ${MAX_PLAN_MEASURES} measures shown ` +
        `${(performance.now() - started).toFixed(0)} ms after the click`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  await stop(server);
  rmSync(data, { recursive: true, force: true });
}
