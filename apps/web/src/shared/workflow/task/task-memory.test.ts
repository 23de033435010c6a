import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionDrafts } from '../../storage/session-drafts';

const requestInfo = {
  id: 'ACL000005',
  type: 'ACCOUNT_CLOSURE',
  competentAuthority: 'ENGLAND',
  accountId: 5,
} as const;

afterEach(() => clearSessionDrafts());

// A cancelled task is not in the API's history: only this tab's memory knows it existed (issue 39).
describe('the workflows of tasks opened in this tab', () => {
  it('are remembered after a reload of the tab, and forgotten at sign-out', async () => {
    const first = await import('./task-memory');
    first.rememberTaskWorkflow(42, requestInfo);
    vi.resetModules();
    const reloaded = await import('./task-memory');
    expect(reloaded.rememberedWorkflowHref(42)).toBe('/accounts/5/workflows/ACL000005');

    clearSessionDrafts();
    vi.resetModules();
    expect((await import('./task-memory')).rememberedWorkflowHref(42)).toBeUndefined();
  });

  it('places a report under the Phases tab', async () => {
    const { workflowHref } = await import('./task-memory');
    expect(
      workflowHref({ accountId: 8, requestId: 'NOC000008-P3', requestType: 'NOTIFICATION_OF_COMPLIANCE_P3' }),
    ).toBe('/accounts/8/phases/NOC000008-P3');
  });
});
