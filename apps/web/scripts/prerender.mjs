// Writes dist/landing.html: index.html with the signed-out landing page already rendered inside #root, and
// with the application's scripts replaced by the small landing-boot script, which loads them only after the
// page has painted (ADR 26). dist/landing-cookie-banner.html is the same page with the cookie banner, for
// visitors who have not made their cookie choice yet (the server picks one by the visitor's cookies).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssr = fileURLToPath(new URL('../dist-ssr/', import.meta.url));
const { renderSignedOutLanding, renderCookieBanner } = await import(`${ssr}prerender.js`);

const page = readFileSync(`${dist}index.html`, 'utf8');
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const boot = manifest['src/app/landing-boot.ts'];
if (!boot) throw new Error('prerender: no landing-boot entry in the manifest');

// The entry script and its module preloads, as Vite wrote them into index.html.
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
const app = page.match(entryScript)?.[1];
if (!app) throw new Error('prerender: no module script in index.html');
const preloads = [...page.matchAll(modulePreload)].map((match) => match[1]);
// The start-up call's preload (scripts/early-hints-plugin.ts) is for the application: it waits with it.
const fetchPreload = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="">\s*/g;
const fetches = [...page.matchAll(fetchPreload)].map((match) => match[1]);
const bootScript =
  `<script type="module" crossorigin src="/${boot.file}" data-app="${app}"` +
  ` data-preload="${preloads.join(' ')}" data-fetch="${fetches.join(' ')}"></script>\n    `;

const markup = await renderSignedOutLanding();
if (!markup.includes('<h1')) throw new Error('prerender: the landing page has no heading');
const landing = page
  .replace(entryScript, bootScript)
  .replace(modulePreload, '')
  .replace(fetchPreload, '')
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
  .replace(/<title>[^<]*<\/title>/, '<title>Home - GOV.UK</title>');
if (landing === page) throw new Error('prerender: no empty #root in index.html');
writeFileSync(`${dist}landing.html`, landing);

// The layout renders the banner first in #root, before the skip link.
const banner = renderCookieBanner();
if (!banner.includes('govuk-cookie-banner')) throw new Error('prerender: no cookie banner');
writeFileSync(
  `${dist}landing-cookie-banner.html`,
  landing.replace('<div id="root">', `<div id="root">${banner}`),
);
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered landing.html (${markup.length} characters of markup)`);
