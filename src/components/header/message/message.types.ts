import type { SmsAttemptView } from '../../../../common/contact/sms-delivery';

/** A message of the outbox as message/list returns it (times are UTC instants). */
export type MessageChannel = 'sms' | 'email';
export type MessageStatus = 'submitted' | 'sent' | 'failed';

export interface OutboxMessage {
  id: number;
  channel: MessageChannel;
  recipient: string;
  recipientUserId: number | null;
  subject: string | null;
  body: string;
  kind: string;
  status: MessageStatus;
  provider: string;
  providerRef: string | null;
  readAt: string | null;
  createdAt: string;
  /** Held by the contact rules' quiet hours: not handed over before this time. */
  notBefore?: string | null;
  /** An SMS's hand-overs to its routes' providers, in order (message/list). */
  attempts?: SmsAttemptView[];
}

export const CHANNEL_COLORS: Record<MessageChannel, string> = { sms: 'geekblue', email: 'purple' };
export const STATUS_COLORS: Record<MessageStatus, string> = { submitted: 'processing', sent: 'success', failed: 'error' };

/** How often the unread badge asks the server while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;
