/**
 * A real SMS provider's delivery receipt (issue 14): posted, signed, to `noAuth/sms/receipt/:provider`
 * (server/modules/outbox/sms-receipt.service.ts). Headers `x-sms-timestamp` (Unix s) and `x-sms-signature` = hex
 * HMAC-SHA256(the provider's secret, `${timestamp}.${canonical JSON of the body}`), as the 94AI call-backs.
 */
import { z } from 'zod';

export const SMS_RECEIPT_URL = 'noAuth/sms/receipt/:provider';
export const SMS_RECEIPT_SIGNATURE_HEADER = 'x-sms-signature';
export const SMS_RECEIPT_TIMESTAMP_HEADER = 'x-sms-timestamp';

/** accepted / submitted: the provider has the message (nothing to change); delivered → sent; failed → failed. */
export const RECEIPT_STATUSES = ['accepted', 'submitted', 'delivered', 'failed'] as const;

export const smsReceiptBody = z.object({
  receiptId: z.string().trim().min(1).max(100),
  providerRef: z.string().trim().min(1).max(200),
  status: z.enum(RECEIPT_STATUSES),
  reason: z.string().trim().max(100).nullish(),
  eventAt: z.iso.datetime({ offset: true }),
});
export type SmsReceiptBody = z.infer<typeof smsReceiptBody>;

/** What a receipt did: applied (sent / failed), progress (accepted: nothing to change), stale (the attempt was decided already), duplicate, unknown reference. */
export type SmsReceiptResult = 'applied' | 'progress' | 'stale' | 'duplicate' | 'unknown';

/** Staff read a message's receipts here (the message centre's "Delivery receipts" drawer). */
export const SMS_RECEIPTS_LIST_URL = 'message/receipts';

/** What a stored receipt did, as listed: the results above (duplicates are not stored twice) or refused for its signature. */
export const RECEIPT_LIST_RESULTS = ['applied', 'progress', 'stale', 'unknown', 'badSignature'] as const;

/** One receipt of a message (no phone: a receipt names the provider's reference only). Times are UTC instants. */
export interface SmsReceiptRow {
  id: number;
  provider: string;
  receiptId: string | null;
  providerRef: string | null;
  /** The status the provider reported (for a refused receipt, the one it claimed). */
  status: string | null;
  result: (typeof RECEIPT_LIST_RESULTS)[number];
  /** The provider's reason for a failure. */
  reason: string | null;
  eventAt: string | null;
  receivedAt: string;
}
