import { JSDOM } from 'jsdom';

/**
 * Pseudo-classes for states a page can enter after it has loaded (pointer, focus, links visited) and
 * pseudo-elements: a rule written with them applies to an element the page already has, so they are left out
 * when asking whether a rule can apply. Structural ones (:not, :nth-child, :checked as rendered) stay.
 */
const DYNAMIC_PSEUDO =
  /::?(?:hover|focus|focus-visible|focus-within|active|visited|link|target|before|after|marker|placeholder|selection|first-line|first-letter|-webkit-[a-z-]+|-moz-[a-z-]+|-ms-[a-z-]+)(?![\w-])/g;

/** Splits a selector list on its top-level commas (not those inside :not(...) or :is(...)). */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
}

/** The class names a selector requires, leaving out those in (...) and [...], such as :not(.x) or [href$=".pdf"]. */
function requiredClasses(selector: string): string[] {
  let outside = selector;
  for (let previous = ''; previous !== outside;) {
    previous = outside;
    outside = outside.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ');
  }
  return [...outside.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
}

/**
 * Whether a rule's selector can apply to one of the documents, now or in a later state. A selector that needs
 * a class no document has cannot (most of GOV.UK Frontend's rules; asking the DOM is far slower). When in
 * doubt (a selector the DOM implementation cannot evaluate once its state pseudo-classes are gone) the rule
 * is kept: a rule kept needlessly costs bytes, a rule dropped wrongly would change how the page looks.
 */
function mayApply(selectorList: string, documents: Document[], classes: Set<string>): boolean {
  return splitSelectorList(selectorList).some((selector) => {
    if (requiredClasses(selector).some((name) => !classes.has(name))) return false;
    const structural = selector.replace(DYNAMIC_PSEUDO, '').trim();
    // `a::before` becomes `a`; `::selection` on its own becomes every element.
    const query = structural === '' || /[>+~]$/.test(structural) ? `${structural} *`.trim() : structural;
    try {
      return documents.some((document) => document.querySelector(query) !== null);
    } catch {
      return true;
    }
  });
}

/** A rule as written: its prelude (selector list or at-rule) and its block's content, without the braces. */
interface SourceRule {
  prelude: string;
  body: string;
  text: string;
}

/**
 * Splits stylesheet text into its top-level rules, keeping each one's text exactly as written (the rules kept
 * are copied, never re-serialised, so no declaration a parser does not know is lost). Strings and comments
 * may hold braces; semicolon-terminated at-rules (@import, @charset) have no block.
 */
function splitRules(css: string): SourceRule[] {
  const rules: SourceRule[] = [];
  let start = 0;
  let open = -1;
  let depth = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1);
      while (index > 0 && css[index - 1] === '\\') index = css.indexOf(char, index + 1);
      if (index < 0) break;
    } else if (char === '/' && css[index + 1] === '*') {
      index = css.indexOf('*/', index + 2) + 1;
      if (index <= 0) break;
    } else if (char === '{') {
      if (depth++ === 0) open = index;
    } else if (char === '}') {
      if (--depth === 0) {
        const text = css.slice(start, index + 1).trim();
        rules.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index), text });
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      rules.push({
        prelude: css.slice(start, index).trim(),
        body: '',
        text: css.slice(start, index + 1).trim(),
      });
      start = index + 1;
    }
  }
  return rules.filter((rule) => rule.text !== '');
}

/** The rules that may apply, as written; @media and @supports keep only their rules that may apply. */
function keptRules(css: string, documents: Document[], classes: Set<string>): string[] {
  const kept: string[] = [];
  for (const rule of splitRules(css)) {
    if (/^@(?:media|supports|layer|container)\b/i.test(rule.prelude)) {
      const inner = keptRules(rule.body, documents, classes);
      if (inner.length > 0) kept.push(`${rule.prelude}{${inner.join('')}}`);
    } else if (rule.prelude.startsWith('@')) {
      // @font-face, @keyframes and the like select nothing: kept as they are.
      kept.push(rule.text);
    } else if (mayApply(rule.prelude, documents, classes)) {
      kept.push(rule.text);
    }
  }
  return kept;
}

/**
 * The part of a stylesheet that can style the given pages: every rule whose selector matches an element of
 * one of them (in any of its states), in the stylesheet's order, so the page looks exactly as it does with the
 * whole stylesheet (ADR 26: the prerendered landing page paints from this before the rest has loaded).
 * `bodyClasses` are classes a script adds to <body> before the first paint; rules for them are kept too.
 */
export function criticalCss(css: string, pages: string[], bodyClasses: string[] = []): string {
  const documents = pages.flatMap((html) => {
    const plain = new JSDOM(html).window.document;
    const scripted = new JSDOM(html).window.document;
    scripted.body.classList.add(...bodyClasses);
    return [plain, scripted];
  });
  const classes = new Set(
    documents.flatMap((document) =>
      Array.from(document.querySelectorAll('[class]'), (element) => Array.from(element.classList)).flat(),
    ),
  );
  return keptRules(css, documents, classes).join('');
}
