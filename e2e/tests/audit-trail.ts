import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectAccessible } from './support';

/** A change the account's audit history must list: its description, who made it, and a word of its details. */
export interface AuditedChange {
  what: string;
  who: string;
  detail?: string | RegExp;
  /** Whom it concerns (a person's own details, credentials or sign-in): "About <name>". */
  about?: string;
}

/** The account's audit history, or (`'people'`) the authority's audit history of people. */
export const auditHistoryPath = (trail: number | 'people') =>
  trail === 'people' ? '/audit-history' : `/accounts/${trail}/audit`;

/**
 * Opens the account's audit history, or for `'people'` the regulator's authority's audit history of people
 * (the page must be a regulator's who may read it), and finds each change among its newest (the first page,
 * newest first): a journey ends by checking its own changes were recorded, by the right person (issue 18).
 */
export async function expectAuditedChanges(
  page: Page,
  trail: number | 'people',
  changes: readonly AuditedChange[],
): Promise<void> {
  const history = auditHistoryPath(trail);
  // A regulator just signed in on the history needs no second load of it.
  if (new URL(page.url()).pathname !== history) await page.goto(history);
  const title = trail === 'people' ? 'Audit history of people' : 'Audit history';
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Changes' }).getByRole('row');
  for (const { what, who, detail, about } of changes) {
    let matching = rows.filter({ hasText: what }).filter({ hasText: who });
    if (about) matching = matching.filter({ hasText: `About ${about}` });
    if (detail) matching = matching.filter({ hasText: detail });
    await expect(matching.first(), `audit history: "${what}" by ${who}`).toBeVisible();
  }
  await expectAccessible(page);
}
