#!/usr/bin/env node
// The web's message catalogues (ADR 54): each English catalogue (`messages.en.ts`, `<name>.messages.en.ts`)
// has its Welsh beside it with the same keys, the same placeholders in each message and no empty text, and
// every key is used (a quoted literal of it in a source file other than catalogues and tests). The type check
// already refuses a Welsh catalogue missing a key; this also catches placeholders and unused keys.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ENGLISH = /(?:^|[/.])messages\.en\.ts$/;
const PLACEHOLDER = /\{(\w+)\}/g;

/** Every file under a folder, as paths. */
export function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A property's name: an identifier or a string. */
function nameOf(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** A message: a string, or its plural forms (form -> text); null for anything else. */
function messageOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isObjectLiteralExpression(node)) return null;
  const forms = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return null;
    const name = nameOf(property.name);
    const text = messageOf(property.initializer);
    if (name === null || typeof text !== 'string') return null;
    forms[name] = text;
  }
  return forms;
}

/** The messages of the catalogue object `const <variable> = { … }` in a file's text, or an error. */
export function parseCatalogue(fileName, text, variable) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  let messages = null;
  const problems = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === variable) {
      const init = node.initializer;
      if (!init || !ts.isObjectLiteralExpression(init)) {
        problems.push(`${fileName}: \`${variable}\` is not an object literal`);
        return;
      }
      messages = {};
      for (const property of init.properties) {
        const name = ts.isPropertyAssignment(property) ? nameOf(property.name) : null;
        const message = name === null ? null : messageOf(property.initializer);
        if (name === null || message === null) {
          problems.push(`${fileName}: each message must be a plain string or an object of plural forms`);
          continue;
        }
        messages[name] = message;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!messages && problems.length === 0) problems.push(`${fileName}: no \`const ${variable} = { … }\``);
  return { messages: messages ?? {}, problems };
}

/** The placeholders of a message (of all its plural forms), sorted. */
export function placeholders(message) {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1])));
  return [...names].sort();
}

/** The problems between an English catalogue and its Welsh. */
export function comparePair(name, en, cy) {
  const problems = [];
  for (const key of Object.keys(en)) {
    if (!(key in cy)) {
      problems.push(`${name}: '${key}' has no Welsh`);
      continue;
    }
    const english = en[key];
    const welsh = cy[key];
    if (typeof english !== typeof welsh) problems.push(`${name}: '${key}' is a plural in one language only`);
    const texts = typeof welsh === 'string' ? [welsh] : Object.values(welsh);
    if (texts.some((text) => text.trim() === '')) problems.push(`${name}: '${key}' has an empty Welsh text`);
    if (typeof welsh === 'object' && !('other' in welsh)) {
      problems.push(`${name}: '${key}' has no 'other' form in Welsh`);
    }
    const a = placeholders(english).join(', ');
    const b = placeholders(welsh).join(', ');
    if (a !== b) problems.push(`${name}: '${key}' has placeholders {${a}} in English but {${b}} in Welsh`);
  }
  for (const key of Object.keys(cy)) {
    if (!(key in en)) problems.push(`${name}: '${key}' is in Welsh only`);
  }
  return problems;
}

/** The keys not written as a quoted literal in any of the given source texts. */
export function unusedKeys(keys, sources) {
  return keys.filter(
    (key) => !sources.some((text) => text.includes(`'${key}'`) || text.includes(`"${key}"`)),
  );
}

function isCatalogue(path) {
  return /(?:^|[./])messages\.(?:en|cy)\.ts$/.test(path);
}

/** Checks every catalogue under `src`; returns the problems. */
export function checkCatalogues(src) {
  const files = filesUnder(src);
  const sources = files
    .filter((path) => /\.tsx?$/.test(path) && !isCatalogue(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => readFileSync(path, 'utf8'));
  const problems = [];
  for (const path of files.filter((file) => ENGLISH.test(file))) {
    const name = relative(src, path);
    const welshPath = path.replace(/en\.ts$/, 'cy.ts');
    const en = parseCatalogue(name, readFileSync(path, 'utf8'), 'en');
    let welshText;
    try {
      welshText = readFileSync(welshPath, 'utf8');
    } catch {
      problems.push(`${name}: no Welsh catalogue beside it (${relative(src, welshPath)})`);
      continue;
    }
    const cy = parseCatalogue(relative(src, welshPath), welshText, 'cy');
    problems.push(...en.problems, ...cy.problems, ...comparePair(name, en.messages, cy.messages));
    for (const key of unusedKeys(Object.keys(en.messages), sources)) {
      problems.push(`${name}: '${key}' is not used`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const problems = checkCatalogues(src);
  if (problems.length > 0) {
    console.error(`check-catalogues: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    'check-catalogues: every catalogue has its Welsh, the same placeholders, and every key is used',
  );
}
