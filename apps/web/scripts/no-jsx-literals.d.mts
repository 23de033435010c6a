import type { Rule } from 'eslint';
export const noJsxLiterals: Rule.RuleModule;
declare const plugin: { rules: { 'no-jsx-literals': Rule.RuleModule } };
export default plugin;
