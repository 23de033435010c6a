import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createGuardrails, generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsHash, upToDate, writeStamp } from '../../../../scripts/build-stamp.mjs';
import { webInputs } from '../../../../scripts/build-web-if-changed.mjs';
import { start } from '../../../../scripts/start.mjs';
import { resetDataDir } from '../../scripts/reset';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'esos-first-run-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const DEMO_SECRET = 'JBSWY3DPEHPK3PXP';
const codeNow = (secret: string) =>
  generate({ secret, guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }) });

describe('npm run totp', () => {
  it("prints the demo users' current sign-in code, or the code of a secret given", async () => {
    for (const args of [[], ['--', 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ']]) {
      const secret = args[1] ?? DEMO_SECRET;
      const before = await codeNow(secret);
      const { stdout } = await run('npm', ['run', '--silent', 'totp', ...args], { cwd: repo });
      const after = await codeNow(secret);
      // The code may roll over to the next 30-second step between the calls.
      expect([before, after]).toContain(stdout.trim());
    }
  }, 30_000);
});

describe('npm run reset', () => {
  const folder = (name: string) => {
    const dir = join(work, name);
    mkdirSync(join(dir, 'base'), { recursive: true });
    writeFileSync(join(dir, 'base', 'table'), 'rows');
    return dir;
  };

  it('removes the embedded data folder, so the next start seeds the demo data again', () => {
    const dir = folder('idle');
    expect(resetDataDir(dir)).toEqual({ kind: 'removed', dataDir: dir });
    expect(existsSync(dir)).toBe(false);
    expect(resetDataDir(dir)).toEqual({ kind: 'absent', dataDir: dir });
  });

  it('leaves the folder alone while a running server holds it', () => {
    const dir = folder('in-use');
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    expect(resetDataDir(dir)).toEqual({ kind: 'in-use', dataDir: dir, pid: process.pid });
    expect(existsSync(join(dir, 'base', 'table'))).toBe(true);
  });

  it('is the npm script, which refuses with a message and exit code 2 while the server runs', async () => {
    const dir = folder('script');
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    const refused = await run('npm', ['run', '--silent', 'reset'], {
      cwd: repo,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('stop it first') });
    rmSync(join(dir, 'server.lock'));
    const { stdout } = await run('npm', ['run', '--silent', 'reset'], {
      cwd: repo,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });
    expect(stdout).toContain(`Removed ${dir}`);
    expect(existsSync(dir)).toBe(false);
  }, 30_000);
});

describe("npm start's build stamps (scripts/build-stamp.mjs)", () => {
  const tree = join(work, 'stamp');
  mkdirSync(join(tree, 'src'), { recursive: true });
  const source = join(tree, 'src', 'a.ts');
  const output = join(tree, 'out.js');
  const stamp = join(tree, '.stamp');

  it('skips a build only while its inputs and its output are the ones stamped', () => {
    writeFileSync(source, 'export const a = 1;');
    writeFileSync(output, 'bundle 1');
    const inputs = inputsHash(tree, [source], ['commit-1']);
    expect(upToDate(stamp, inputs, output)).toBe(false);
    writeStamp(stamp, inputs, output);
    expect(upToDate(stamp, inputsHash(tree, [source], ['commit-1']), output)).toBe(true);

    expect(upToDate(stamp, inputsHash(tree, [source], ['commit-2']), output)).toBe(false);
    writeFileSync(source, 'export const a = 2;');
    expect(upToDate(stamp, inputsHash(tree, [source], ['commit-1']), output)).toBe(false);
    writeFileSync(source, 'export const a = 1;');
    writeFileSync(output, 'bundle written by something else');
    expect(upToDate(stamp, inputsHash(tree, [source], ['commit-1']), output)).toBe(false);
  });

  it("hashes the web client's sources but not its build output", () => {
    const web = join(work, 'repo');
    mkdirSync(join(web, 'apps/web/src'), { recursive: true });
    mkdirSync(join(web, 'apps/web/dist'), { recursive: true });
    mkdirSync(join(web, 'packages/reporting-rules/src'), { recursive: true });
    writeFileSync(join(web, 'package-lock.json'), '{}');
    writeFileSync(join(web, 'tsconfig.base.json'), '{}');
    writeFileSync(join(web, 'apps/web/src/main.tsx'), 'one');
    writeFileSync(join(web, 'packages/reporting-rules/src/index.ts'), 'one');
    const first = webInputs(web);
    writeFileSync(join(web, 'apps/web/dist/index.html'), 'built');
    expect(webInputs(web)).toBe(first);
    writeFileSync(join(web, 'apps/web/src/main.tsx'), 'two');
    const second = webInputs(web);
    expect(second).not.toBe(first);
    // The rules package is built into the web client (ADR 47): a change there is a change of the client.
    writeFileSync(join(web, 'packages/reporting-rules/src/index.ts'), 'two');
    expect(webInputs(web)).not.toBe(second);
  });
});

describe('npm start', () => {
  it('is one Node process: its checks first, then the bundle from the server folder, with the dev tools on', async () => {
    const server = mkdtempSync(join(work, 'server-'));
    mkdirSync(join(server, 'dist'));
    // A bundle that records where and how it was started, in the process that imported it.
    writeFileSync(
      join(server, 'dist', 'main.js'),
      'globalThis.__started = { cwd: process.cwd(), devTools: process.env.DEV_TOOLS, pid: process.pid };\n',
    );
    const order: string[] = [];
    const cwd = process.cwd();
    const devTools = process.env.DEV_TOOLS;
    delete process.env.DEV_TOOLS;
    try {
      await start({ checks: [() => order.push('web'), () => order.push('bundle')], server });
      const started = (globalThis as { __started?: { cwd: string; devTools?: string; pid: number } })
        .__started;
      expect(order).toEqual(['web', 'bundle']);
      expect(started).toEqual({ cwd: server, devTools: 'true', pid: process.pid });
    } finally {
      process.chdir(cwd);
      if (devTools === undefined) delete process.env.DEV_TOOLS;
      else process.env.DEV_TOOLS = devTools;
    }
  });
});

describe("the README's first run (issue 39)", () => {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
    engines: { node: string };
    scripts: Record<string, string>;
  };

  it("names the project's own commands for a sign-in code and for resetting the demo data", () => {
    expect(readme).not.toContain('otplib-cli');
    expect(readme).toContain('`npm run totp`');
    expect(manifest.scripts.totp).toBe('node scripts/totp.mjs');
    expect(readme).toContain('`npm run reset`');
    expect(manifest.scripts.reset).toBeDefined();
    expect(readme).toContain('`apps/server/data`');
  });

  it('names the Node.js the packages need, as the engines field does', () => {
    const named = /Node\.js (\d+\.\d+) or later/.exec(readme)?.[1];
    expect(manifest.engines.node).toBe(`>=${named}`);
  });

  it('gives each demo user one short line, the demo reports in a section below the table', () => {
    const rows = readme.split('\n').filter((line) => /^\| `[^`]+@example\.(com|gov\.uk)` \|/.test(line));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.split('|')[2]!.trim().length, row).toBeLessThanOrEqual(100);
    expect(readme.indexOf('### The demo data')).toBeGreaterThan(readme.indexOf(rows.at(-1)!));
  });
});
