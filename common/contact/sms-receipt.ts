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
