#!/usr/bin/env node
// Fails when our own modules import each other in a circle (docs/architecture.md, "Module boundaries").
// It replaced ESLint's import-x/no-cycle, which walked the same graph again from every file and was 40% of
// the lint's time: here each file is parsed once and the circles are found in one pass (Tarjan's strongly
// connected components). Same edges as that rule: static imports, re-exports and dynamic import(); imports
// and re-exports that carry only types are left out, because they are erased before anything runs.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  '.git',
]);
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every source file under the given folders (declaration files hold no runtime imports). */
export function sourceFiles(folders) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(folder, entry.name));
      } else if (SOURCE.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) {
        found.push(join(folder, entry.name));
      }
    }
  };
  folders.forEach(walk);
  return found;
}

// `import { type A } from './a'` still loads './a' under verbatimModuleSyntax (it becomes `import {} from`):
// only `import type` is erased.
const typeOnlyImport = (node) => node.importClause?.isTypeOnly === true;

/** The relative module specifiers a file imports at run time. */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnlyImport(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function resolveImport(fromFile, specifier, known) {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const extension of EXTENSIONS) {
    if (known.has(base + extension)) return base + extension;
  }
  return known.has(resolve(dirname(fromFile), specifier)) ? resolve(dirname(fromFile), specifier) : undefined;
}

/**
 * The circles among the given files: each a list of files importing each other (a strongly connected
 * component with more than one file, or a file importing itself).
 * @param {Map<string, string>} files file name → its text
 * @returns {string[][]}
 */
export function importCycles(files) {
  const known = new Set(files.keys());
  const edges = new Map();
  for (const [file, text] of files) {
    const targets = runtimeImports(file, text).flatMap(
      (specifier) => resolveImport(file, specifier, known) ?? [],
    );
    edges.set(file, [...new Set(targets)]);
  }
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  for (const root of known) {
    if (index.has(root)) continue;
    const work = [{ file: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edges.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      const selfImport = (edges.get(frame.file) ?? []).includes(frame.file);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  }
  return cycles;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const folders = ['apps', 'packages', 'e2e', 'bench', 'scripts'].map((folder) => join(root, folder));
  const files = new Map(sourceFiles(folders).map((file) => [file, readFileSync(file, 'utf8')]));
  const cycles = importCycles(files);
  for (const cycle of cycles) {
    console.error(
      `Import cycle among ${cycle.length} files:\n  ${cycle.map((file) => relative(root, file)).join('\n  ')}`,
    );
  }
  if (cycles.length > 0) process.exit(1);
  console.log(`No import cycles among ${files.size} files.`);
}
