// Writes dist/landing.html: index.html with the signed-out landing page already rendered inside #root, and
// with the application's scripts replaced by the small landing-boot script, inline, which loads them only after
// the page has painted (ADR 26). dist/landing-cookie-banner.html is the same page with the cookie banner, for
// visitors who have not made their cookie choice yet (the server picks one by the visitor's cookies).
// Both pages carry, instead of the render-blocking stylesheet, the part of it that styles them (critical CSS,
// inline: no request stands between the HTML and the first paint); the boot script loads the whole stylesheet
// after that paint, before the application, and <noscript> loads it for a browser without JavaScript.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssr = fileURLToPath(new URL('../dist-ssr/', import.meta.url));
const { renderSignedOutLanding, renderCookieBanner } = await import(`${ssr}prerender.js`);
const { criticalCss } = await import(`${ssr}critical-css.js`);

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
// The application's stylesheet, as Vite wrote it into index.html.
const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const stylesheet = page.match(stylesheetLink)?.[1];
if (!stylesheet) throw new Error('prerender: no stylesheet in index.html');
// The boot script goes into the page itself, as GOV.UK's template does with its body classes: a script file
// of its own was a request, and module work, between the HTML and the first paint in a new browser (ADR 26).
// Run as a classic script, it keeps its names to itself inside a function.
const bootCode = readFileSync(`${dist}${boot.file}`, 'utf8')
  .replace(/\/\/# sourceMappingURL=\S*\s*$/, '')
  .trim();
if (boot.imports?.length || /\bexport\s?\{/.test(bootCode)) {
  throw new Error('prerender: the boot script is not self-contained');
}
if (/<\/script|<!--/i.test(bootCode))
  throw new Error('prerender: the boot script would end its <script> element');
const bootScript =
  `<script data-app="${app}" data-css="${stylesheet}" data-preload="${preloads.join(' ')}"` +
  ` data-fetch="${fetches.join(' ')}">(()=>{${bootCode}})()</script>`;
const bodyStart = '<body class="govuk-template__body">';

const markup = await renderSignedOutLanding();
if (!markup.includes('<h1')) throw new Error('prerender: the landing page has no heading');
const landing = page
  .replace(entryScript, '')
  .replace(bodyStart, `${bodyStart}\n    ${bootScript}`)
  .replace(modulePreload, '')
  .replace(fetchPreload, '')
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
  .replace(/<title>[^<]*<\/title>/, '<title>Home - Manage your ESOS reporting - GOV.UK</title>');
if (!landing.includes('<div id="root"><')) throw new Error('prerender: no empty #root in index.html');
if (!landing.includes(bootScript)) throw new Error('prerender: no <body> for the boot script in index.html');

// The layout renders the banner first in #root, before the skip link.
const banner = renderCookieBanner();
if (!banner.includes('govuk-cookie-banner')) throw new Error('prerender: no cookie banner');
const landingWithBanner = landing.replace('<div id="root">', `<div id="root">${banner}`);

// One critical stylesheet for both pages (so the server allows one inline style by its hash), covering the
// body classes the boot script adds before the application starts.
const critical = criticalCss(
  readFileSync(`${dist}${stylesheet.slice(1)}`, 'utf8'),
  [landing, landingWithBanner],
  ['js-enabled', 'govuk-frontend-supported'],
);
if (critical.includes('</')) throw new Error('prerender: the critical CSS would end its <style> element');
const inlineStyles = (html) =>
  // A function, so `$'` or `$&` in the CSS (attribute selectors) are not read as replacement patterns.
  html.replace(
    stylesheetLink,
    () =>
      `<style>${critical}</style>\n    <noscript><link rel="stylesheet" crossorigin href="${stylesheet}"></noscript>`,
  );
writeFileSync(`${dist}landing.html`, inlineStyles(landing));
writeFileSync(`${dist}landing-cookie-banner.html`, inlineStyles(landingWithBanner));
rmSync(ssr, { recursive: true, force: true });
console.log(
  `prerendered landing.html (${markup.length} characters of markup, ${critical.length} of critical CSS)`,
);
