import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * The sign-in rate limits' counts (server/core/sign-in-limit.plugin.ts), kept in the database so every server
 * process behind a load balancer counts against one limit. One row per counted key (`address:…`,
 * `username:…`) and its current window.
 */
export const signInCounters = pgTable('sign_in_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: utc('window_ends_at').notNull(),
}, (t) => [index('sign_in_counters_window_idx').on(t.windowEndsAt)]);
