import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Executor } from '../db';
import { storedFiles, type storedFileKinds } from '../db/schema';
import { ApiError } from '../http/errors';
import { tokenPurposes, type LinkTokens } from '../tokens';
import { detectContentType, sanitiseFileName } from './file-types';
import { scannerFor, type VirusScanner } from './scanner';

export type { VirusScanner } from './scanner';
export type StoredFileKind = (typeof storedFileKinds)[number];
export type StoredFile = typeof storedFiles.$inferSelect;
export type StoredFileInfo = Omit<StoredFile, 'content'>;

/** The reference's validator: larger than 0 and smaller than 20 971 520 bytes (20 MB). */
export const MAX_FILE_BYTES = 20_971_520;
/** What the multipart parser reads before giving up (the reference's 25 MB); the 20 MB rule is the validator's. */
export const MULTIPART_FILE_LIMIT_BYTES = 25 * 1024 * 1024;
/** PENDING files nobody took up within this time are removed. */
const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Files one person may have waiting (PENDING: uploaded, not yet part of a note or a submitted task),
 * so that nobody can fill the database: ten files of the largest size.
 */
export const PENDING_UPLOAD_QUOTA_BYTES = 10 * MAX_FILE_BYTES;

export interface UploadInput {
  kind: StoredFileKind;
  fileName: string;
  bytes: Buffer;
  createdBy: string | null;
  accountId?: number;
  requestId?: string;
}

/** Where a file must have been uploaded for a caller to refer to it. */
export interface FileScope {
  kind: StoredFileKind;
  accountId?: number;
  requestId?: string;
  /** Files already SUBMITTED that may be referred to again (those of the note being edited). */
  submitted?: string[];
}

export interface FileToken {
  token: string;
  tokenExpirationMinutes: number;
}

export interface Files {
  /** Checks, scans and stores an upload as PENDING. Nothing is stored when any check fails. */
  upload(input: UploadInput): Promise<{ uuid: string }>;
  /**
   * The same size checks and virus scan for a file that is read, not kept (an imported CSV): throws
   * FILE1002/FILE1003, FILE1001 when infected, FILE1004 when the scanner cannot answer.
   */
  scan(input: { fileName: string; bytes: Buffer; createdBy: string | null }): Promise<void>;
  /** Marks files SUBMITTED (inside the caller's transaction). */
  submit(tx: Executor, uuids: string[]): Promise<void>;
  /** uuid → name of each file; FORM1001 when one does not exist or is out of scope. */
  namesOf(tx: Executor, uuids: string[], scope: FileScope): Promise<Record<string, string>>;
  remove(tx: Executor, uuids: string[]): Promise<void>;
  /** A file's details without its content. */
  read(uuid: string): Promise<StoredFileInfo | undefined>;
  /** A token for the public download route: valid for a minute, reusable within it. */
  downloadToken(uuid: string, kind: StoredFileKind): Promise<FileToken>;
  /** The file a download token names, if it is of that kind; errors as `linkTokens.verify`. */
  fromToken(token: string, kind: StoredFileKind): Promise<StoredFile>;
  /** Removes PENDING files older than `olderThanMs` that nothing refers to; returns how many. */
  cleanUpPending(olderThanMs?: number, executor?: Executor): Promise<number>;
}

const uploadFailed = () => new ApiError('FILE1004');

/** The download token carries `kind:uuid`, so a note file's token cannot fetch an attachment. */
const tokenValue = (kind: StoredFileKind, uuid: string) => `${kind}:${uuid}`;

export function createFiles(
  db: Database,
  linkTokens: LinkTokens,
  scanner: () => VirusScanner,
  log: FastifyBaseLogger,
  onScan: (outcome: 'clean' | 'infected' | 'failed') => void = () => undefined,
): Files {
  const formError = (message: string) => new ApiError('FORM1001', [{ fieldName: 'files', message }]);
  function checkSize(bytes: Buffer) {
    if (bytes.length === 0) throw new ApiError('FILE1002');
    if (bytes.length >= MAX_FILE_BYTES) throw new ApiError('FILE1003');
  }

  /** The scanner's verdict: anything but clean refuses the file. */
  async function scan(input: { fileName: string; bytes: Buffer; createdBy: string | null }) {
    let verdict: 'clean' | 'infected';
    try {
      verdict = await scanner().scan(input.bytes);
    } catch (error) {
      onScan('failed');
      log.error({ err: error }, 'virus scan failed: upload refused');
      throw uploadFailed();
    }
    onScan(verdict);
    if (verdict === 'infected') {
      // Who sent it, not what it was called: a file's name may be personal data.
      log.warn({ createdBy: input.createdBy }, 'upload refused: the file contains a virus');
      throw new ApiError('FILE1001');
    }
  }

  return {
    async upload(input) {
      checkSize(input.bytes);
      if (input.createdBy) {
        const [waiting] = await db
          .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
          .from(storedFiles)
          .where(and(eq(storedFiles.status, 'PENDING'), eq(storedFiles.createdBy, input.createdBy)));
        if (Number(waiting?.bytes ?? 0) + input.bytes.length > PENDING_UPLOAD_QUOTA_BYTES) {
          throw new ApiError(
            'TOO_MANY_REQUESTS',
            [],
            'You have too many files waiting to be used. Add them to a note or task, or wait a day, then try again.',
          );
        }
      }
      const fileName = sanitiseFileName(input.fileName);
      const contentType = await detectContentType(fileName, input.bytes);
      await scan({ ...input, fileName });
      // One statement, in a transaction of its own so that the audit trail records the upload (its name
      // and details, never its content; ADR 21). A failure (a full disk, a lost connection) stores nothing.
      const [row] = await db
        .transaction((tx) =>
          tx
            .insert(storedFiles)
            .values({
              kind: input.kind,
              fileName,
              contentType,
              size: input.bytes.length,
              content: input.bytes,
              status: 'PENDING',
              accountId: input.accountId ?? null,
              requestId: input.requestId ?? null,
              createdBy: input.createdBy,
            })
            .returning({ uuid: storedFiles.uuid }),
        )
        .catch((error: unknown) => {
          log.error({ err: error, size: input.bytes.length }, 'storing an upload failed');
          throw uploadFailed();
        });
      if (!row) throw uploadFailed();
      return { uuid: row.uuid };
    },

    async scan(input) {
      checkSize(input.bytes);
      await scan({ ...input, fileName: sanitiseFileName(input.fileName) });
    },

    async submit(tx, uuids) {
      if (uuids.length === 0) return;
      await tx
        .update(storedFiles)
        .set({ status: 'SUBMITTED', lastUpdatedOn: new Date() })
        .where(inArray(storedFiles.uuid, uuids));
    },

    async namesOf(tx, uuids, scope) {
      if (uuids.length === 0) return {};
      const rows = await tx
        .select({
          uuid: storedFiles.uuid,
          fileName: storedFiles.fileName,
          kind: storedFiles.kind,
          status: storedFiles.status,
          accountId: storedFiles.accountId,
          requestId: storedFiles.requestId,
        })
        .from(storedFiles)
        .where(inArray(storedFiles.uuid, uuids));
      const byUuid = new Map(rows.map((row) => [row.uuid, row]));
      const names: Record<string, string> = {};
      for (const uuid of uuids) {
        const row = byUuid.get(uuid);
        const inScope =
          row !== undefined &&
          row.kind === scope.kind &&
          (scope.accountId === undefined || row.accountId === scope.accountId) &&
          (scope.requestId === undefined || row.requestId === scope.requestId) &&
          // A submitted file belongs to another note unless it is one of this note's own.
          (row.status === 'PENDING' || (scope.submitted ?? []).includes(uuid));
        if (!row || !inScope) throw formError(`The file ${uuid} does not exist`);
        names[uuid] = row.fileName;
      }
      return names;
    },

    async remove(tx, uuids) {
      if (uuids.length === 0) return;
      await tx.delete(storedFiles).where(inArray(storedFiles.uuid, uuids));
    },

    async read(uuid) {
      const { content: _content, ...columns } = getTableColumns(storedFiles);
      const [row] = await db.select(columns).from(storedFiles).where(eq(storedFiles.uuid, uuid));
      return row;
    },

    async downloadToken(uuid, kind) {
      return {
        token: await linkTokens.sign('get_file', tokenValue(kind, uuid)),
        tokenExpirationMinutes: tokenPurposes.get_file.minutes,
      };
    },

    async fromToken(token, kind) {
      const { value } = await linkTokens.verify('get_file', token);
      const prefix = `${kind}:`;
      if (!value.startsWith(prefix)) throw new ApiError('NOTFOUND1001');
      const uuid = value.slice(prefix.length);
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw new ApiError('NOTFOUND1001');
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.uuid, uuid), eq(storedFiles.kind, kind)));
      if (!row) throw new ApiError('NOTFOUND1001');
      return row;
    },

    async cleanUpPending(olderThanMs = PENDING_LIFETIME_MS, executor: Executor = db) {
      const before = new Date(Date.now() - olderThanMs);
      // Note files nobody took up, and task attachments no open task lists (removed from the task's
      // payload, or left by an upload that failed half-way). An open task keeps its attachments PENDING.
      const removed = await executor
        .delete(storedFiles)
        .where(
          and(
            eq(storedFiles.status, 'PENDING'),
            lt(storedFiles.createdAt, before),
            sql`(${storedFiles.kind} = 'NOTE' or (${storedFiles.kind} = 'ATTACHMENT' and not exists (
              select 1 from request_task t
              where t.request_id = ${storedFiles.requestId}
                and strpos(t.payload::text, ${storedFiles.uuid}::text) > 0)))`,
          ),
        )
        .returning({ uuid: storedFiles.uuid });
      return removed.length;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What uploads are scanned with. Chosen from the configuration at boot; a test may replace it
     * (before or after ready), since `files` looks it up on every upload.
     */
    scanner: VirusScanner;
    /** Upload checks, storage and download tokens for every kind of file. */
    files: Files;
  }
}

/** Decorates `app.scanner` and `app.files`; needs `app.db`, `app.linkTokens`, `app.config` and `app.metrics`. */
export function registerFiles(app: FastifyInstance): void {
  app.decorate('scanner', scannerFor(app.config.files, app.log));
  app.decorate(
    'files',
    createFiles(
      app.db,
      app.linkTokens,
      () => app.scanner,
      app.log,
      (outcome) => app.metrics.virusScans.inc({ outcome }),
    ),
  );
}
