import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The npm registry our machines reach serves only Linux builds of packages that ship one binary per platform,
// so `npm install` here can leave the other platforms' optional binaries out of the lock file, and `npm ci`
// (which CI runs) then refuses the lock as out of sync. Every optional dependency must have its lock entry.
type LockPackage = { optionalDependencies?: Record<string, string>; engines?: { node?: string } };

const lockPath = fileURLToPath(new URL('../../../../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockPackage> };
const rootPackage = lock.packages[''] as { engines: { node: string } };

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

type Version = [number, number, number];
const version = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
};
const atLeast = (have: Version, want: Version) =>
  have[0] !== want[0] ? have[0] > want[0] : have[1] !== want[1] ? have[1] > want[1] : have[2] >= want[2];

/**
 * Whether a Node version meets an engines range, for the forms the lock holds: alternatives joined by `||`,
 * each `>=x`, `^x`, a bare or wildcard major (`20`, `10.*`, `10.x`) or `*`. Anything else throws, so a new form is seen.
 */
function meets(node: Version, range: string): boolean {
  return range.split('||').some((alternative) => {
    const text = alternative.trim().replace(/^(>=|\^)\s+/, '$1');
    if (text === '*') return true;
    const match = /^(>=|\^)?v?(\d+(?:\.\d+){0,2})(\.[*xX])?$/.exec(text);
    if (!match) throw new Error(`engines range not understood: ${range}`);
    const [, operator, wanted = '', star] = match;
    const want = version(wanted);
    if (operator === '>=') return atLeast(node, want);
    if (operator === '^') return node[0] === want[0] && atLeast(node, want);
    return star || !wanted.includes('.') ? node[0] === want[0] : node.join('.') === want.join('.');
  });
}

describe('the engines every locked package declares', () => {
  it('all accept the oldest Node the project supports, so npm install warns of none (EBADENGINE)', () => {
    const oldest = version(rootPackage.engines.node.replace(/^>=\s*/, ''));
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node !== undefined && !meets(oldest, entry.engines.node))
      .map(([path, entry]) => `${path} (${entry.engines?.node})`);
    expect(refusing).toEqual([]);
  });

  it('reads the ranges as npm does', () => {
    expect(meets([20, 19, 0], '>=22')).toBe(false);
    expect(meets([20, 19, 0], '^22.22.2 || >=24.15.0')).toBe(false);
    expect(meets([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(meets([20, 19, 0], '^20.19.1')).toBe(false);
    expect(meets([20, 19, 0], '>= 0.8')).toBe(true);
    expect(meets([20, 19, 0], '18 || 20 || >=22')).toBe(true);
    expect(meets([20, 19, 0], '6.* || 8.* || >= 10.*')).toBe(true);
    expect(meets([20, 19, 0], '10.* || 12.*')).toBe(false);
  });
});
