import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectAccessible } from './support';

/** A change the account's audit history must list: its description, who made it, and a word of its details. */
export interface AuditedChange {
  what: string;
  who: string;
  detail?: string | RegExp;
}

/**
 * Opens the account's audit history (the page must be a regulator's who may read it) and finds each change
 * among its newest (the first page, newest first): a journey ends by checking its own changes were recorded,
 * by the right person (issue 18).
 */
export async function expectAuditedChanges(
  page: Page,
  accountId: number,
  changes: readonly AuditedChange[],
): Promise<void> {
  const history = `/accounts/${accountId}/audit`;
  // A regulator just signed in on the history needs no second load of it.
  if (new URL(page.url()).pathname !== history) await page.goto(history);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit history' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Changes' }).getByRole('row');
  for (const { what, who, detail } of changes) {
    let matching = rows.filter({ hasText: what }).filter({ hasText: who });
    if (detail) matching = matching.filter({ hasText: detail });
    await expect(matching.first(), `audit history: "${what}" by ${who}`).toBeVisible();
  }
  await expectAccessible(page);
}
