import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createTestApp } from './test-app';

/**
 * Migrating and seeding an embedded database takes seconds; every API test file needs the same result.
 * Made once per run here and loaded by each file (test-database.ts). On PostgreSQL (DATABASE_URL) each
 * file still migrates a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => undefined;
  const template = await createTestApp({}, undefined, { fromSnapshot: false });
  const client = (template.database.db as unknown as { $client: PGlite }).$client;
  const path = join(tmpdir(), `esos-api-snapshot-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await template.close();
  project.provide('pgliteSnapshotPath', path);
  return async () => rm(path, { force: true });
}
