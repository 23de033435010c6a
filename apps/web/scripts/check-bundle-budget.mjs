// Sums the gzip size of the JavaScript each page loads up front: an entry chunk plus every chunk it imports
// statically (recursively); lazy (dynamic) imports are not counted. Fails above a budget. Two budgets (ADR 26):
// - the initial JavaScript of the signed-out landing page, the page of a first visit: what dist/landing.html
//   loads before its first paint (the landing-boot script, inline; the application follows after the paint);
// - the application's start (index.html, every other page): React, React DOM and React Router alone are about
//   95 KB of it, so its budget stays at 120 KB.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const LANDING_BUDGET_KB = 100;
const APP_BUDGET_KB = 120;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', `file://${dist}`), 'utf8'));

function entry(suffix) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry && name.endsWith(suffix));
  if (!key) {
    console.error(`check-bundle-budget: no ${suffix} entry in dist/.vite/manifest.json`);
    process.exit(1);
  }
  return key;
}

/** gzip bytes of an entry and its static imports, listed file by file. */
function staticChain(entryKey) {
  const seen = new Set();
  const rows = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    rows.push({
      file: chunk.file,
      gzip: gzipSync(readFileSync(`${dist}${chunk.file}`), { level: 9 }).length,
    });
    (chunk.imports ?? []).forEach(visit);
  };
  visit(entryKey);
  return rows;
}

const landingHtml = readFileSync(`${dist}landing.html`, 'utf8');

/** The module scripts landing.html loads itself (none: the prerender writes the landing-boot script inline). */
function landingScripts() {
  const files = [
    ...landingHtml.matchAll(
      /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/([^"]+\.js)"/g,
    ),
  ];
  return files.map((match) => {
    const key = Object.keys(manifest).find((name) => manifest[name].file === match[1]);
    if (!key) throw new Error(`check-bundle-budget: ${match[1]} is not in the manifest`);
    return key;
  });
}

/** The page's inline scripts, as rows like a file's. */
function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match, index) => ({
    file: `landing.html, inline script ${index + 1}`,
    gzip: gzipSync(match[1], { level: 9 }).length,
  }));
}

let failed = false;
function check(label, keys, budgetKb, extraRows = []) {
  const rows = [...new Map(keys.flatMap(staticChain).map((row) => [row.file, row])).values(), ...extraRows];
  for (const row of rows) console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
  const totalKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024;
  console.log(`${label}: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB)`);
  if (totalKb > budgetKb) {
    console.error(`${label}: budget exceeded by ${(totalKb - budgetKb).toFixed(1)} KB`);
    failed = true;
  }
}

const landing = landingScripts();
if (landing.includes(entry('index.html'))) {
  console.error('check-bundle-budget: landing.html loads the application before its first paint');
  failed = true;
}
check(
  'Initial JavaScript of the landing page, before first paint',
  landing,
  LANDING_BUDGET_KB,
  inlineScripts(landingHtml),
);
check('Application start (index.html)', [entry('index.html')], APP_BUDGET_KB);
if (failed) process.exit(1);
