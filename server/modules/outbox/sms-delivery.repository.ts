/** The send path's reads and writes: the routes a message follows, its attempts and receipts, the outbox's merchants, the marketing opt-out list. */
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { QUEUED_PROVIDER, TRANSACTIONAL_KINDS } from '../../../common/contact/sms-delivery';
import type { SmsRouteKind } from '../../../common/contact/sms-routing';
import type { DbOrTx } from '../../db/client';
import { collectionContacts, customers, outboxMerchants, outboxMessages, smsAttempts, smsRoutes, telemarketingBlacklist } from '../../db/schema';

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

/** The customers a number belongs to: the message's merchant's (one, by the unique phone index), or every merchant's when it names none. */
export async function customersOfPhone(db: DbOrTx, phone: string, merchantId: number | null): Promise<number[]> {
  const rows = await db.select({ id: customers.id }).from(customers)
    .where(and(eq(customers.phone, phone), merchantId === null ? undefined : eq(customers.merchantId, merchantId)))
    .orderBy(asc(customers.id));
  return rows.map((r) => r.id);
}

/**
 * Rule-following SMS to these numbers handed over in [from, to), other than `outboxId`, not counted already as a
 * collection contact of the customers that day (a workbench SMS is both an outbox row and a contact: counted once).
 */
export async function countHandedSms(db: DbOrTx, phones: string[], customerIds: number[], from: Date, to: Date, outboxId: number) {
  const counted = db.select({ id: collectionContacts.outboxId }).from(collectionContacts).where(and(
    inArray(collectionContacts.customerId, customerIds.length ? customerIds : [0]), gte(collectionContacts.at, from), lt(collectionContacts.at, to),
    isNotNull(collectionContacts.outboxId),
  ));
  const [row] = await db.select({ n: count() }).from(outboxMessages).where(and(
    inArray(outboxMessages.recipient, phones), gte(outboxMessages.handedAt, from), lt(outboxMessages.handedAt, to),
    ne(outboxMessages.id, outboxId), eq(outboxMessages.rulesExempt, false), eq(outboxMessages.channel, 'sms'),
    notInArray(outboxMessages.kind, [...TRANSACTIONAL_KINDS]), notInArray(outboxMessages.id, counted),
  ));
  return Number(row.n);
}

/** Whether the message is already one of the customers' contacts of that day (a workbench SMS counts itself there). */
export async function isOwnContact(db: DbOrTx, outboxId: number, customerIds: number[], from: Date, to: Date) {
  if (customerIds.length === 0) return false;
  const [row] = await db.select({ id: collectionContacts.id }).from(collectionContacts).where(and(
    inArray(collectionContacts.customerId, customerIds), gte(collectionContacts.at, from), lt(collectionContacts.at, to),
    eq(collectionContacts.outboxId, outboxId),
  )).limit(1);
  return Boolean(row);
}

/** Puts a claimed message back in the queue until `notBefore` (quiet hours): the delivery job takes it from then. */
export async function holdMessage(db: DbOrTx, id: number, notBefore: Date) {
  await db.update(outboxMessages).set({ provider: QUEUED_PROVIDER, notBefore }).where(eq(outboxMessages.id, id));
}

/**
 * Takes up to `limit` queued messages (all, or those of `ids`) whose not-before time (quiet hours) has come, for
 * this delivery run: they get the provider's name at once, so a second run or process never takes them again
 * (SKIP LOCKED: runs side by side share nothing).
 */
export async function claimQueuedMessages(db: DbOrTx, provider: string, limit: number, now: Date, ids?: number[]) {
  const pick = db.select({ id: outboxMessages.id }).from(outboxMessages)
    .where(and(
      eq(outboxMessages.status, 'submitted'), eq(outboxMessages.provider, QUEUED_PROVIDER),
      or(isNull(outboxMessages.notBefore), lte(outboxMessages.notBefore, now)),
      ids ? inArray(outboxMessages.id, ids) : undefined,
    ))
    .orderBy(asc(outboxMessages.id)).limit(limit).for('update', { skipLocked: true });
  return db.update(outboxMessages).set({ provider })
    .where(and(inArray(outboxMessages.id, pick), eq(outboxMessages.provider, QUEUED_PROVIDER)))
    .returning();
}
