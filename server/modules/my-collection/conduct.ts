/**
 * The conduct rules of collection contact, enforced here for every call and SMS from the workbench (Kenya's
 * DCP Regulations 2022 and the Data Protection Act: no contact to third parties, no harassment):
 * - only within the merchant's contact hours in EAT (collection_settings; the null-merchant row is the default;
 *   DEFAULT_CONDUCT when there is no row: 08:00–19:00);
 * - at most maxAttemptsPerDay outbound attempts per customer per EAT day across calls, SMS, robot and AI calls
 *   (counted in collection_contacts, all cases of the customer);
 * - never a paused case (a passed delayed-arrival request), never a closed one;
 * - an emergency contact only where the merchant allows it and only one the borrower named;
 * - SMS only by collectors whose personnel row allows message sending.
 * Each refusal is a translated 4xx.
 */
import { minuteText, type CaseConduct } from '../../../common/collection/my-collection-case';
import { eatDayRange } from '../../../common/eat-day';
import { formatEatDate } from '../../../common/time';
import { attemptsToday, conductSettings, lockCustomerContacts, nextClosing, nextOpening, withinHours } from '../collection-policy/conduct-limits';
import { conflict, forbidden, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { emergencyContacts, type CaseRecord } from './case-view.repository';
import { personnelRows } from './conduct.repository';

export async function personnelOf(db: DbOrTx, userId: number, system: 'v1' | 'v2') {
  const rows = await personnelRows(db, userId);
  return rows.find((r) => r.system === system) ?? rows[0] ?? null;
}

const paused = (kase: CaseRecord, now: Date) => kase.pausedUntil !== null && kase.pausedUntil > now;

export async function conductView(db: DbOrTx, kase: CaseRecord, userId: number, now: Date): Promise<CaseConduct> {
  const settings = await conductSettings(db, kase.merchantId);
  const person = await personnelOf(db, userId, kase.system);
  const within = withinHours(settings, now);
  const attempts = await attemptsToday(db, kase.customerId, now);
  const capOpensAt = attempts >= settings.maxAttemptsPerDay ? nextOpening(settings, eatDayRange(formatEatDate(now)).to).toISOString() : null;
  return {
    ...settings, attemptsToday: attempts, withinHours: within, capOpensAt,
    opensAt: within ? null : nextOpening(settings, now).toISOString(), closesAt: within ? nextClosing(settings, now).toISOString() : null,
    checkedAt: now.toISOString(), paused: paused(kase, now), mayMessage: Boolean(person?.messageSending && person.status === 'normal'),
  };
}

export interface ContactIntent {
  channel: 'call' | 'sms';
  target: 'borrower' | 'emergencyContact';
  contactId?: number | null;
}

/**
 * Checks one outbound contact against the rules, inside the transaction that records it (the customer's
 * contacts are serialised by an advisory lock, so two collectors cannot both take the last attempt).
 * Answers the number to contact.
 */
export async function assertMayContact(tx: DbOrTx, kase: CaseRecord, intent: ContactIntent, userId: number, now: Date, borrowerPhone: string) {
  if (kase.status === 'closed') throw conflict('myCollection:errors.caseClosed');
  if (paused(kase, now)) throw conflict('myCollection:errors.casePaused', { until: formatEatDate(kase.pausedUntil!) });
  const settings = await conductSettings(tx, kase.merchantId);
  if (!withinHours(settings, now)) {
    throw conflict('myCollection:errors.outsideHours', { from: minuteText(settings.contactStartMinute), to: minuteText(settings.contactEndMinute) });
  }
  if (intent.channel === 'sms') {
    const person = await personnelOf(tx, userId, kase.system);
    if (!person?.messageSending || person.status !== 'normal') throw forbidden('myCollection:errors.messageSendingNotAllowed');
  }
  let phone = borrowerPhone;
  if (intent.target === 'emergencyContact') {
    if (intent.channel === 'sms' || !settings.allowEmergencyContacts) throw forbidden('myCollection:errors.thirdPartyNotAllowed');
    if (!intent.contactId) throw validationError('myCollection:errors.contactRequired');
    const [contact] = await emergencyContacts(tx, kase.orderId, intent.contactId);
    if (!contact) throw forbidden('myCollection:errors.notEmergencyContact');
    phone = contact.phone;
  }
  await lockCustomerContacts(tx, kase.customerId);
  const attempts = await attemptsToday(tx, kase.customerId, now);
  if (attempts >= settings.maxAttemptsPerDay) throw conflict('myCollection:errors.dailyCapReached', { max: settings.maxAttemptsPerDay });
  return phone;
}
