/**
 * A real SMS provider's delivery receipt (POST noAuth/sms/receipt/:provider, open, signed). Verified first: the
 * HMAC-SHA256 of `${timestamp}.${canonical JSON}` with the provider's secret (SMS_RECEIPT_SECRET_<PROVIDER>, e.g.
 * SMS_RECEIPT_SECRET_ALPHASMS; the sandbox's when unset, in development and tests only), timestamp within 5 minutes — else 403 and a refused row.
 * Then recorded once per (provider, receipt id): a re-send answers "duplicate" and changes nothing. It is safe in
 * any order: "accepted"/"submitted" never changes a message (a late one after "delivered" is "stale"), and only the
 * first final receipt (delivered → sent, failed → failed) decides the attempt and its outbox message.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SMS_RECEIPT_SIGNATURE_HEADER, SMS_RECEIPT_TIMESTAMP_HEADER, type SmsReceiptBody, type SmsReceiptResult,
} from '../../../common/contact/sms-receipt';
import { callbackSecret, smsReceiptSandboxSecret, smsReceiptSecretVariable } from '../../core/callback-secrets';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../core/errors';
import { smsProvider } from '../../integrations/messaging/sms-providers';
import { canonicalJson } from '../../core/canonical-json';
import { applyReceipt } from './sms-delivery.repository';
import { attemptOf, recordReceipt, recordRefusedReceipt, setReceiptResult } from './sms-receipt.repository';

const MAX_SKEW_MS = 5 * 60_000;

/** The provider's shared secret: SMS_RECEIPT_SECRET_<NAME IN CAPITALS>, else (development and tests) the sandbox's; null: none. */
export const receiptSecret = (provider: string) => callbackSecret(smsReceiptSecretVariable(provider), smsReceiptSandboxSecret(provider));

// No secret (production without one): a signature nothing verifies.
const hmac = (secret: string | null, timestamp: number, body: unknown) => createHmac('sha256', secret ?? '').update(`${timestamp}.${canonicalJson(body)}`).digest('hex');

/** The headers a provider sends with a receipt (the tests and a provider's adapter sign this way). */
export function receiptHeaders(provider: string, body: unknown, now: Date, secret = receiptSecret(provider)): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { [SMS_RECEIPT_TIMESTAMP_HEADER]: String(timestamp), [SMS_RECEIPT_SIGNATURE_HEADER]: hmac(secret, timestamp, body) };
}

function verified(provider: string, body: unknown, headers: Record<string, unknown>, now: Date) {
  const timestamp = Number(headers[SMS_RECEIPT_TIMESTAMP_HEADER]);
  const secret = receiptSecret(provider);
  if (!secret || !Number.isFinite(timestamp) || Math.abs(now.getTime() - timestamp * 1000) > MAX_SKEW_MS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const actual = Buffer.from(String(headers[SMS_RECEIPT_SIGNATURE_HEADER] ?? ''), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function receiveSmsReceipt(deps: Deps, provider: string, raw: unknown, body: SmsReceiptBody | null, headers: Record<string, unknown>) {
  const now = deps.now();
  if (!smsProvider(provider) || !body || !verified(provider, raw, headers, now)) {
    await recordRefusedReceipt(deps.db, provider.slice(0, 40), raw, now);
    throw forbidden('smsRoute:errors.badSignature');
  }
  return deps.db.transaction((tx) => recordAndApply(tx, provider, body, now));
}

/** A verified receipt: recorded once per (provider, receipt id), then applied to its attempt if it decides one. */
async function recordAndApply(tx: DbOrTx, provider: string, body: SmsReceiptBody, now: Date): Promise<{ result: SmsReceiptResult }> {
  const id = await recordReceipt(tx, provider, body, now);
  if (id === null) return { result: 'duplicate' };
  let result: SmsReceiptResult;
  if (body.status === 'accepted' || body.status === 'submitted') {
    const attempt = await attemptOf(tx, provider, body.providerRef);
    result = !attempt ? 'unknown' : attempt.status === 'submitted' ? 'progress' : 'stale';
  } else {
    const applied = await applyReceipt(tx, {
      provider, providerRef: body.providerRef, status: body.status === 'delivered' ? 'sent' : 'failed',
      reason: body.status === 'failed' ? body.reason ?? 'failed' : null, at: new Date(body.eventAt),
    });
    result = applied === 'duplicate' ? 'stale' : applied;
  }
  if (result !== 'applied') await setReceiptResult(tx, id, result);
  return { result };
}

/**
 * A sandbox provider's receipt, answered at hand-over: recorded and applied as a real provider's is (so staff see it
 * under the message), in one transaction. Its receipt id is the reference's, so it is stored once.
 */
export async function recordSandboxReceipt(db: DbOrTx, provider: string, providerRef: string, receipt: { status: 'sent' | 'failed'; reason: string | null }, at: Date) {
  const body: SmsReceiptBody = {
    receiptId: `sandbox-${providerRef}`, providerRef, status: receipt.status === 'sent' ? 'delivered' : 'failed', reason: receipt.reason, eventAt: at.toISOString(),
  };
  await db.transaction((tx) => recordAndApply(tx, provider, body, at));
}
