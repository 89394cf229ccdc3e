/**
 * Demo SMS routes (SmsRouterConfig, MarketingSmsRouterConfig) and a few sends through them, so the message centre
 * shows a fallback (a number alphaSms refuses), a failed receipt, a blacklisted and an opted-out number.
 */
import { asc } from 'drizzle-orm';
import { eatDayRange } from '../../../common/eat-day';
import { formatEatDate } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { deliverQueuedMessages, queueSms } from '../../modules/message-template/send-templated';
import { merchants, smsRoutes } from '../schema';

export async function seedDemoSmsRouting(deps: Deps) {
  const [jamii, haraka, soko] = await deps.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.merchantNo));
  await deps.db.insert(smsRoutes).values([
    { kind: 'notice', name: 'Notices via Alpha', provider: 'alphaSms', priority: 10, ratePerSecond: 50, senderId: 'LOANS' },
    { kind: 'notice', name: 'Notices via Beta (fallback)', provider: 'betaSms', priority: 20, ratePerSecond: 30, senderId: 'LOANS' },
    { kind: 'notice', name: 'Notices via Gamma (last resort)', provider: 'gammaSms', priority: 90, ratePerSecond: 10 },
    { kind: 'notice', name: 'Jamii collection via Gamma', merchantId: jamii.id, messageType: 'collection', provider: 'gammaSms', priority: 5, ratePerSecond: 20, senderId: 'JAMIIPESA' },
    { kind: 'notice', name: 'Soko reminders via Alpha', merchantId: soko.id, messageType: 'repaymentReminder', provider: 'alphaSms', priority: 5, ratePerSecond: 20, senderId: 'SOKOCREDIT' },
    { kind: 'notice', name: 'Soko reminders via Gamma', merchantId: soko.id, messageType: 'repaymentReminder', provider: 'gammaSms', priority: 6, ratePerSecond: 20, senderId: 'SOKOCREDIT' },
    { kind: 'marketing', name: 'Marketing via Beta', provider: 'betaSms', priority: 10, ratePerSecond: 20, senderId: 'OFFERS' },
    { kind: 'marketing', name: 'Marketing via Gamma (fallback)', provider: 'gammaSms', priority: 20, ratePerSecond: 10, senderId: 'OFFERS' },
    { kind: 'marketing', name: 'Haraka offers via Alpha', merchantId: haraka.id, messageType: 'marketingSms', provider: 'alphaSms', priority: 5, ratePerSecond: 5, senderId: 'HARAKA', enabled: false },
  ]);
  const sends: [string, string, string, number | null][] = [
    ['254712440187', 'repaymentReminder', 'Dear customer, your Soko Credit loan of KES 3,200.00 is due tomorrow. Pay via Paybill 522533. Thank you.', soko.id],
    ['254722310459', 'repaymentReminder', 'Dear customer, your Soko Credit loan of KES 1,850.00 is due tomorrow. Pay via Paybill 522533. Thank you.', soko.id],
    ['254733861208', 'feedbackReply', 'Thank you for contacting Haraka Loans. Your M-Pesa payment has been applied to your loan.', haraka.id],
    ['254700123000', 'feedbackReply', 'Thank you for contacting Jamii Pesa. We have updated your phone number.', jamii.id],
    ['254792556018', 'feedbackReply', 'Thank you for contacting Jamii Pesa. Your request has been received.', jamii.id],
    ['254701556671', 'marketingSms', 'Jamii Pesa: you qualify for a new loan of up to KES 8,000. Dial *483*1501# to apply. Reply STOP to opt out.', jamii.id],
    ['254722000111', 'marketingSms', 'Haraka Loans: a lower fee on your next loan this week. Reply STOP to opt out.', haraka.id],
  ];
  const ids = await deps.db.transaction(async (tx) => {
    const out: number[] = [];
    for (const [phone, kind, body, merchantId] of sends) out.push((await queueSms(tx, { phone, kind, body, merchantId })).id);
    return out;
  });
  // Sent at 10:00 EAT today, inside the contact hours (a start at night would hold the notices until morning).
  const today = eatDayRange(formatEatDate(deps.now())).from;
  await deliverQueuedMessages({ ...deps, now: () => new Date(today.getTime() + 10 * 3_600_000) }, ids);
  // A reminder a caller queued at 21:30 EAT: held by the contact hours until 08:00 the next morning (the delivery job sends it then).
  const late = await deps.db.transaction((tx) => queueSms(tx, {
    phone: '254711502233', kind: 'repaymentReminder', merchantId: soko.id,
    body: 'Dear customer, your Soko Credit loan of KES 2,400.00 is due tomorrow. Pay via Paybill 522533. Thank you.',
  }));
  await deliverQueuedMessages({ ...deps, now: () => new Date(today.getTime() + 21.5 * 3_600_000) }, [late.id]);
}
