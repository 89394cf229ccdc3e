/**
 * The routed hand-over of one outbox SMS (called by deliverQueuedMessages, the one send path):
 * 1. the contact rules — a number on the contact blacklist is never texted; a marketing message is not sent to a
 *    number that opted out (the telemarketing blacklist). Such a message becomes failed, provider "blocked", its
 *    provider reference naming the rule (blacklisted / optedOut). Every kind but the transactional ones
 *    (TRANSACTIONAL_KINDS) also follows the collection conduct rules (collection-policy/conduct-limits.ts): outside
 *    the merchant's contact hours it is held (queued again with a not-before time: the delivery job sends it when
 *    they open); at the customer's daily cap (calls, SMS, robot and AI calls of the EAT day) it is failed /
 *    blocked / capReached;
 * 2. the routes of its kind (notice or marketing), merchant and type, in order; a provider that refuses the
 *    hand-over is recorded and the next route is tried; each route hands over at most its rate per second;
 * 3. the carrying attempt is "submitted" until its receipt makes it (and the message) sent or failed.
 * With no route the message goes to the default adapter (deps.messaging), as before routing existed.
 */
import { BLOCKED_PROVIDER, followsContactRules, type BLOCK_REASONS } from '../../../common/contact/sms-delivery';
import { routeKindOf } from '../../../common/contact/sms-routing';
import { eatDayRange } from '../../../common/eat-day';
import { formatEatDate } from '../../../common/time';
import { normalisePhone } from '../../../common/validators';
import type { Deps } from '../../core/deps';
import { countHit } from '../../core/rate-counter.repository';
import { SmsRefused, smsProvider } from '../../integrations/messaging/sms-providers';
import { conductSettings, countOutbound, lockCustomerContacts, nextOpening, withinHours } from '../collection-policy/conduct-limits';
import { isContactBlacklisted } from '../merchant-config/contact-blacklist';
import { updateOutboxMessage } from './outbox.repository';
import { recordSandboxReceipt } from './sms-receipt.service';
import {
  applyReceipt, countHandedSms, customersOfPhone, holdMessage, insertAttempt, isOptedOut, isOwnContact, routesFor, type OutboxRow, type SmsRouteRow,
} from './sms-delivery.repository';

/**
 * One hand-over of the route's rate per second, counted in rate_counters so that every server process shares it;
 * past the rate it waits for the window to end. Real time, not the test clock: the rate is the provider's.
 */
async function takeRate(deps: Deps, route: SmsRouteRow) {
  for (;;) {
    const count = await countHit(deps.db, `smsRoute:${route.id}`, new Date(), 1000);
    if (count.current <= route.ratePerSecond) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, count.ttl)));
  }
}

async function blockedBy(deps: Deps, message: OutboxRow): Promise<(typeof BLOCK_REASONS)[number] | null> {
  // A message the person asked for (sendMessage: a sign-in code, temporary password, app verification code) is not
  // stopped by the contact blacklist, as before it took the routes (decision): the number asked, it is not contacted.
  if (message.rulesExempt && !followsContactRules(message.kind, false)) return null;
  if (await isContactBlacklisted(deps.db, message.recipient)) return 'blacklisted';
  const phone = normalisePhone(message.recipient);
  if (routeKindOf(message.kind) === 'marketing' && phone && await isOptedOut(deps.db, phone)) return 'optedOut';
  return null;
}

/**
 * The conduct rules at hand-over, under the customers' contact locks (a robot call or a collector cannot take the
 * same last attempt): 'held' (outside the contact hours: queued again until they open), 'capReached', or 'go'
 * (handed_at set: from now it counts against the customer's cap). A number that is no customer's has no contacts
 * to count; its hours still apply.
 */
async function contactRules(deps: Deps, message: OutboxRow, merchantId: number | null): Promise<'go' | 'held' | 'capReached'> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const settings = await conductSettings(tx, merchantId ?? 0);
    if (!withinHours(settings, now)) {
      await holdMessage(tx, message.id, nextOpening(settings, now));
      return 'held' as const;
    }
    const phone = normalisePhone(message.recipient);
    const phones = [...new Set([message.recipient, ...(phone ? [phone] : [])])];
    const customerIds = phone ? await customersOfPhone(tx, phone, merchantId) : [];
    for (const id of customerIds) await lockCustomerContacts(tx, id);
    const { from, to } = eatDayRange(formatEatDate(now));
    const contacts = await countOutbound(tx, customerIds, from, to);
    // A workbench SMS is already one of today's contacts (the collector's check counted everything before it).
    const before = contacts - (await isOwnContact(tx, message.id, customerIds, from, to) ? 1 : 0)
      + await countHandedSms(tx, phones, customerIds, from, to, message.id);
    if (customerIds.length > 0 && before >= settings.maxAttemptsPerDay) return 'capReached' as const;
    await updateOutboxMessage(tx, message.id, { handedAt: now });
    return 'go' as const;
  });
}

async function sendByDefault(deps: Deps, message: OutboxRow) {
  try {
    const result = await deps.messaging.send({ channel: message.channel, to: message.recipient, subject: message.subject ?? undefined, body: message.body, outboxId: message.id });
    await updateOutboxMessage(deps.db, message.id, { provider: deps.messaging.name, status: result.status, providerRef: result.providerRef });
  } catch (error) {
    await updateOutboxMessage(deps.db, message.id, { provider: deps.messaging.name, status: 'failed', providerRef: error instanceof Error ? error.message.slice(0, 200) : 'error' });
  }
}

/** Applies a provider's delivery receipt (the sandboxes answer theirs at once through here). */
export const applyDeliveryReceipt = (deps: Deps, receipt: Parameters<typeof applyReceipt>[1]) => applyReceipt(deps.db, receipt);

export async function deliverSms(deps: Deps, message: OutboxRow, merchantId: number | null): Promise<void> {
  if (message.channel !== 'sms') return sendByDefault(deps, message);
  let blocked = await blockedBy(deps, message);
  if (!blocked && followsContactRules(message.kind, message.rulesExempt)) {
    const rules = await contactRules(deps, message, merchantId);
    if (rules === 'held') return;
    if (rules === 'capReached') blocked = rules;
  } else if (!blocked) {
    await updateOutboxMessage(deps.db, message.id, { handedAt: deps.now() });
  }
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
    const handover = { to: message.recipient, body: message.body, senderId: route.senderId, outboxId: message.id };
    await takeRate(deps, route);
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
    if (receipt) await recordSandboxReceipt(deps.db, provider.name, providerRef, receipt, deps.now());
    return;
  }
  await updateOutboxMessage(deps.db, message.id, { status: 'failed', provider: routes[routes.length - 1].provider, providerRef: 'allRoutesFailed' });
}
