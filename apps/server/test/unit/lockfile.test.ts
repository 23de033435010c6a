import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The npm registry our machines reach serves only Linux builds of packages that ship one binary per platform,
// so `npm install` here can leave the other platforms' optional binaries out of the lock file, and `npm ci`
// (which CI runs) then refuses the lock as out of sync. Every optional dependency must have its lock entry.
type LockPackage = { optionalDependencies?: Record<string, string> };

const lockPath = fileURLToPath(new URL('../../../../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockPackage> };

function resolves(from: string, name: string): boolean {
  // npm's lookup: node_modules inside the dependent package, then each enclosing one up to the root.
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (base === '') return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency, so npm ci accepts it on every machine', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolves(path, name)) missing.push(`${path || '(root)'} -> ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
