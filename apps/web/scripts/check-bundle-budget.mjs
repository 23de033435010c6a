// Sums the gzip size of the JavaScript loaded up front for index.html: the entry chunk plus every chunk
// it imports statically (recursively). Lazy (dynamic) imports are not counted. Fails above the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 120;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', `file://${dist}`), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('check-bundle-budget: no index.html entry in dist/.vite/manifest.json');
  process.exit(1);
}

const seen = new Set();
const rows = [];
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  const gzip = gzipSync(readFileSync(`${dist}${chunk.file}`), { level: 9 }).length;
  rows.push({ file: chunk.file, gzip });
  (chunk.imports ?? []).forEach(visit);
}
visit(entryKey);

const total = rows.reduce((sum, row) => sum + row.gzip, 0);
for (const row of rows) console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
const totalKb = total / 1024;
console.log(`Initial JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Bundle budget exceeded by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
