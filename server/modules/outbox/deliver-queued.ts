/**
 * The delivery run of queued SMS (the "templated message delivery" job, and callers right after their commit):
 * claims queued messages whose time has come and hands each to its routes (sms-delivery.ts). A claimed message is
 * never handed over twice.
 */
import type { Deps } from '../../core/deps';
import { deliverSms } from './sms-delivery';
import { claimQueuedMessages, merchantsOfOutbox } from './sms-delivery.repository';

/** A claimed message's provider until it is handed over (left so by a crash in between: never handed over twice). */
export const CLAIMED_PROVIDER = 'routing';

/** Hands queued messages (all, or `ids`) to their routes' providers; returns how many were claimed. */
export async function deliverQueuedMessages(deps: Deps, ids?: number[], batch = 200): Promise<number> {
  let delivered = 0;
  for (;;) {
    const claimed = await claimQueuedMessages(deps.db, CLAIMED_PROVIDER, batch, deps.now(), ids);
    const merchantOf = await merchantsOfOutbox(deps.db, claimed.map((m) => m.id));
    for (const message of claimed) await deliverSms(deps, message, merchantOf.get(message.id) ?? null);
    delivered += claimed.length;
    if (claimed.length < batch) return delivered;
  }
}
