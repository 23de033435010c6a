import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startProcess, stop, waitForUrl } from './processes';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where the floor page is served from: the service's own static files (see floorDist). */
export const FLOOR_PATH = '/bench-floor.html';

/** A bare static page holding only an h1: the fastest a page can paint a heading on this machine. */
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head>' +
  '<body><h1 elementtiming="floor-heading">Manage your Energy Savings Opportunity Scheme reporting</h1></body></html>\n';

/**
 * A copy of the built web client with the floor page added, for the service to serve (WEB_DIST_DIR), so the
 * floor goes through the same server, static file handling and headers as the landing page in the same run.
 */
export function floorDist(webDist: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'esos-bench-web-'));
  cpSync(webDist, dir, { recursive: true });
  writeFileSync(join(dir, FLOOR_PATH), FLOOR_HTML);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface PaintTimes {
  /** Navigation start to the h1's paint (Element Timing renderTime), ms. */
  h1: number;
  /** Navigation start to first contentful paint, ms. */
  fcp: number;
}

// Passed as text: tsx would wrap named functions in a helper that does not exist in the page.
const READ_PAINT_TIMES = `new Promise((resolve) => {
  let h1;
  let fcp;
  const done = () => { if (h1 !== undefined && fcp !== undefined) resolve({ h1, fcp }); };
  new PerformanceObserver((list) => { h1 ??= list.getEntries()[0].renderTime; done(); })
    .observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) fcp ??= entry.startTime;
    done();
  }).observe({ type: 'paint', buffered: true });
})`;

/** One load of `url` in a new browser profile (nothing cached, no cookies). */
async function loadOnce(url: string): Promise<PaintTimes> {
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
    // Both times come from the page itself (relative to its navigation start), not from when the test noticed.
    return (await page.evaluate(READ_PAINT_TIMES)) as PaintTimes;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Loads each page `runs` times, one after the other within each run (so a busy moment on the shared machine
 * falls on every page alike), after one uncounted warm-up run that only fills the operating system's file
 * cache for Chromium itself.
 */
export async function paintTimes(urls: string[], runs = 7): Promise<PaintTimes[][]> {
  const samples: PaintTimes[][] = urls.map(() => []);
  for (let run = -1; run < runs; run++) {
    for (const [index, url] of urls.entries()) {
      const times = await loadOnce(url);
      if (run >= 0) samples[index]!.push(times);
    }
  }
  return samples;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const H1_GOAL = 1.5;
const FCP_GOAL = 2;

/**
 * Measures the signed-out landing page (through `/`, which sends it at once to a visitor without a session, and
 * `/landing` itself) against the floor
 * page served by the same server, and prints every sample, the medians and their ratios to the floor's.
 */
export async function measureLanding(origin: string, runs = 7): Promise<void> {
  const pages = [
    { label: 'floor (bare h1 page)', url: `${origin}${FLOOR_PATH}` },
    { label: 'landing via /', url: `${origin}/` },
    { label: 'landing /landing', url: `${origin}/landing` },
  ];
  const samples = await paintTimes(
    pages.map((page) => page.url),
    runs,
  );
  const medians = samples.map((times) => ({
    h1: median(times.map((time) => time.h1)),
    fcp: median(times.map((time) => time.fcp)),
  }));
  const floor = medians[0]!;
  console.log(
    `\nSigned-out landing page: new browser profile per load, median of ${runs}, ms from navigation start`,
  );
  for (const [index, page] of pages.entries()) {
    const times = samples[index]!;
    const { h1, fcp } = medians[index]!;
    console.log(`  ${page.label}`);
    console.log(
      `    h1 visible: ${times.map((time) => time.h1.toFixed(0)).join(', ')}  median ${h1.toFixed(0)}`,
    );
    console.log(
      `    FCP:        ${times.map((time) => time.fcp.toFixed(0)).join(', ')}  median ${fcp.toFixed(0)}`,
    );
    if (index > 0) {
      console.log(
        `    ratio to floor: h1 ${(h1 / floor.h1).toFixed(2)} (goal <= ${H1_GOAL}), FCP ${(fcp / floor.fcp).toFixed(2)} (goal <= ${FCP_GOAL})`,
      );
    }
  }
}

/**
 * The service on an empty embedded database of its own, serving a copy of the built web client with the
 * floor page added, on `port` (bench:landing and the landing trace). `close` stops it and removes both copies.
 */
export async function startLandingServer(port: number): Promise<{ close(): Promise<void> }> {
  const web = floorDist(fileURLToPath(new URL('../../apps/web/dist', import.meta.url)));
  const data = mkdtempSync(join(tmpdir(), 'esos-bench-landing-'));
  const server = startProcess('apps/server/src/main.ts', [], {
    NODE_ENV: 'test',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DATA_DIR: data,
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: web.dir,
  });
  const close = async () => {
    await stop(server);
    web.remove();
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/health`);
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}
