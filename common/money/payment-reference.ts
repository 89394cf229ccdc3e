/**
 * A payment channel's receipt as staff type it from the customer's message or the statement (issue 36). An
 * M-Pesa receipt (transaction ID) is what Safaricom prints: 10 capital letters and digits, e.g. QKJ4XYZ123 —
 * anything else is a typo or another channel's reference, refused with that message, never rewritten
 * (no upper-casing: the receipt is matched against the statement as it reads). Other channels keep their
 * own, looser rules where they are entered.
 */
export const MPESA_RECEIPT_PATTERN = /^[A-Z0-9]{10}$/;
export const MPESA_RECEIPT_MESSAGE = 'validation.mpesaReceipt';

/** The message key when `reference` cannot be a receipt of `channel`; null when it can (or is empty). */
export function receiptProblem(channel: string | null | undefined, reference: string | null | undefined): string | null {
  const text = reference?.trim();
  if (!text || channel !== 'mpesa') return null;
  return MPESA_RECEIPT_PATTERN.test(text) ? null : MPESA_RECEIPT_MESSAGE;
}
