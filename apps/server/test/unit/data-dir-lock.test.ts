import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/platform/db/data-dir-lock';

describe('data folder lock', () => {
  it('lets one process hold the folder and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'esos-lock-'));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a folder held by another running process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esos-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left behind by a process that is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'esos-lock-'));
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });
});
