/** What the message centre shows of a routed SMS's delivery (common/contact/sms-routing.ts declares the routes). */

/** outbox_messages.provider of a message the contact rules stopped; its providerRef names the rule. */
export const BLOCKED_PROVIDER = 'blocked';
export const BLOCK_REASONS = ['blacklisted', 'optedOut'] as const;

/** One attempt of a message, as the message centre shows it. */
export interface SmsAttemptView {
  attempt: number;
  provider: string;
  status: 'refused' | 'submitted' | 'sent' | 'failed';
  reason: string | null;
  createdAt: string;
  receiptAt: string | null;
}
