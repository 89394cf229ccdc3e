/**
 * The routed hand-over of one outbox SMS (called by deliverQueuedMessages, the one send path):
 * 1. the contact rules — a number on the contact blacklist is never texted; a marketing message is not sent to a
 *    number that opted out (the telemarketing blacklist). Such a message becomes failed, provider "blocked", its
 *    provider reference naming the rule (blacklisted / optedOut);
 * 2. the routes of its kind (notice or marketing), merchant and type, in order; a provider that refuses the
 *    hand-over is recorded and the next route is tried; each route hands over at most its rate per second;
 * 3. the carrying attempt is "submitted" until its receipt makes it (and the message) sent or failed.
 * With no route the message goes to the default adapter (deps.messaging), as before routing existed.
 */
import { BLOCKED_PROVIDER, type BLOCK_REASONS } from '../../../common/contact/sms-delivery';
import { routeKindOf } from '../../../common/contact/sms-routing';
import { normalisePhone } from '../../../common/validators';
import type { Deps } from '../../core/deps';
import { SmsRefused, smsProvider } from '../../integrations/messaging/sms-providers';
import { isContactBlacklisted } from '../merchant-config/contact-blacklist';
import { updateOutboxMessage } from './outbox.repository';
import { applyReceipt, insertAttempt, isOptedOut, routesFor, type OutboxRow, type SmsRouteRow } from './sms-delivery.repository';

/** Hand-overs per route in the current second (per process). */
const windows = new Map<number, { second: number; count: number }>();

async function takeRate(route: SmsRouteRow) {
  for (;;) {
    const second = Math.floor(Date.now() / 1000);
    const window = windows.get(route.id);
    if (!window || window.second !== second) {
      windows.set(route.id, { second, count: 1 });
      return;
    }
    if (window.count < route.ratePerSecond) {
      window.count += 1;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, (second + 1) * 1000 - Date.now()));
  }
}

async function blockedBy(deps: Deps, message: OutboxRow): Promise<(typeof BLOCK_REASONS)[number] | null> {
  if (await isContactBlacklisted(deps.db, message.recipient)) return 'blacklisted';
  const phone = normalisePhone(message.recipient);
  if (routeKindOf(message.kind) === 'marketing' && phone && await isOptedOut(deps.db, phone)) return 'optedOut';
  return null;
}

async function sendByDefault(deps: Deps, message: OutboxRow) {
  try {
    const result = await deps.messaging.send({ channel: message.channel, to: message.recipient, subject: message.subject ?? undefined, body: message.body });
    await updateOutboxMessage(deps.db, message.id, { provider: deps.messaging.name, status: result.status, providerRef: result.providerRef });
  } catch (error) {
    await updateOutboxMessage(deps.db, message.id, { provider: deps.messaging.name, status: 'failed', providerRef: error instanceof Error ? error.message.slice(0, 200) : 'error' });
  }
}

/** Applies a provider's delivery receipt (the sandboxes answer theirs at once through here). */
export const applyDeliveryReceipt = (deps: Deps, receipt: Parameters<typeof applyReceipt>[1]) => applyReceipt(deps.db, receipt);

export async function deliverSms(deps: Deps, message: OutboxRow, merchantId: number | null): Promise<void> {
  if (message.channel !== 'sms') return sendByDefault(deps, message);
  const blocked = await blockedBy(deps, message);
  if (blocked) {
    await updateOutboxMessage(deps.db, message.id, { status: 'failed', provider: BLOCKED_PROVIDER, providerRef: blocked });
    return;
  }
  const routes = await routesFor(deps.db, routeKindOf(message.kind), merchantId, message.kind);
  if (routes.length === 0) return sendByDefault(deps, message);
  let attempt = 0;
  for (const route of routes) {
    const provider = smsProvider(route.provider);
    if (!provider) continue;
    attempt += 1;
    const handover = { to: message.recipient, body: message.body, senderId: route.senderId };
    await takeRate(route);
    let providerRef: string;
    try {
      ({ providerRef } = await provider.send(handover));
    } catch (error) {
      const reason = error instanceof SmsRefused ? error.reason : 'error';
      await insertAttempt(deps.db, { outboxId: message.id, attempt, routeId: route.id, provider: provider.name, status: 'refused', reason, createdAt: deps.now() });
      continue;
    }
    await insertAttempt(deps.db, { outboxId: message.id, attempt, routeId: route.id, provider: provider.name, status: 'submitted', providerRef, createdAt: deps.now() });
    await updateOutboxMessage(deps.db, message.id, { provider: provider.name, providerRef });
    const receipt = provider.sandboxReceipt?.(handover);
    if (receipt) await applyReceipt(deps.db, { provider: provider.name, providerRef, ...receipt, at: deps.now() });
    return;
  }
  await updateOutboxMessage(deps.db, message.id, { status: 'failed', provider: routes[routes.length - 1].provider, providerRef: 'allRoutesFailed' });
}
