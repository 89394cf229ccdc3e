/** SMS and e-mail delivery. The sandbox is the default; a real provider implements the same interface. */
export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  subject?: string;
  body: string;
  /** Our outbox message's id: the provider's client reference. */
  outboxId?: number;
}

export interface DeliveryResult {
  status: 'sent' | 'failed';
  providerRef: string;
}

export interface MessagingAdapter {
  readonly name: string;
  send(message: OutgoingMessage): Promise<DeliveryResult>;
}
