/**
 * The SMS providers that routes name (common/contact/sms-routing.ts SMS_PROVIDERS). Each is a deterministic sandbox
 * so fallback and receipts can be seen and tested; a real provider implements SmsProvider and replaces one by name
 * (setSmsProvider), its receipts arriving through applyDeliveryReceipt.
 *
 * Sandbox rules, by the number's last digits: alphaSms refuses numbers ending in 9, betaSms those ending in 8
 * (the hand-over fails, so the next route takes the message); gammaSms takes every number. The receipt of every
 * sandbox says failed ("undeliverable") for numbers ending in 000, sent otherwise.
 */
import { randomUUID } from 'node:crypto';
import { SMS_PROVIDERS } from '../../../common/contact/sms-routing';
import { reportSandboxSent } from './sandbox-sent';

export interface SmsHandover {
  to: string;
  body: string;
  senderId: string | null;
  /** Our outbox message's id: the provider's client reference. */
  outboxId?: number;
}

export interface SmsReceipt {
  status: 'sent' | 'failed';
  reason: string | null;
}

export interface SmsProvider {
  readonly name: string;
  /** Hands the message over and answers the provider's reference; throws SmsRefused when the provider will not take it. */
  send(message: SmsHandover): Promise<{ providerRef: string }>;
  /** A sandbox answers its receipt at once; a real provider leaves this out and calls back later. */
  sandboxReceipt?(message: SmsHandover): SmsReceipt;
}

export class SmsRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function sandboxProvider(name: string, refusesEnding: string | null): SmsProvider {
  let sequence = 0;
  return {
    name,
    async send(message) {
      if (refusesEnding !== null && message.to.endsWith(refusesEnding)) throw new SmsRefused('unavailable');
      sequence += 1;
      reportSandboxSent({ outboxId: message.outboxId ?? null, channel: 'sms', provider: name, to: message.to, body: message.body });
      return { providerRef: `${name}-${randomUUID().slice(0, 8)}-${sequence}` };
    },
    sandboxReceipt: (message) => (message.to.endsWith('000') ? { status: 'failed', reason: 'undeliverable' } : { status: 'sent', reason: null }),
  };
}

const REFUSES: Record<(typeof SMS_PROVIDERS)[number], string | null> = { alphaSms: '9', betaSms: '8', gammaSms: null };
const providers = new Map<string, SmsProvider>(SMS_PROVIDERS.map((name) => [name, sandboxProvider(name, REFUSES[name])]));

export const smsProvider = (name: string): SmsProvider | undefined => providers.get(name);

/** Replaces a provider by name (a real one, or a test's failing one); returns the one it replaced. */
export function setSmsProvider(provider: SmsProvider): SmsProvider | undefined {
  const before = providers.get(provider.name);
  providers.set(provider.name, provider);
  return before;
}
