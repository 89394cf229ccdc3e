import type { DeliveryResult, MessagingAdapter, OutgoingMessage } from './messaging.adapter';
import { reportSandboxSent } from './sandbox-sent';

/**
 * Deterministic sandbox: every message is accepted and numbered in order; nothing leaves the machine.
 * Staff see what was "sent" in the message centre, which reads the outbox table (secrets redacted); the real
 * text goes only to the sandbox's listeners (sandbox-sent.ts).
 */
export function createSandboxMessaging(): MessagingAdapter {
  let sequence = 0;
  return {
    name: 'sandbox',
    async send(message: OutgoingMessage): Promise<DeliveryResult> {
      sequence += 1;
      reportSandboxSent({ outboxId: message.outboxId ?? null, channel: message.channel, provider: 'sandbox', to: message.to, body: message.body });
      return { status: 'sent', providerRef: `sandbox-${message.channel}-${sequence}` };
    },
  };
}
