/**
 * Unsent answers kept in the tab's session storage (a form's draft survives a reload, never the tab, and is
 * removed at sign-out). Keys start with this prefix; step-flow's sessionDraft() writes them.
 */
export const SESSION_DRAFT_PREFIX = 'esos.draft.';

/** Forgets every draft of this tab: on sign-out, so the next person at the browser sees none. */
export function clearSessionDrafts(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(SESSION_DRAFT_PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: drafts were only ever in memory.
  }
}
