import { describe, expect, it } from 'vitest';
import { requestTypeDefinitions } from '../../src/workflow/registry';
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
});
