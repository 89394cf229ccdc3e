import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * Rate counts shared by every server process behind a load balancer (server/core/rate-counter.repository.ts): the
 * sign-in limits (server/core/sign-in-limit.plugin.ts, server/modules/auth/sign-in-failures.ts; keys `address:…` and
 * `failed:…`) and the SMS routes' rate
 * per second (server/modules/outbox/sms-delivery.ts; keys `smsRoute:<id>`). One row per counted key and its
 * current window.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: utc('window_ends_at').notNull(),
}, (t) => [index('rate_counters_window_idx').on(t.windowEndsAt)]);
