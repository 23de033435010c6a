import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyHints } from './scripts/early-hints-plugin';

const govukAssets = fileURLToPath(
  new URL('../../node_modules/govuk-frontend/dist/govuk/assets', import.meta.url),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), earlyHints()],
  resolve: {
    alias: {
      // Lets Sass url() references to GOV.UK fonts and images resolve to the package, so Vite
      // fingerprints and bundles them.
      '@govuk-assets': govukAssets,
    },
  },
  css: {
    // Lightning CSS rejects an old IE media-query hack in govuk-frontend; recover instead of failing.
    lightningcss: { errorRecovery: true },
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import'] },
    },
  },
  // The SSR build only prerenders the landing page (scripts/prerender.mjs); it is not served.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        manifest: true,
        sourcemap: true,
        rolldownOptions: {
          input: {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            silent: fileURLToPath(new URL('./silent-check-sso.html', import.meta.url)),
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
}));
