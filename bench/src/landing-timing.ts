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

/** Milliseconds from navigation until the page's h1 is visible, in a cold browser profile each time. */
export async function landingH1Times(url: string, runs = 5): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const profile = mkdtempSync(join(tmpdir(), 'esos-bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const started = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor({ state: 'visible' });
      times.push(performance.now() - started);
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
