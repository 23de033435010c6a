import { describe, expect, it } from 'vitest';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { declareErrorCodes, errorCodes } from '../../src/platform/http/errors';
import type { RequestTypeDefinition } from '../../src/workflow/definition';
import { deriveWorkflowTables } from '../../src/workflow/tables';

describe('what the report definitions declare (ADR 0045)', () => {
  const reports = requestTypeDefinitions.filter((definition) => definition.category === 'REPORTING');
  const others = requestTypeDefinitions.filter((definition) => definition.category !== 'REPORTING');

  it('each report keeps what it submits in the one submitted-report table, which the retention rule gets from the registry', () => {
    expect(reports.every((definition) => definition.submittedRecords === true)).toBe(true);
    expect(deriveWorkflowTables(requestTypeDefinitions).keepsSubmittedReports).toBe(true);
  });

  it('a workflow that is no report declares none', () => {
    expect(deriveWorkflowTables(others).keepsSubmittedReports).toBe(false);
  });

  it('each plan and progress update declares its MI export, one MI report type each', () => {
    const exported = reports.flatMap((definition) =>
      definition.miExport ? [definition.miExport.reportType] : [],
    );
    expect(exported).toEqual([
      'ACTION_PLAN_SUBMITTED_DATA_P3',
      'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
      'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
    ]);
  });

  it('each report declares its error codes in its own folder; platform names none of them', () => {
    const declared = deriveWorkflowTables(requestTypeDefinitions).errorCodes;
    expect([...declared.keys()]).toEqual([
      'NOC1001',
      'NOC1002',
      'NOC1003',
      'AP1001',
      'AP1002',
      'AP1003',
      'PU11002',
      'PU11001',
      'PU11003',
      'PU21004',
    ]);
    expect([...declared.keys()].filter((code) => code in errorCodes)).toEqual([]);
    expect(declared.get('PU21004')).toMatchObject({ status: 400, message: 'Invalid Progress Update 2 ' });
  });

  it('refuses one code declared with two meanings', () => {
    const [first, second] = others as [RequestTypeDefinition, RequestTypeDefinition];
    const declare = (message: string) =>
      declareErrorCodes({ X1: { status: 400, message, security: false } }).X1;
    expect(() =>
      deriveWorkflowTables([
        { ...first, errorCodes: [declare('one')] },
        { ...second, errorCodes: [declare('two')] },
      ]),
    ).toThrow('error code X1 is declared twice');
  });
});
