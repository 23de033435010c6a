// Writes dist/landing.html: index.html with the signed-out landing page already rendered inside #root.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssr = fileURLToPath(new URL('../dist-ssr/', import.meta.url));
const { renderSignedOutLanding } = await import(`${ssr}prerender.js`);

const page = readFileSync(`${dist}index.html`, 'utf8');
const markup = await renderSignedOutLanding();
if (!markup.includes('<h1')) throw new Error('prerender: the landing page has no heading');
const landing = page
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
  .replace(/<title>[^<]*<\/title>/, '<title>Home - GOV.UK</title>');
if (landing === page) throw new Error('prerender: no empty #root in index.html');
writeFileSync(`${dist}landing.html`, landing);
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered landing.html (${markup.length} characters of markup)`);
