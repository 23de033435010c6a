import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTasks } from '../../src/platform/db/schema';
import type { VirusScanner } from '../../src/platform/files';
import { actionPlanColumns, actionPlanMeasuresSheet } from '../../src/workflow/reports/measures-sheet';
import {
  csvLine,
  csvOf,
  measuresApp,
  measuresCalls,
  submittedMeasuresWorkbook,
} from '../support/measures-upload';
import type { TestApp } from '../support/test-app';
import {
  OPERATOR,
  accountNamed,
  openTaskOf,
  saveActionPlanBody,
  startBody,
} from '../support/reporting-fixtures';
import { REGULATOR, type caller } from './workflow-helpers';

const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');
const eicarDouble: VirusScanner = {
  description: 'EICAR-only test double',
  scan: async (bytes) => (bytes.includes(EICAR) ? 'infected' : 'clean'),
};

/** Measures as the form makes them (every purpose given, blank as null), so a round trip compares them whole. */
const lighting = {
  measureName: 'LED lighting in all depots',
  isEnergySavingsOpportunityReportedInAudit: true,
  measureScheme: ['STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR', 'OTHER'],
  otherMeasureSchemeName: 'Net zero pledge',
  totalEnergySavingsExpected: {
    buildings: 120_000,
    transport: 0,
    industrialProcesses: null,
    otherProcesses: null,
    total: 120_000,
  },
  implementationDateForMeasure: '2024-01-01',
  energySavingsEstimateCalculatedType: 'ENERGY_AUDIT',
  measureContext: 'Replaces fluorescent tubes.',
};
const heatPumps = {
  measureName: 'Heat pumps at head office',
  isEnergySavingsOpportunityReportedInAudit: false,
  totalEnergySavingsExpected: {
    buildings: 80_000,
    transport: null,
    industrialProcesses: null,
    otherProcesses: 5_000,
    total: 85_000,
  },
  implementationDateForMeasure: '2027-06-01',
  energySavingsEstimateCalculatedType: 'OTHER_REASONABLE_ESTIMATION_METHOD',
  estimationMethodDescription: 'Manufacturer data for the chosen model.',
};
const header = actionPlanMeasuresSheet.columns.map((column) => column.header);
const csv = csvOf(header);
/** A good row: 19 cells, in the template's order. */
const goodRow = (name: string): (string | number)[] => [
  name,
  'No',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  3,
  2026,
  1000,
  '',
  '',
  '',
  'an energy audit',
  '',
  '',
];

describe('a report’s measures from and to a spreadsheet (issue 42)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let taskId: number;

  const measuresOf = async () => {
    const [row] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, taskId));
    return {
      version: row?.version,
      measures: (
        row?.payload as {
          actionPlanP3?: { energyEfficiencyMeasure?: { energyEfficiencyMeasures?: unknown[] } };
        }
      ).actionPlanP3?.energyEfficiencyMeasure?.energyEfficiencyMeasures,
    };
  };
  const { workbook, check } = measuresCalls(() => ({ t, taskId }));
  const problemsOf = (response: Awaited<ReturnType<typeof check>>) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; data: [{ problems: unknown[]; notShown: number }] }>();
    expect(body.code).toBe('AP1003');
    return body.data[0];
  };

  beforeAll(async () => {
    ({ t, call } = await measuresApp({ scanner: eicarDouble, clamdHost: process.env.CLAMD_HOST }));
    const accountId = await accountNamed(t, 'Demo Subsidiary 05 Ltd');
    const started = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      startBody('ACTION_PLAN_P3'),
    );
    expect(started.statusCode).toBe(200);
    taskId = (await openTaskOf(t, started.json<{ requestId: string }>().requestId)).id;
    const plan = {
      energyEfficiencyMeasure: {
        haveEnergyEfficiencyMeasures: true,
        energyEfficiencyMeasures: [lighting, heatPumps],
      },
    };
    expect(
      (await call(OPERATOR, 'POST', '/tasks/actions', saveActionPlanBody(taskId, plan))).statusCode,
    ).toBe(204);
  });
  afterAll(async () => t.close());

  it('gives the template with the saved measures, its lists and instructions, to whoever may view the task', async () => {
    const response = await workbook();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('Action_plan_energy_efficiency_measures.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Measures', 'Instructions', 'Lists']);
    const sheet = book.getWorksheet('Measures');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    expect(sheet?.getCell('A2').value).toBe(lighting.measureName);
    expect(sheet?.getCell('A3').value).toBe(heatPumps.measureName);
    expect(sheet?.getCell('B2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['Lists!$A$1:$A$2'],
    });
    expect(String(book.getWorksheet('Instructions')?.getCell('A1').value)).toContain(
      'Energy efficiency measures',
    );
    expect((await workbook(REGULATOR)).statusCode).toBe(403);
  });

  it('goes round: the downloaded file, uploaded again, holds the same measures, and nothing is saved', async () => {
    const before = await measuresOf();
    const downloaded = (await workbook()).rawPayload;
    const response = await check('measures.xlsx', downloaded, `"${before.version}"`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe(`"${before.version}"`);
    expect(response.json<{ measures: unknown[] }>().measures).toEqual(before.measures);
    expect(await measuresOf()).toEqual(before);
  });

  it('reads a CSV, and a formula as its value, never evaluated', async () => {
    const fromCsv = await check('measures.csv', csv([goodRow('Boiler controls'), goodRow('=1+1')]));
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    const measures = fromCsv.json<{
      measures: { measureName: string; totalEnergySavingsExpected: unknown }[];
    }>().measures;
    expect(measures.map((measure) => measure.measureName)).toEqual(['Boiler controls', '=1+1']);
    expect(measures[0]?.totalEnergySavingsExpected).toEqual({ buildings: 1000, total: 1000 });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Measures');
    sheet.addRow(header);
    sheet.addRow(goodRow('Insulation'));
    // A cached result of 2500 for a formula that would give something else: the value shown is read.
    sheet.getCell('M2').value = { formula: '1+1', result: 2500 };
    const response = await check('measures.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<{ measures: { totalEnergySavingsExpected: { total: number } }[] }>().measures[0]
        ?.totalEnergySavingsExpected.total,
    ).toBe(2500);
  });

  it('answers every problem by row and column with the form’s message, and saves nothing', async () => {
    const before = await measuresOf();
    const badDate = goodRow('Bad date');
    badDate[10] = 'March';
    const textInNumber = goodRow('Text in a number');
    textInNumber[12] = 'lots';
    const notOnList = goodRow('Not on the list');
    notOnList[1] = 'Maybe';
    const decimals = goodRow('Decimals');
    decimals[12] = '10.5';
    const { problems, notShown } = problemsOf(
      await check(
        'measures.csv',
        csv([goodRow('Fine'), badDate, textInNumber, notOnList, decimals, goodRow('Fine')]),
      ),
    );
    expect(problems).toEqual([
      {
        row: 3,
        column: 'Implementation date for the measure',
        message: 'Implementation date must be a real month and year',
      },
      { row: 4, column: 'Buildings (kWh)', message: 'Must be integer greater than or equal to 0' },
      {
        row: 5,
        column: actionPlanColumns.audit.header,
        message:
          'Select yes if this measure is a result of an energy savings opportunity reported in an energy audit',
      },
      { row: 6, column: 'Buildings (kWh)', message: 'Enter a whole number without decimal places' },
      {
        row: 7,
        column: actionPlanColumns.name.header,
        message: 'The measure name is already used in row 2: give each measure its own name',
      },
    ]);
    expect(notShown).toBe(0);
    expect(await measuresOf()).toEqual(before);
  });

  it('shows at most 100 problems with the count of the rest', async () => {
    const rows = Array.from({ length: 100 }, () => [
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
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'context',
    ]);
    const { problems, notShown } = problemsOf(await check('measures.csv', csv(rows)));
    expect(problems).toHaveLength(100);
    // Each empty row misses its name, audit answer, date, total and method: five problems.
    expect(notShown).toBe(400);
  });

  it('gives each bad file its one message', async () => {
    const cases: [string, Buffer | string, string][] = [
      [
        'measures.csv',
        'name,value\r\nx,1\r\n',
        "The file's columns must be the template's: download the template and keep its column names and order",
      ],
      [
        'measures.csv',
        csvLine(header),
        'The file has no measures: add one row for each measure under the column names',
      ],
      [
        'measures.csv',
        csv(Array.from({ length: 10_000 }, (_, i) => goodRow(`Measure ${i}`))),
        'The file cannot list more than 1,000 measures',
      ],
      [
        'measures.xlsx',
        csv([goodRow('Not a workbook')]),
        'The selected file must be an Excel workbook (.xlsx) or a CSV file',
      ],
      ['measures.pdf', '%PDF-1.4', 'The selected file must be an Excel workbook (.xlsx) or a CSV file'],
      [
        'measures.xlsm',
        Buffer.from('PK\x03\x04 vbaProject', 'latin1'),
        'The selected file must not contain macros: save it as an Excel workbook (.xlsx)',
      ],
      [
        'measures.xlsx',
        Buffer.from('PK\x03\x04 xl/vbaProject.bin', 'latin1'),
        'The selected file must not contain macros: save it as an Excel workbook (.xlsx)',
      ],
      [
        'measures.xlsx',
        Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
        'The selected file is password protected or in the old Excel format: save it as an Excel workbook (.xlsx) without a password',
      ],
      [
        'measures.xlsx',
        Buffer.from('PK\x03\x04 not really a zip', 'latin1'),
        'The selected file must be an Excel workbook (.xlsx) or a CSV file',
      ],
      ['measures.csv', Buffer.alloc(0), 'The selected file cannot be empty'],
    ];
    const before = await measuresOf();
    for (const [name, content, message] of cases) {
      expect(problemsOf(await check(name, content)), name).toEqual({ problems: [{ message }], notShown: 0 });
    }
    expect(await measuresOf()).toEqual(before);
  });

  it('refuses an infected file, a stale version and anyone but the assignee', async () => {
    // The test signature at the file's start, where a real clamd (CI's) looks for it.
    const infected = await check('measures.csv', EICAR);
    expect(infected.statusCode).toBe(400);
    expect(infected.json<{ code: string }>().code).toBe('FILE1001');
    const { version } = await measuresOf();
    const stale = await check('measures.csv', csv([goodRow('Late')]), `"${(version ?? 0) - 1}"`);
    expect(stale.statusCode).toBe(409);
    expect((await check('measures.csv', csv([goodRow('Theirs')]), undefined, REGULATOR)).statusCode).toBe(
      403,
    );
  });

  it('saves the checked measures as one version on the version checked, and refuses them once the task moved on', async () => {
    const saveOn = async (version: string, measures: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1.0/tasks/actions',
        headers: { authorization: `Bearer ${await t.tokenFor(OPERATOR)}`, 'if-match': version },
        payload: saveActionPlanBody(taskId, {
          energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: measures },
        }),
      });
    const checked = await check('measures.csv', csv([goodRow('Boiler controls')]));
    const etag = checked.headers.etag as string;
    const { measures } = checked.json<{ measures: unknown[] }>();
    const { version } = await measuresOf();
    expect((await saveOn(etag, measures)).statusCode).toBe(204);
    expect(await measuresOf()).toEqual({ version: (version ?? 0) + 1, measures });
    // A second file checked on the old version: its save is refused, the newer work kept.
    const stale = await saveOn(etag, [lighting]);
    expect(stale.statusCode).toBe(409);
    expect(await measuresOf()).toEqual({ version: (version ?? 0) + 1, measures });
  });

  it('downloads a submitted plan’s measures from its timeline entry', async () => {
    const { book } = await submittedMeasuresWorkbook(t, 'ACTION_PLAN_P3_APPLICATION_SUBMITTED');
    expect(book.getWorksheet('Measures')?.getCell('A2').value).toEqual(expect.any(String));
  });
});
