import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyHints } from './scripts/early-hints-plugin.ts';
import { dropIeMediaHack, i18nRuntimeChunk, wordListChunk } from './scripts/quiet-build-plugins.ts';

// React Router's package exports point every bundler at its development build (extra checks and warnings);
// the browser build takes the production build of the same version. Both entry points move together, so
// they share one copy of the router's contexts.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

const govukAssets = fileURLToPath(
  new URL('../../node_modules/govuk-frontend/dist/govuk/assets', import.meta.url),
);

/** Runs a git command for the version info on /about; undefined when git or the repository is unavailable. */
function git(...args: string[]): string | undefined {
  try {
    const output = execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return output || undefined;
  } catch {
    return undefined;
  }
}

const buildInfo = {
  commit: git('rev-parse', '--short', 'HEAD') ?? 'unknown',
  branch: git('rev-parse', '--abbrev-ref', 'HEAD') ?? '',
  tag: git('describe', '--tags', '--exact-match') ?? '',
  dirty: (git('status', '--porcelain') ?? '') !== '',
};

/** The SSR build's entries, both used only by scripts/prerender.mjs at build time. */
const prerenderEntries: Record<string, string> = {
  prerender: fileURLToPath(new URL('./src/app/prerender.tsx', import.meta.url)),
  'critical-css': fileURLToPath(new URL('./scripts/critical-css.ts', import.meta.url)),
};

// Sass compiling GOV.UK Frontend is most of the build's time; on a busy machine Rolldown printed a report
// saying so on every build, which nothing here can act on.
const quietChecks = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), earlyHints(), dropIeMediaHack()],
  // Version info for the /about page, fixed at build time.
  define: {
    'import.meta.env.VITE_BUILD_COMMIT': JSON.stringify(buildInfo.commit),
    'import.meta.env.VITE_BUILD_BRANCH': JSON.stringify(buildInfo.branch),
    'import.meta.env.VITE_BUILD_TAG': JSON.stringify(buildInfo.tag),
    'import.meta.env.VITE_BUILD_DIRTY': JSON.stringify(String(buildInfo.dirty)),
  },
  resolve: {
    alias: [
      ...(mode === 'production'
        ? [
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
          ]
        : []),
      // Lets Sass url() references to GOV.UK fonts and images resolve to the package, so Vite
      // fingerprints and bundles them.
      { find: '@govuk-assets', replacement: govukAssets },
    ],
  },
  css: {
    // Lightning CSS rejects an old IE media-query hack in govuk-frontend (dropped by dropIeMediaHack); should
    // another appear, it recovers instead of failing.
    lightningcss: { errorRecovery: true },
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import'] },
    },
  },
  // The SSR build is only for scripts/prerender.mjs (the landing page's markup and its critical CSS): nothing
  // in it is served.
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        rolldownOptions: { input: prerenderEntries, checks: quietChecks },
      }
    : {
        manifest: true,
        sourcemap: true,
        rolldownOptions: {
          input: {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            silent: fileURLToPath(new URL('./silent-check-sso.html', import.meta.url)),
            // The prerendered landing page's only script (scripts/prerender.mjs, ADR 26).
            'landing-boot': fileURLToPath(new URL('./src/app/landing-boot.ts', import.meta.url)),
          },
          output: {
            codeSplitting: {
              groups: [
                { name: wordListChunk, debugName: 'zxcvbn word lists' },
                // The i18n runtime in one chunk of the start rather than several tiny ones (ADR 54).
                { name: i18nRuntimeChunk, debugName: 'i18n runtime' },
              ],
            },
          },
          checks: quietChecks,
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
}));
