import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Milliseconds from the start of navigation until the page's h1 was painted, in a cold browser profile each
 * time. The paint time comes from the page itself (Element Timing), not from when the test noticed it.
 */
export async function landingH1Times(url: string, runs = 5): Promise<number[]> {
  const times: number[] = [];
  // One extra run first, not counted: it only warms the operating system's file cache for Chromium itself.
  for (let run = -1; run < runs; run++) {
    const profile = mkdtempSync(join(tmpdir(), 'esos-bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor({ state: 'visible' });
      const painted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries()[0] as PerformanceEntry & { renderTime: number };
              resolve(entry.renderTime);
            }).observe({ type: 'element', buffered: true });
          }),
      );
      if (run >= 0) times.push(painted);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return times;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
