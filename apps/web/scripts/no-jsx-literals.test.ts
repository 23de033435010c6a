import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noJsxLiterals } from './no-jsx-literals.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-jsx-literals (ADR 54)', noJsxLiterals, {
  valid: [
    'const a = <p>{t("key")}</p>;',
    'const a = <p>{t("before")} <a href="/x">{t("link")}</a>.</p>;',
    "const a = <span className='govuk-link' hrefLang='cy'>{NAMES[language]}</span>;",
    "const a = <p>{' '}{':'}</p>;",
  ],
  invalid: [
    { code: 'const a = <p>Skip to main content</p>;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <p>{'Sign out'}</p>;", errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{`Hello ${name}`}</p>;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <nav aria-label='Menu' />;", errors: [{ messageId: 'literal' }] },
    { code: "const a = <img alt={'Crown'} />;", errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>Ôl</p>;', errors: [{ messageId: 'literal' }] },
  ],
});
