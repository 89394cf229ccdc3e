/**
 * SMS routing (issue 14): each hand-over of an outbox SMS to a provider, in route order. A refused hand-over
 * (provider down, number refused) is followed by the next route's; the delivery receipt makes the carrying
 * attempt, and its outbox row, sent or failed. The routes themselves are `sms_routes` (sms-marketing.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { outboxMessages } from './records';
import { smsRoutes } from './sms-marketing';

export const smsAttempts = pgTable('sms_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull().references(() => outboxMessages.id, { onDelete: 'cascade' }),
  /** 1, 2 … in the order the routes were tried. */
  attempt: integer('attempt').notNull(),
  routeId: integer('route_id').references(() => smsRoutes.id, { onDelete: 'set null' }),
  provider: text('provider').notNull(),
  /** refused (hand-over failed: the next route is tried) · submitted (handed over) → sent / failed by the receipt. */
  status: text('status', { enum: ['refused', 'submitted', 'sent', 'failed'] }).notNull(),
  providerRef: text('provider_ref'),
  /** Why a hand-over was refused or a receipt failed (the provider's code). */
  reason: text('reason'),
  createdAt: utc('created_at').notNull().defaultNow(),
  receiptAt: utc('receipt_at'),
}, (t) => [
  uniqueIndex('sms_attempts_outbox_attempt_uq').on(t.outboxId, t.attempt),
  /** A receipt names the provider and its reference. */
  uniqueIndex('sms_attempts_provider_ref_uq').on(t.provider, t.providerRef).where(sql`${t.providerRef} is not null`),
]);
