import { describe, expect, it } from 'vitest';
import { IE_MEDIA_HACK, i18nRuntimeChunk, wordListChunk } from './quiet-build-plugins';

describe("the build's quieting plugins", () => {
  it('drops the Internet Explorer media hack as Sass writes it, and nothing else', () => {
    const css = [
      '@media (min-width: 40.0625em) {\n  .list {\n    display: flex;\n  }\n}',
      '@media screen and (min-width: 40.0625em) and (min-width: 0\uFFFD) {\n  .list {\n    display: block;\n  }\n}',
      '.after {\n  color: red;\n}',
    ].join('\n');
    const kept = css.replace(IE_MEDIA_HACK, '');
    expect(kept).toContain('display: flex');
    expect(kept).toContain('.after');
    expect(kept).not.toContain('display: block');
    expect('@media screen and (min-width: 0\\0) { .a { b: c } }'.replace(IE_MEDIA_HACK, '')).toBe('');
  });

  it('gives each large zxcvbn word list a chunk of its own', () => {
    expect(wordListChunk('/x/node_modules/@zxcvbn-ts/language-en/dist/lastnames.json.mjs')).toBe(
      'zxcvbn-en-lastnames',
    );
    expect(wordListChunk('/x/node_modules/@zxcvbn-ts/language-common/dist/passwords.json.mjs')).toBe(
      'zxcvbn-common-passwords',
    );
    expect(wordListChunk('/x/node_modules/@zxcvbn-ts/language-en/dist/firstnames.json.mjs')).toBeNull();
    expect(wordListChunk('/x/src/app/main.tsx')).toBeNull();
  });
});

describe('the i18n runtime chunk (ADR 54)', () => {
  it('groups the runtime modules, never a catalogue or the date formats', () => {
    expect(i18nRuntimeChunk('/w/apps/web/src/shared/i18n/store.ts')).toBe('i18n');
    expect(i18nRuntimeChunk('/w/apps/web/src/shared/i18n/use-messages.ts')).toBe('i18n');
    expect(i18nRuntimeChunk('/w/apps/web/src/shared/i18n/format.ts')).toBeNull();
    expect(i18nRuntimeChunk('/w/apps/web/src/app/messages.cy.ts')).toBeNull();
  });
});
