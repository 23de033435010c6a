import { describe, expect, it } from 'vitest';
import { importCycles, runtimeImports } from '../../../../scripts/import-cycles.mjs';

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([name, text]) => [`/repo/${name}`, text]));

describe('the import cycle check (scripts/import-cycles.mjs)', () => {
  it('finds two files that import each other, through a dynamic import too', () => {
    const cycles = importCycles(
      files({
        'a.ts': "import { b } from './b';\nexport const a = 1;",
        'b.ts': "export const b = () => import('./a');",
        'c.ts': "import { a } from './a';",
      }),
    );
    expect(cycles).toEqual([['/repo/a.ts', '/repo/b.ts']]);
  });

  it('finds a longer circle through folders, index files and re-exports', () => {
    const cycles = importCycles(
      files({
        'one/index.ts': "export * from './x';",
        'one/x.ts': "import '../two/y.js';",
        'two/y.tsx': "export { thing } from '../one';",
      }),
    );
    expect(cycles).toEqual([['/repo/one/index.ts', '/repo/one/x.ts', '/repo/two/y.tsx']]);
  });

  it('leaves out imports and re-exports of types only, and packages', () => {
    expect(
      importCycles(
        files({
          'a.ts': "import type { B } from './b';\nimport { z } from 'zod';\nexport const a = 1;",
          'b.ts': "import { a } from './a';\nexport type { A } from './a';",
        }),
      ),
    ).toEqual([]);
  });

  it('keeps an inline type import as an edge: the module is still loaded', () => {
    expect(runtimeImports('a.ts', "import { type B } from './b';")).toEqual(['./b']);
    expect(runtimeImports('a.ts', "import type { B } from './b';")).toEqual([]);
  });

  it('finds a file that imports itself', () => {
    expect(importCycles(files({ 'a.ts': "import './a';" }))).toEqual([['/repo/a.ts']]);
  });
});
