import { chromium } from 'playwright-core';
import { FLOOR_PATH, startLandingServer } from './landing-timing';

// Diagnostic, not a benchmark (`npx tsx src/landing-trace.ts` after a build): where the landing page's time
// before its first paint goes. Prints each load's navigation and resource timings and writes a Chromium trace
// per load to /tmp/landing-trace-*.json (open it in the browser's performance panel), one load per page in a
// fresh browser context. TRACE_URLS picks the pages, CHROMIUM_EXTRA_ARGS adds browser switches.
const PORT = Number(process.env.BENCH_LANDING_PORT ?? 3904);
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 3);
const server = await startLandingServer(PORT);

const READ = `new Promise((resolve) => {
  const out = {};
  new PerformanceObserver((list) => { out.h1 ??= list.getEntries()[0].renderTime; }).observe({ type: 'element', buffered: true });
  setTimeout(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    out.nav = { redirect: nav.redirectEnd - nav.redirectStart, fetchStart: nav.fetchStart, responseStart: nav.responseStart, responseEnd: nav.responseEnd, domInteractive: nav.domInteractive, dcl: nav.domContentLoadedEventStart };
    out.fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    out.resources = performance.getEntriesByType('resource').map((r) => ({ name: r.name.replace(/^https?:\\/\\/[^/]+/, ''), start: Math.round(r.startTime), end: Math.round(r.responseEnd), size: r.encodedBodySize }));
    resolve(out);
  }, 1500);
})`;

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      ...(process.env.CHROMIUM_EXTRA_ARGS ?? '').split(' ').filter(Boolean),
    ],
  });
  const urls = (process.env.TRACE_URLS ?? `${FLOOR_PATH} /landing /`).split(' ');
  for (let run = 0; run < RUNS; run++) {
    for (const path of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const traceFile = `/tmp/landing-trace-${path.replace(/\W/g, '_')}-${run}.json`;
      await browser.startTracing(page, {
        path: traceFile,
        categories: ['devtools.timeline', 'blink', 'loading', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'commit' });
      const result = (await page.evaluate(READ)) as Record<string, unknown>;
      await browser.stopTracing();
      console.log(path, JSON.stringify(result));
      await context.close();
    }
  }
  await browser.close();
} finally {
  await server.close();
}
