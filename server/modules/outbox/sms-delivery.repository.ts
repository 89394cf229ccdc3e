/** The send path's reads and writes: the routes a message follows, its attempts and receipts, the outbox's merchants, the marketing opt-out list. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SmsRouteKind } from '../../../common/contact/sms-routing';
import type { DbOrTx } from '../../db/client';
import { outboxMerchants, outboxMessages, smsAttempts, smsRoutes, telemarketingBlacklist } from '../../db/schema';

export type SmsRouteRow = typeof smsRoutes.$inferSelect;
export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * The enabled routes a message follows, in the order they are tried: priority (lower first); at equal priority the
 * merchant's own before those for every merchant, and a route for the type before one for every type.
 */
export function routesFor(db: DbOrTx, kind: SmsRouteKind, merchantId: number | null, messageType: string) {
  return db.select().from(smsRoutes).where(and(
    eq(smsRoutes.kind, kind), eq(smsRoutes.enabled, true),
    merchantId === null ? isNull(smsRoutes.merchantId) : or(isNull(smsRoutes.merchantId), eq(smsRoutes.merchantId, merchantId)),
    or(isNull(smsRoutes.messageType), eq(smsRoutes.messageType, messageType)),
  )).orderBy(asc(smsRoutes.priority), sql`${smsRoutes.merchantId} is null`, sql`${smsRoutes.messageType} is null`, asc(smsRoutes.id));
}

export async function recordOutboxMerchant(db: DbOrTx, outboxId: number, merchantId: number) {
  await db.insert(outboxMerchants).values({ outboxId, merchantId }).onConflictDoNothing();
}

export async function merchantsOfOutbox(db: DbOrTx, outboxIds: number[]): Promise<Map<number, number>> {
  if (outboxIds.length === 0) return new Map();
  const rows = await db.select().from(outboxMerchants).where(inArray(outboxMerchants.outboxId, outboxIds));
  return new Map(rows.map((r) => [r.outboxId, r.merchantId]));
}

export async function isOptedOut(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: telemarketingBlacklist.id }).from(telemarketingBlacklist)
    .where(and(eq(telemarketingBlacklist.phone, phone), eq(telemarketingBlacklist.enabled, true))).limit(1);
  return Boolean(row);
}

export async function insertAttempt(db: DbOrTx, values: typeof smsAttempts.$inferInsert) {
  await db.insert(smsAttempts).values(values);
}

/**
 * A delivery receipt: the handed-over attempt becomes sent or failed, and so does its outbox message. A repeated
 * receipt, or one for an attempt already decided, changes nothing ("duplicate"); one naming no attempt is "unknown".
 */
export async function applyReceipt(db: DbOrTx, receipt: { provider: string; providerRef: string; status: 'sent' | 'failed'; reason: string | null; at: Date }) {
  const [attempt] = await db.update(smsAttempts).set({ status: receipt.status, reason: receipt.reason, receiptAt: receipt.at })
    .where(and(eq(smsAttempts.provider, receipt.provider), eq(smsAttempts.providerRef, receipt.providerRef), eq(smsAttempts.status, 'submitted')))
    .returning({ outboxId: smsAttempts.outboxId });
  if (!attempt) {
    const [known] = await db.select({ id: smsAttempts.id }).from(smsAttempts)
      .where(and(eq(smsAttempts.provider, receipt.provider), eq(smsAttempts.providerRef, receipt.providerRef))).limit(1);
    return known ? 'duplicate' : 'unknown';
  }
  await db.update(outboxMessages).set({ status: receipt.status })
    .where(and(eq(outboxMessages.id, attempt.outboxId), eq(outboxMessages.status, 'submitted'), eq(outboxMessages.providerRef, receipt.providerRef)));
  return 'applied';
}

/** Every attempt of a page of messages (one read), oldest first. */
export async function attemptsOf(db: DbOrTx, outboxIds: number[]) {
  if (outboxIds.length === 0) return [];
  return db.select({
    outboxId: smsAttempts.outboxId, attempt: smsAttempts.attempt, provider: smsAttempts.provider, status: smsAttempts.status,
    reason: smsAttempts.reason, createdAt: smsAttempts.createdAt, receiptAt: smsAttempts.receiptAt,
  }).from(smsAttempts).where(inArray(smsAttempts.outboxId, outboxIds)).orderBy(asc(smsAttempts.outboxId), asc(smsAttempts.attempt));
}
