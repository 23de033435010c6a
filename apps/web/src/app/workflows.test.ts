import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  accountTabOf,
  startCards,
  taskDisplayName,
  taskTypeDefinition,
  timelineHasDetails,
  timelineLabel,
  timelineTypeDefinition,
  workflowDefinitions,
  workflowsWorkedOnBy,
} from '../shared/workflow';
import { EXPORT_WORKBOOKS } from './export-workbooks';
import { MI_WORKBOOKS, WORKFLOWS } from './workflows';

/** The enums of the API document the web client's types are generated from. */
function apiEnum(schema: string, property: string): string[] {
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '../../../server/openapi.json');
  const document = JSON.parse(readFileSync(file, 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
  };
  return document.components.schemas[schema]?.properties[property]?.enum ?? [];
}

// The test setup has loaded WORKFLOWS, as the signed-in layout does.
describe('the web registry of request types (app/workflows.ts)', () => {
  it('has one feature per request type of the API, each loading its own definition', () => {
    expect(WORKFLOWS.map((workflow) => workflow.requestType).sort()).toEqual(
      apiEnum('RequestDetailsDTO', 'requestType').sort(),
    );
    expect(workflowDefinitions().map((definition) => definition.requestType)).toEqual(
      WORKFLOWS.map((workflow) => workflow.requestType),
    );
  });

  it('lists the reports under the account’s Phases and its own workflows under Workflow history', () => {
    expect(
      WORKFLOWS.filter((workflow) => accountTabOf(workflow.requestType) === 'workflows').map(
        (workflow) => workflow.requestType,
      ),
    ).toEqual(['ORGANISATION_ACCOUNT_OPENING', 'ACCOUNT_CLOSURE']);
    expect(accountTabOf('PROGRESS_UPDATE_2_P3')).toBe('phases');
  });

  it('gives every task type and timeline type of the API an owner', () => {
    expect(apiEnum('RequestTaskDTO', 'type').filter((type) => !taskTypeDefinition(type))).toEqual([]);
    expect(apiEnum('RequestActionDTO', 'type').filter((type) => !timelineTypeDefinition(type))).toEqual([]);
  });

  it('names task types as the reference does', () => {
    expect(taskDisplayName('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW')).toBe(
      'Review organisation account application',
    );
    expect(taskDisplayName('NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT')).toBe(
      'Awaiting external review of Phase 3 notification',
    );
    expect(taskDisplayName('PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT')).toBe(
      'Submit Phase 3 Progress Update 1',
    );
    expect(taskDisplayName('PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT')).toBe(
      'Submit Phase 3 Progress Update 2',
    );
    expect(taskDisplayName('ACCOUNT_CLOSURE_SUBMIT')).toBe('Close account');
  });

  it('labels account opening events and knows which have a details page', () => {
    expect(timelineLabel('ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED')).toBe(
      'Original application submitted',
    );
    expect(timelineLabel('ORGANISATION_ACCOUNT_OPENING_REJECTED')).toBe('Organisation account rejected');
    expect(timelineHasDetails('ORGANISATION_ACCOUNT_OPENING_APPROVED')).toBe(true);
    expect(timelineHasDetails('ACTION_PLAN_APPLICATION_CANCELLED')).toBe(false);
  });

  it("derives each role type's workflows from its features' task types, as the API's task rules have them", () => {
    expect(workflowsWorkedOnBy('OPERATOR')).toEqual([
      'NOTIFICATION_OF_COMPLIANCE_P3',
      'ACTION_PLAN_P3',
      'PROGRESS_UPDATE_1_P3',
      'PROGRESS_UPDATE_2_P3',
    ]);
    expect(workflowsWorkedOnBy('REGULATOR')).toEqual(['ORGANISATION_ACCOUNT_OPENING', 'ACCOUNT_CLOSURE']);
    expect(workflowsWorkedOnBy('VERIFIER')).toEqual([]);
    expect(workflowsWorkedOnBy(undefined)).toEqual([]);
  });

  it('offers the start cards in the reference order', () => {
    expect(startCards().map((entry) => entry.requestType)).toEqual([
      'ACCOUNT_CLOSURE',
      'NOTIFICATION_OF_COMPLIANCE_P3',
      'ACTION_PLAN_P3',
      'PROGRESS_UPDATE_1_P3',
      'PROGRESS_UPDATE_2_P3',
    ]);
  });

  it('has the submitted-data MI workbooks the report types declare, one per MI type, with the reference files', async () => {
    const submittedData = apiEnum('MiReportSearchResult', 'miReportType').filter((type) =>
      type.endsWith('_SUBMITTED_DATA_P3'),
    );
    const workbooks = await Promise.all(MI_WORKBOOKS.map((load) => load()));
    expect(workbooks.map((workbook) => workbook.reportType).sort()).toEqual(submittedData.sort());
    expect(Object.fromEntries(workbooks.map((workbook) => [workbook.reportType, workbook.fileName]))).toEqual(
      {
        NOC_SUBMITTED_DATA_P3: 'Energy_Savings_Opportunity_Scheme_Phase_3.xlsx',
        ACTION_PLAN_SUBMITTED_DATA_P3: 'Action_Plan_Published_Data_Phase_3.xlsx',
        PROGRESS_UPDATE_1_SUBMITTED_DATA_P3: 'PU1_Report_Public_Data_Phase_3.xlsx',
        PROGRESS_UPDATE_2_SUBMITTED_DATA_P3: 'PU2_Report_Public_Data_Phase_3.xlsx',
      },
    );
  });

  it('gives the export worker the same workbooks, found by the name of their modules', async () => {
    const declared = await Promise.all(MI_WORKBOOKS.map((load) => load()));
    expect(EXPORT_WORKBOOKS).toHaveLength(declared.length);
    for (const workbook of declared) expect(EXPORT_WORKBOOKS).toContain(workbook);
  });
});
