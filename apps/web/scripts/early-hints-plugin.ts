import type { Plugin } from 'vite';

/**
 * Lets the browser fetch, while the JavaScript is still downloading, what the first render needs anyway:
 * the two GOV.UK Transport fonts and the start-up call to /api/ui-configuration.
 */
export function earlyHints(): Plugin {
  return {
    name: 'esos-early-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /\/(bold|light)-[^/]*\.woff2$/.test(file),
        );
        return [
          ...fonts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
          {
            tag: 'link',
            attrs: { rel: 'preload', href: '/api/ui-configuration', as: 'fetch', crossorigin: '' },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}
