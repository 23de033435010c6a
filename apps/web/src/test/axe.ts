import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe's WCAG 2.2 A/AA rules on rendered markup. Colour contrast needs real layout, which jsdom does not
 * have; the browser journeys check it on every page.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
