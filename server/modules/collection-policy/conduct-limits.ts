/**
 * The limits of the collection conduct rules (`collection_settings`, edited on CollectLevelDevisionPolicy's
 * conduct tab): the merchant's contact hours in EAT and the cap on outbound attempts per customer per EAT day.
 * One reading for every sender — the collectors' workbench, robot and AI calls, and the SMS send path
 * (server/modules/outbox/sms-delivery.ts).
 */
import { DEFAULT_CONDUCT } from '../../../common/collection/my-collection';
import { EAT_OFFSET_HOURS } from '../../../common/constants';
import { eatDayRange } from '../../../common/eat-day';
import { formatEatDate } from '../../../common/time';
import type { DbOrTx } from '../../db/client';
import { countOutbound, settingsRows } from './conduct-limits.repository';

export { countOutbound, lockCustomerContacts } from './conduct-limits.repository';

export interface ConductSettings {
  contactStartMinute: number;
  contactEndMinute: number;
  maxAttemptsPerDay: number;
  allowEmergencyContacts: boolean;
}

/** The merchant's row, else the default (null-merchant) row, else the built-in defaults. */
export async function conductSettings(db: DbOrTx, merchantId: number): Promise<ConductSettings> {
  const rows = await settingsRows(db, merchantId);
  const row = rows.find((r) => r.merchantId === merchantId) ?? rows.find((r) => r.merchantId === null);
  if (!row) return { ...DEFAULT_CONDUCT };
  return {
    contactStartMinute: row.contactStartMinute, contactEndMinute: row.contactEndMinute,
    maxAttemptsPerDay: row.maxAttemptsPerDay, allowEmergencyContacts: row.allowEmergencyContacts,
  };
}

/** Minutes after midnight in East Africa Time (UTC+3, no daylight saving). */
export const eatMinute = (at: Date) => (((at.getUTCHours() + EAT_OFFSET_HOURS) % 24) * 60) + at.getUTCMinutes();

export const withinHours = (s: ConductSettings, at: Date) => {
  const minute = eatMinute(at);
  return minute >= s.contactStartMinute && minute < s.contactEndMinute;
};

/** When the contact hours next open after `at` (outside them): today's start if it is still to come, else tomorrow's. */
export function nextOpening(s: ConductSettings, at: Date): Date {
  const { from, to } = eatDayRange(formatEatDate(at));
  const today = new Date(from.getTime() + s.contactStartMinute * 60_000);
  return today > at ? today : new Date(to.getTime() + s.contactStartMinute * 60_000);
}

/** When today's contact hours close (inside them). */
export function nextClosing(s: ConductSettings, at: Date): Date {
  return new Date(eatDayRange(formatEatDate(at)).from.getTime() + s.contactEndMinute * 60_000);
}

/** Outbound attempts to the customer today (EAT), across all the customer's cases and channels. */
export async function attemptsToday(db: DbOrTx, customerId: number, now: Date): Promise<number> {
  const { from, to } = eatDayRange(formatEatDate(now));
  return countOutbound(db, customerId, from, to);
}
