import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db';
import { DataDirLockedError } from '../../src/platform/db/data-dir-lock';
import { competentAuthorities } from '../../src/platform/db/schema';

describe('embedded database in DATA_DIR', () => {
  it('is created on first open, keeps data across restarts and cannot be opened twice', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'esos-data-')), 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db
      .insert(competentAuthorities)
      .values({ code: 'WALES', name: 'Natural Resources Wales', email: 'a@b.c' });
    // The same process opening it again must be refused too: PGlite would lose the writes.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db
      .select()
      .from(competentAuthorities)
      .where(eq(competentAuthorities.code, 'WALES'));
    expect(rows).toHaveLength(1);
    await second.close();
    // Creating and migrating an on-disk database twice: slow on a loaded machine.
  }, 90_000);
});
