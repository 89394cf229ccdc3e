/** What the message centre shows of a routed SMS's delivery (common/contact/sms-routing.ts declares the routes). */

/** outbox_messages.provider of a message the contact rules stopped; its providerRef names the rule. */
export const BLOCKED_PROVIDER = 'blocked';
export const BLOCK_REASONS = ['blacklisted', 'optedOut', 'capReached'] as const;

/** The provider of a message waiting in the outbox (also of one held by the quiet hours, with its not-before time). */
export const QUEUED_PROVIDER = 'queued';

/**
 * Transactional messages: the customer (or staff member) is waiting for them, so they go at any hour and do not
 * count against, or stop at, the daily contact cap. Every other SMS kind — collection, repayment reminders, service
 * replies, marketing — follows the collection conduct rules at hand-over (quiet hours, daily cap). Decision: the
 * list names the exempt kinds, so a new kind follows the rules until it is added here.
 */
export const TRANSACTIONAL_KINDS = [
  'verificationCode', 'loginCode', 'passwordReset', 'accountCreated', 'temporaryPassword',
  'disbursementReceipt', 'repaymentReceipt',
] as const;

export const followsContactRules = (kind: string, rulesExempt: boolean) =>
  !rulesExempt && !(TRANSACTIONAL_KINDS as readonly string[]).includes(kind);

/** One attempt of a message, as the message centre shows it. */
export interface SmsAttemptView {
  attempt: number;
  provider: string;
  status: 'refused' | 'submitted' | 'sent' | 'failed';
  reason: string | null;
  createdAt: string;
  receiptAt: string | null;
}
