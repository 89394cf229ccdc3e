import type { DeliveryResult, MessagingAdapter, OutgoingMessage } from './messaging.adapter';

/**
 * Deterministic sandbox: every message is accepted and numbered in order; nothing leaves the machine.
 * Staff see what was "sent" in the message centre, which reads the outbox table.
 */
export function createSandboxMessaging(onSend?: (message: OutgoingMessage) => void): MessagingAdapter {
  let sequence = 0;
  return {
    name: 'sandbox',
    async send(message: OutgoingMessage): Promise<DeliveryResult> {
      sequence += 1;
      onSend?.(message);
      return { status: 'sent', providerRef: `sandbox-${message.channel}-${sequence}` };
    },
  };
}
