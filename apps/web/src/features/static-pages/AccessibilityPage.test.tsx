import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccessibilityPage } from './AccessibilityPage';
import record from '../../../../../docs/accessibility-testing.md?raw';

/** docs/accessibility-testing.md: what has been measured, which is all the statement may claim. */

function statementText(): string {
  const router = createMemoryRouter([{ path: '/', element: <AccessibilityPage /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('heading', { level: 1 }).closest('div')?.textContent ?? '';
}

/** A manual pass counts as recorded when its line in the record gives a date rather than "not yet recorded". */
function recorded(pass: string): boolean {
  const line = record.split('\n').find((text) => text.startsWith(`- ${pass}:`)) ?? '';
  return /\d{4}-\d{2}-\d{2}/.test(line) && !/not yet recorded/i.test(line);
}

function knownFailures(): string[] {
  const section = record.split('## Known failures')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `(\/[^`]*)` \|/gm)].map((match) => match[1] as string);
}

describe('the accessibility statement', () => {
  it('claims full compliance only with no known failure and recorded keyboard and screen-reader passes', () => {
    const text = statementText();
    const mayClaimFull =
      knownFailures().length === 0 && recorded('Keyboard only, whole service') && recorded('Screen reader');
    if (!mayClaimFull) {
      expect(text).not.toMatch(/fully compliant/i);
      expect(text).toMatch(/partially compliant/i);
    }
  });

  it('lists every known failure of the record, as reflow failures', () => {
    const text = statementText();
    if (knownFailures().length > 0) expect(text).toContain('1.4.10 (Reflow)');
    const named: Record<string, string> = {
      '/cookies': 'table of cookies',
      '/accounts/1/users': 'list of users',
      '/user/regulators': 'regulator users',
      '/privacy-notice': 'privacy notice',
    };
    for (const page of knownFailures()) {
      expect(named[page], `name ${page} in this test and on the statement`).toBeDefined();
      expect(text).toContain(named[page]);
    }
  });

  it('says a screen reader has not been used while none is recorded', () => {
    if (!recorded('Screen reader'))
      expect(statementText()).toMatch(/not yet tested the service with a screen reader/);
  });
});
