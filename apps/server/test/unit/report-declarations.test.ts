import { describe, expect, it } from 'vitest';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { deriveWorkflowTables } from '../../src/workflow/tables';

describe('what the report definitions declare (ADR 0045)', () => {
  const tables = deriveWorkflowTables(requestTypeDefinitions);

  it('each report names the table of its submitted records; the retention rule gets them from the registry', () => {
    const reports = requestTypeDefinitions.filter((definition) => definition.category === 'REPORTING');
    expect(reports.every((definition) => definition.submittedRecords !== undefined)).toBe(true);
    expect(tables.submittedRecordTables).toEqual([
      'noc',
      'action_plan',
      'progress_update_1',
      'progress_update_2',
    ]);
  });

  it('a workflow that is no report declares none', () => {
    const others = requestTypeDefinitions.filter((definition) => definition.category !== 'REPORTING');
    expect(deriveWorkflowTables(others).submittedRecordTables).toEqual([]);
  });
});
