import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Single-use emailed tokens (password reset, two-factor change) that have been used, until they expire. */
export const consumedTokens = pgTable('consumed_token', {
  /** The token's jti. */
  id: text('id').primaryKey(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimitBuckets = pgTable('rate_limit_bucket', {
  /** The limit's name and what it counts, e.g. "forgot-password:ip:203.0.113.7". */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
