import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../scripts/bundle';

const sourceDir = fileURLToPath(new URL('../../src/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'esos-bundle-'));
let entry: string;

/** What a file imports statically: its top-level `import ... from "x"` and `import "x"` statements. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\b[^;"]*"([^"]+)";/gm)].map((match) => match[1]!);
}

/** Every package loaded when the entry is: static imports, followed through the bundle's own chunks. */
function packagesLoadedAtStart(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const specifier of staticImports(file)) {
    if (specifier.startsWith('.')) {
      for (const name of packagesLoadedAtStart(resolve(dirname(file), specifier), seen)) packages.add(name);
    } else packages.add(specifier);
  }
  return packages;
}

beforeAll(async () => {
  entry = await bundleServer(join(work, 'main.js'));
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the server bundle npm start runs (scripts/bundle.ts)', () => {
  it('loads neither PGlite, pg nor the password dictionaries before the configuration asks for them', () => {
    const loaded = [...packagesLoadedAtStart(entry)];
    expect(loaded).toContain('fastify');
    expect(
      loaded.filter((name) => /^(@electric-sql\/pglite|pg$|drizzle-orm\/pglite|@zxcvbn-ts)/.test(name)),
    ).toEqual([]);
  });

  it('loads the identity provider, page templates, QR codes, esbuild and the virus scanner client on first use', () => {
    const loaded = [...packagesLoadedAtStart(entry)];
    expect(loaded).toContain('jose');
    expect(
      loaded.filter((name) => /^(oidc-provider|koa|nunjucks|qrcode|esbuild|clamscan)$/.test(name)),
    ).toEqual([]);
  });

  it('gives each module the address of its own source file, so its folders are found from the bundle', () => {
    const text = readFileSync(entry, 'utf8');
    const uses = [...text.matchAll(/import\.meta\.url/g)].length;
    const rewritten = [...text.matchAll(/new URL\("([^"]+)", import\.meta\.url\)\.href/g)].map(
      (match) => new URL(match[1]!, pathToFileURL(entry)),
    );
    expect(rewritten.length).toBe(uses);
    for (const url of rewritten) {
      expect(fileURLToPath(url).startsWith(sourceDir)).toBe(true);
      expect(existsSync(url)).toBe(true);
    }
    // The migrations, found from the database module's address as under tsx.
    expect(rewritten.map((url) => fileURLToPath(url).slice(sourceDir.length))).toContain(
      'platform/db/index.ts',
    );
  });
});
