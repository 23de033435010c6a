// ESLint rule (ADR 54): no user-facing text written into JSX in a translated folder; it belongs in the folder's
// message catalogue. Text is anything with a letter: JSX text, a string in braces as a child, or a string given
// to an attribute people read or hear (aria-label, title, alt, placeholder...). Punctuation and spaces pass.
const LETTER = /\p{L}/u;
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'hint',
  'legend',
  'text',
]);

/** @type {import('eslint').Rule.RuleModule} */
export const noJsxLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from a message catalogue, not JSX (ADR 54).' },
    messages: {
      literal: 'User-facing text "{{text}}" in JSX: put it in the message catalogue and use t(…) (ADR 54).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    const isText = (value) => typeof value === 'string' && LETTER.test(value);
    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const { expression, parent } = node;
        if (parent.type === 'JSXAttribute') return;
        if (expression.type === 'Literal' && isText(expression.value)) report(node, expression.value);
        if (
          expression.type === 'TemplateLiteral' &&
          expression.quasis.some((quasi) => isText(quasi.value.cooked))
        ) {
          report(node, expression.quasis.map((quasi) => quasi.value.cooked).join('…'));
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : null;
        if (isText(value)) report(node, value);
      },
    };
  },
};

export default { rules: { 'no-jsx-literals': noJsxLiterals } };
