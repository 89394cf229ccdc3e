/** The signed delivery receipts of real SMS providers: each recorded once (provider, receipt id), refused ones too. */
import { and, eq } from 'drizzle-orm';
import type { SmsReceiptBody, SmsReceiptResult } from '../../../common/contact/sms-receipt';
import type { DbOrTx } from '../../db/client';
import { smsAttempts, smsReceipts } from '../../db/schema';

export async function recordRefusedReceipt(db: DbOrTx, provider: string, payload: unknown, at: Date) {
  await db.insert(smsReceipts).values({ provider, payload: payload ?? {}, result: 'badSignature', receivedAt: at });
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
