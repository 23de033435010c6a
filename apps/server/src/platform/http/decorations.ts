import type { Config } from '../../config';
import type { ChangeFeed } from '../cache/change-feed';
import type { Database, DatabaseSettings } from '../db';
import type { MailDelivery } from '../mail/delivery';
import type { MailContext } from '../mail/mail';
import type { LinkTokens } from '../tokens';
import type { Housekeeping } from '../housekeeping';
import type { RetentionJob } from '../retention/job';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** PostgreSQL, or the embedded PGlite (which cannot interrupt a statement). */
    databaseKind: DatabaseSettings['kind'];
    /** Data changes seen by this instance, for its read caches. */
    changes: ChangeFeed;
    /** Periodic clean-up of expired and abandoned rows, one instance at a time. */
    housekeeping: Housekeeping;
    /** The retention rule's scheduled job (ADR 21), one instance at a time. */
    retention: RetentionJob;
    /** Signs and checks the tokens of emailed links and file downloads. */
    linkTokens: LinkTokens;
    /** What every email needs to know, and the worker that sends queued mail after commit. */
    mail: { context: MailContext; delivery: MailDelivery };
  }
}
