import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressUpdate1MeasuresSheet } from '../../src/workflow/progress-update-1-p3/measures-sheet';
import { csvOf, measuresApp, measuresCalls, submittedMeasuresWorkbook } from '../support/measures-upload';
import type { TestApp } from '../support/test-app';
import {
  OPERATOR,
  accountNamed,
  actionBody,
  completeActionPlan,
  openTaskOf,
  saveActionPlanBody,
  startBody,
  startProgressUpdate,
} from '../support/reporting-fixtures';
import type { caller } from './workflow-helpers';

const header = progressUpdate1MeasuresSheet.columns.map((column) => column.header);
const csv = csvOf(header);
const blankSchemes = ['', '', '', '', '', '', '', ''];

/** The plan's early measure (implemented before the plan) reports a reduction; the late one is not done. */
const earlyRow = (reference: string) => [
  reference,
  'LED lighting in all depots',
  '',
  '',
  'Yes',
  'No',
  '40,000',
  '',
  'an energy audit',
  '',
  '',
  ...blankSchemes,
];
const lateRow = (reference: string) => [
  reference,
  'Heat pumps at head office',
  'No',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  'Delayed by the supplier.',
  ...blankSchemes,
];
const addedRow = [
  '',
  'Solar panels on the warehouse roof',
  '',
  '',
  '',
  '',
  3000,
  '',
  'some other reasonable estimation method',
  'Inverter readings.',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  'Yes',
  'Local authority grant',
];
const expectedUpdate = (early: string, late: string) => ({
  progressUpdate1P3Measures: [
    {
      uuId: early,
      progressUpdate1P3EnergyEfficiencyMeasure: {
        reportReduction2024To2025: true,
        reductionEnergyConsumption2024To2025: 40_000,
        reportReduction2023To2024: false,
        estimationMethodType: 'ENERGY_AUDIT',
      },
    },
    {
      uuId: late,
      progressUpdate1P3EnergyEfficiencyMeasure: {
        measureIsImplemented: false,
        providedContext: 'Delayed by the supplier.',
      },
    },
  ],
  progressUpdate1P3AddedMeasure: [
    {
      measureName: 'Solar panels on the warehouse roof',
      measureScheme: ['OTHER'],
      otherMeasureSchemeName: 'Local authority grant',
      estimationMethodType: 'OTHER_METHOD',
      estimationMethodDescription: 'Inverter readings.',
      reductionEnergyConsumption2024To2025: 3_000,
    },
  ],
});

describe('a progress update 1’s measures from and to a spreadsheet (issue 42)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let taskId: number;
  let early: string;
  let late: string;

  const { versionOf, workbook, check } = measuresCalls(() => ({ t, taskId }));
  const save = async (version: string, measuresUpdate: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1.0/tasks/actions',
      headers: { authorization: `Bearer ${await t.tokenFor(OPERATOR)}`, 'if-match': version },
      payload: actionBody(taskId, 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT', {
        payloadType: 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        progressUpdate1P3: {
          progressUpdate1P3MeasuresUpdate: measuresUpdate,
          responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE', 'ESTIMATION_METHOD_DOCUMENTED'],
        },
        progressUpdate1P3SectionsCompleted: {},
      }),
    });

  beforeAll(async () => {
    ({ t, call } = await measuresApp());
    const accountId = await accountNamed(t, 'Demo Subsidiary 07 Ltd');
    const plan = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      startBody('ACTION_PLAN_P3'),
    );
    const planTask = await openTaskOf(t, plan.json<{ requestId: string }>().requestId);
    expect(
      (await call(OPERATOR, 'POST', '/tasks/actions', saveActionPlanBody(planTask.id, completeActionPlan())))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await call(
          OPERATOR,
          'POST',
          '/tasks/actions',
          actionBody(planTask.id, 'ACTION_PLAN_P3_SUBMIT_APPLICATION'),
        )
      ).statusCode,
    ).toBe(204);
    const started = await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, startProgressUpdate(1));
    expect(started.statusCode, JSON.stringify(started.json())).toBe(200);
    taskId = (await openTaskOf(t, started.json<{ requestId: string }>().requestId)).id;
  });
  afterAll(async () => t.close());

  it('gives the template with one row per plan measure, found by its reference', async () => {
    const response = await workbook();
    expect(response.statusCode, response.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Measures');
    expect(sheet?.getRow(1).getCell(1).value).toBe(header[0]);
    early = String(sheet?.getCell('A2').value);
    late = String(sheet?.getCell('A3').value);
    expect([early, late, sheet?.getCell('B2').value]).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'LED lighting in all depots',
    ]);
    expect(sheet?.getCell('A4').value ?? null).toBeNull();
  });

  it('reads the answers by reference and the added measures, saved as one version; stale saves refused', async () => {
    const version = await versionOf();
    const checked = await check('measures.csv', csv([lateRow(late), addedRow, earlyRow(early)]));
    expect(checked.statusCode, checked.body).toBe(200);
    const { measuresUpdate } = checked.json<{ measuresUpdate: ReturnType<typeof expectedUpdate> }>();
    const expected = expectedUpdate(early, late);
    expect(measuresUpdate.progressUpdate1P3AddedMeasure).toEqual(expected.progressUpdate1P3AddedMeasure);
    expect(new Set(measuresUpdate.progressUpdate1P3Measures)).toEqual(
      new Set(expected.progressUpdate1P3Measures),
    );
    expect(await versionOf()).toBe(version);
    const etag = checked.headers.etag as string;
    expect((await save(etag, measuresUpdate)).statusCode).toBe(204);
    expect(await versionOf()).toBe((version ?? 0) + 1);
    // A file checked against the old version cannot overwrite the newer work.
    expect(
      (await save(etag, { progressUpdate1P3Measures: [], progressUpdate1P3AddedMeasure: [] })).statusCode,
    ).toBe(409);
    expect((await check('measures.csv', csv([earlyRow(early)]), etag)).statusCode).toBe(409);
    expect(await versionOf()).toBe((version ?? 0) + 1);
  });

  it('goes round: the downloaded measures, uploaded again, are the saved ones', async () => {
    const downloaded = await workbook();
    const again = await check('measures.xlsx', downloaded.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ measuresUpdate: unknown }>().measuresUpdate).toEqual(expectedUpdate(early, late));
  });

  it('answers every problem by row and column with the form’s message, and saves nothing', async () => {
    const version = await versionOf();
    const response = await check(
      'measures.csv',
      csv([
        ['not-a-reference', ...earlyRow('').slice(1)],
        earlyRow(early),
        earlyRow(early),
        [late, 'Heat pumps at head office', 'Yes', '', '', '', 'lots', '', '', '', '', ...blankSchemes],
        [
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          'an estimate in the action plan',
          '',
          'Context only',
          ...blankSchemes,
        ],
      ]),
    );
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; data: [{ problems: unknown[]; notShown: number }] }>();
    expect(body.code).toBe('AP1003');
    const reference = header[0];
    expect(body.data[0]).toEqual({
      problems: [
        { row: 2, column: reference, message: expect.stringContaining('not one of this progress update') },
        {
          row: 4,
          column: reference,
          message: 'The measure reference is already used in row 3: give each measure one row',
        },
        {
          row: 5,
          column: header[3],
          message: 'Select yes if this measure was implemented by the date in the action plan',
        },
        { row: 5, column: header[6], message: 'Must be integer greater than 0' },
        {
          row: 5,
          column: header[8],
          message: 'Select the method used to estimate the reduction in energy consumption',
        },
        { row: 6, column: header[1], message: 'Enter the measure name' },
        {
          row: 6,
          column: header[6],
          message: 'Enter the reduction in energy consumption between 6 December 2024 and 5 December 2025',
        },
        {
          row: 6,
          column: header[8],
          message: 'Select the method used to estimate the reduction in energy consumption',
        },
      ],
      notShown: 0,
    });
    expect(await versionOf()).toBe(version);
  });

  it('downloads a submitted update’s measures from its timeline entry', async () => {
    expect(
      (
        await call(
          OPERATOR,
          'POST',
          '/tasks/actions',
          actionBody(taskId, 'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION'),
        )
      ).statusCode,
    ).toBe(204);
    const { response, book } = await submittedMeasuresWorkbook(
      t,
      'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED',
    );
    expect(response.headers['content-disposition']).toContain('Progress_update_1');
    expect(book.getWorksheet('Measures')?.getCell('B4').value).toBe('Solar panels on the warehouse roof');
  });
});
