#!/usr/bin/env node
// docs/glossary.md applied to the web's catalogues (issue 43, ADR 54): wherever a message's English contains
// a glossary term (any of its listed forms, as whole words), its Welsh must contain one of the term's Welsh
// forms (mutations listed in the glossary; a Welsh form may be a stem, so it is matched as a part of a word).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, parseCatalogue } from './check-catalogues.mjs';

const ENGLISH = /(?:^|[/.])messages\.en\.ts$/;

/** The glossary's terms: each an English form list and a Welsh form list. */
export function parseGlossary(markdown) {
  const terms = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | English | Welsh | Notes |: the row's cells are 1 and 2; the header and its rule are left out.
    if (cells.length < 4 || cells[1] === 'English' || cells[1].startsWith('---')) continue;
    const forms = (cell) =>
      cell
        .split(';')
        .map((form) => form.trim())
        .filter(Boolean);
    terms.push({ english: forms(cells[1]), welsh: forms(cells[2]) });
  }
  return terms;
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The problems of one message's English and Welsh against the glossary. */
export function checkMessage(name, key, english, welsh, terms) {
  const problems = [];
  const join = (message) => (typeof message === 'string' ? message : Object.values(message).join('\n'));
  let en = join(english);
  const cy = join(welsh).toLowerCase();
  // Longest terms first, each taken out of the English once checked: 'Energy Savings Opportunity Scheme' is
  // not also an 'energy savings opportunity'.
  const longestFirst = [...terms].sort(
    (a, b) => Math.max(...b.english.map((f) => f.length)) - Math.max(...a.english.map((f) => f.length)),
  );
  for (const term of longestFirst) {
    const patterns = term.english.map((form) => new RegExp(`(?<!\\p{L})${escape(form)}(?!\\p{L})`, 'giu'));
    const used = patterns.some((pattern) => pattern.test(en));
    for (const pattern of patterns) en = en.replace(pattern, '\u0000');
    if (used && !term.welsh.some((form) => cy.includes(form.toLowerCase()))) {
      problems.push(
        `${name}: '${key}' says "${term.english[0]}" but its Welsh has none of: ${term.welsh.join(', ')}`,
      );
    }
  }
  return problems;
}

/** Every catalogue under `src` against the glossary. */
export function checkGlossary(src, glossary) {
  const terms = parseGlossary(glossary);
  const problems = [];
  for (const path of filesUnder(src).filter((file) => ENGLISH.test(file))) {
    const name = relative(src, path);
    const welshPath = path.replace(/en\.ts$/, 'cy.ts');
    let welshText;
    try {
      welshText = readFileSync(welshPath, 'utf8');
    } catch {
      continue; // check-catalogues.mjs reports it
    }
    const en = parseCatalogue(name, readFileSync(path, 'utf8'), 'en').messages;
    const cy = parseCatalogue(name, welshText, 'cy').messages;
    for (const key of Object.keys(en)) {
      if (cy[key] !== undefined) problems.push(...checkMessage(name, key, en[key], cy[key], terms));
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const glossary = readFileSync(new URL('../../../docs/glossary.md', import.meta.url), 'utf8');
  const problems = checkGlossary(src, glossary);
  if (problems.length > 0) {
    console.error(`check-glossary: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log("check-glossary: every catalogue uses the glossary's Welsh");
}
