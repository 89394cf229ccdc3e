/**
 * SMS routing (issue 14): each hand-over of an outbox SMS to a provider, in route order. A refused hand-over
 * (provider down, number refused) is followed by the next route's; the delivery receipt makes the carrying
 * attempt, and its outbox row, sent or failed. The routes themselves are `sms_routes` (sms-marketing.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * Delivery receipts a provider posts to the signed receipt endpoint (noAuth/sms/receipt/:provider): every one,
 * refused (bad signature) included, with what it did. Deduplicated by (provider, receipt id).
 */
export const smsReceipts = pgTable('sms_receipts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  /** The provider's id of this receipt (null for a refused one). */
  receiptId: text('receipt_id'),
  /** The reference the receipt names (for a refused one, the reference it claimed: shown under that message). */
  providerRef: text('provider_ref'),
  status: text('status'),
  /** applied · progress (accepted, nothing to change) · stale (the attempt is already decided) · unknown · badSignature. */
  result: text('result').notNull(),
  payload: jsonb('payload').notNull(),
  eventAt: utc('event_at'),
  receivedAt: utc('received_at').notNull(),
}, (t) => [
  uniqueIndex('sms_receipts_provider_receipt_uq').on(t.provider, t.receiptId).where(sql`${t.receiptId} is not null`),
  index('sms_receipts_received_idx').on(t.receivedAt),
  /** A message's receipts (message/receipts): by the references its attempts were handed over with. */
  index('sms_receipts_provider_ref_idx').on(t.provider, t.providerRef, t.receivedAt),
]);
