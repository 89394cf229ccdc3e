/** The signed delivery receipts of real SMS providers: each recorded once (provider, receipt id), refused ones too. */
import { and, count, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { SmsReceiptBody, SmsReceiptResult, SmsReceiptRow } from '../../../common/contact/sms-receipt';
import type { DbOrTx } from '../../db/client';
import { outboxMessages, smsAttempts, smsReceipts } from '../../db/schema';

/** A text the (unverified) body claims, cut to its column's size; null when it is not a non-empty string. */
const claimed = (payload: unknown, key: string, max: number) => {
  const value = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
};

/** A refused receipt keeps the reference and status it claimed, so staff see it under that message (never applied). */
export async function recordRefusedReceipt(db: DbOrTx, provider: string, payload: unknown, at: Date) {
  await db.insert(smsReceipts).values({
    provider, providerRef: claimed(payload, 'providerRef', 200), status: claimed(payload, 'status', 20),
    payload: payload ?? {}, result: 'badSignature', receivedAt: at,
  });
}

/** The receipt's row id, or null when this provider sent this receipt id before (a re-send: nothing more happens). */
export async function recordReceipt(db: DbOrTx, provider: string, body: SmsReceiptBody, at: Date): Promise<number | null> {
  const [row] = await db.insert(smsReceipts).values({
    provider, receiptId: body.receiptId, providerRef: body.providerRef, status: body.status, result: 'applied', payload: body,
    eventAt: new Date(body.eventAt), receivedAt: at,
  }).onConflictDoNothing().returning({ id: smsReceipts.id });
  return row?.id ?? null;
}

export async function setReceiptResult(db: DbOrTx, id: number, result: SmsReceiptResult) {
  await db.update(smsReceipts).set({ result }).where(eq(smsReceipts.id, id));
}

/** The attempt a receipt names (provider and its reference, by the unique index), if any. */
export async function attemptOf(db: DbOrTx, provider: string, providerRef: string) {
  const [row] = await db.select({ id: smsAttempts.id, status: smsAttempts.status }).from(smsAttempts)
    .where(and(eq(smsAttempts.provider, provider), eq(smsAttempts.providerRef, providerRef))).limit(1);
  return row ?? null;
}

/** The (provider, reference) pairs a message was handed over with: each routed attempt's, else the message's own. */
async function referencesOf(db: DbOrTx, outboxId: number) {
  const attempts = await db.select({ provider: smsAttempts.provider, ref: smsAttempts.providerRef }).from(smsAttempts)
    .where(and(eq(smsAttempts.outboxId, outboxId), isNotNull(smsAttempts.providerRef)));
  const own = await db.select({ provider: outboxMessages.provider, ref: outboxMessages.providerRef }).from(outboxMessages)
    .where(and(eq(outboxMessages.id, outboxId), isNotNull(outboxMessages.providerRef)));
  return [...attempts, ...own].filter((p, i, all) => all.findIndex((q) => q.provider === p.provider && q.ref === p.ref) === i);
}

/** A message's delivery receipts, refused ones included, newest first, a page at a time (by the provider-reference index). */
export async function listMessageReceipts(db: DbOrTx, outboxId: number, offset: number, limit: number): Promise<{ records: SmsReceiptRow[]; total: number }> {
  const refs = await referencesOf(db, outboxId);
  if (!refs.length) return { records: [], total: 0 };
  const where = or(...refs.map((p) => and(eq(smsReceipts.provider, p.provider), eq(smsReceipts.providerRef, p.ref!)))) as SQL;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(smsReceipts).where(where).orderBy(desc(smsReceipts.receivedAt), desc(smsReceipts.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(smsReceipts).where(where),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id, provider: r.provider, receiptId: r.receiptId, providerRef: r.providerRef, status: r.status,
      result: r.result as SmsReceiptRow['result'], reason: claimed(r.payload, 'reason', 100),
      eventAt: r.eventAt?.toISOString() ?? null, receivedAt: r.receivedAt.toISOString(),
    })),
    total: Number(total),
  };
}
