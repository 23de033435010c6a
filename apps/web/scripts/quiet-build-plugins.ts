import type { Plugin } from 'vite';

/**
 * GOV.UK Frontend's service navigation carries a CSS hack for Internet Explorer 9-11,
 * `@media screen and (min-width: 0\0)` (Sass writes the escape as U+FFFD). Lightning CSS cannot parse it:
 * it recovered, but printed "Invalid media query" on every build. The service does not support those
 * browsers, so the block is dropped before minifying.
 */
export const IE_MEDIA_HACK = /@media [^{}]*\(min-width: ?0(?:\\0|\uFFFD)\) ?\{[^{}]*\{[^{}]*\}\s*\}/g;

export function dropIeMediaHack(): Plugin {
  return {
    name: 'esos-drop-ie-media-hack',
    apply: 'build',
    transform(code, id) {
      if (!/\.s?css(?:\?|$)/.test(id)) return undefined;
      const kept = code.replace(IE_MEDIA_HACK, '');
      return kept === code ? undefined : { code: kept, map: null };
    },
  };
}

/**
 * zxcvbn's word lists (about 1.6 MB, fetched only when someone types a password: shared/forms/password-strength.ts)
 * would be one 1.2 MB chunk, over Vite's 500 kB warning. Each large list gets a chunk of its own instead:
 * the same bytes, fetched side by side, and the warning is left to catch any other chunk that grows.
 */
const WORD_LIST =
  /@zxcvbn-ts\/language-(common|en)\/dist\/(commonWords|lastnames|passwords|wikipedia)\.json\.mjs$/;

export const wordListChunk = (id: string): string | null => {
  const match = WORD_LIST.exec(id);
  return match ? `zxcvbn-${match[1]}-${match[2]}` : null;
};

/** The i18n runtime's modules (not its catalogues), which the start uses all of. */
const I18N_RUNTIME = /\/src\/shared\/i18n\/(?:catalogue|store|language|use-messages)\.ts$/;

export const i18nRuntimeChunk = (id: string): string | null => (I18N_RUNTIME.test(id) ? 'i18n' : null);
