import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionDrafts } from '../../storage/session-drafts';
import type { RequestType, WorkflowDefinition, WorkflowFeature } from '../types';

const requestInfo = {
  id: 'ACL000005',
  type: 'ACCOUNT_CLOSURE',
  competentAuthority: 'ENGLAND',
  accountId: 5,
} as const;

afterEach(() => clearSessionDrafts());

/** Two workflows as their definitions list them: a report under Phases, closure under Workflow history. */
const definitions: WorkflowDefinition[] = [
  { requestType: 'ACCOUNT_CLOSURE', listedUnder: 'workflows' },
  { requestType: 'NOTIFICATION_OF_COMPLIANCE_P3', listedUnder: 'phases' },
].map(({ requestType, listedUnder }) => ({
  requestType: requestType as RequestType,
  listedUnder: listedUnder as 'workflows' | 'phases',
  title: requestType,
  listName: requestType,
  tasks: {},
  timeline: {},
}));
const features: WorkflowFeature[] = definitions.map((definition) => ({
  requestType: definition.requestType,
  load: async () => definition,
}));

/** The module as a new page load gets it, with the workflows loaded as the signed-in layout loads them. */
async function taskMemory() {
  await (await import('../registry')).loadWorkflows(features);
  return import('./task-memory');
}

// A cancelled task is not in the API's history: only this tab's memory knows it existed (issue 39).
describe('the workflows of tasks opened in this tab', () => {
  it('are remembered after a reload of the tab, and forgotten at sign-out', async () => {
    const first = await taskMemory();
    first.rememberTaskWorkflow(42, requestInfo);
    vi.resetModules();
    const reloaded = await taskMemory();
    expect(reloaded.rememberedWorkflowHref(42)).toBe('/accounts/5/workflows/ACL000005');

    clearSessionDrafts();
    vi.resetModules();
    expect((await taskMemory()).rememberedWorkflowHref(42)).toBeUndefined();
  });

  it('places a report under the Phases tab', async () => {
    const { workflowHref } = await taskMemory();
    expect(
      workflowHref({ accountId: 8, requestId: 'NOC000008-P3', requestType: 'NOTIFICATION_OF_COMPLIANCE_P3' }),
    ).toBe('/accounts/8/phases/NOC000008-P3');
  });

  // The tab comes from each workflow's definition (its listedUnder), not a list here (ADR 45).
  it('places each workflow under the tab its definition names, and an unknown one under the Workflow history', async () => {
    const { workflowHref } = await taskMemory();
    const href = (requestType: string) => workflowHref({ accountId: 8, requestId: 'X1', requestType });
    expect(href('ACCOUNT_CLOSURE')).toBe('/accounts/8/workflows/X1');
    expect(href('NOTIFICATION_OF_COMPLIANCE_P3')).toBe('/accounts/8/phases/X1');
    expect(href('SOMETHING_ELSE')).toBe('/accounts/8/workflows/X1');
  });
});
