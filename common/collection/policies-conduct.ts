/**
 * Conduct rules (issue 13, `collection_settings`): per merchant (null = the default for every merchant without its
 * own row), the contact hours in EAT, the cap on outbound attempts per customer per day across calls, SMS and robot
 * calls, whether the emergency contacts the borrower named may be contacted, and how long a passed
 * delayed-arrival request pauses contact. Edited on CollectLevelDevisionPolicy's second tab under its own
 * operation code `conductRules`; API `conductRules/…`.
 */
import type { FieldProblem } from '../crud/entity';
import { defineEntity } from '../crud/entity';
import { POLICY_MERCHANTS_URL, POLICY_SCREENS } from './policies';

export const CONDUCT_ACTION = 'conductRules';
export const CONDUCT_URLS = {
  list: 'conductRules/list',
  save: 'conductRules/save',
  update: 'conductRules/update',
  delete: 'conductRules/delete',
} as const;

/** The defaults a careful lender starts from (the table's column defaults, used when no row applies). */
export const CONDUCT_DEFAULTS = {
  contactStart: '08:00',
  contactEnd: '19:00',
  maxAttemptsPerDay: 6,
  allowEmergencyContacts: false,
  delayPauseDays: 2,
} as const;

export const MAX_ATTEMPTS_CAP = 20;
export const MAX_PAUSE_DAYS = 14;
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The window's end may also be 24:00, the end of the day. */
const END_CLOCK_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const minutesOfClock = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const clockOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The contact window must start before it ends (both on the same EAT day). */
export function conductProblem(values: { contactStart?: unknown; contactEnd?: unknown }): FieldProblem | null {
  const { contactStart, contactEnd } = values;
  if (typeof contactStart !== 'string' || typeof contactEnd !== 'string') return null;
  if (!CLOCK_PATTERN.test(contactStart) || !END_CLOCK_PATTERN.test(contactEnd)) return null;
  return minutesOfClock(contactStart) < minutesOfClock(contactEnd) ? null : { field: 'contactEnd', message: 'collectionPolicy:errors.hoursOrder' };
}

export const conductRulesEntity = defineEntity({
  name: 'conductRules',
  namespace: 'collectionPolicy',
  screen: POLICY_SCREENS.overdue,
  recordName: 'merchantName',
  fields: {
    merchantId: { kind: 'integer', lookup: POLICY_MERCHANTS_URL, list: true, filter: 'exact', createOnly: true, hint: 'collectionPolicy:hints.merchantId' },
    contactStart: { kind: 'text', required: true, pattern: CLOCK_PATTERN, patternMessage: 'collectionPolicy:errors.clock', list: true, hint: 'collectionPolicy:hints.clock' },
    contactEnd: { kind: 'text', required: true, pattern: END_CLOCK_PATTERN, patternMessage: 'collectionPolicy:errors.clock', list: true, hint: 'collectionPolicy:hints.clock' },
    maxAttemptsPerDay: { kind: 'integer', required: true, min: 1, max: MAX_ATTEMPTS_CAP, list: true, hint: 'collectionPolicy:hints.maxAttemptsPerDay' },
    allowEmergencyContacts: { kind: 'boolean', list: true, hint: 'collectionPolicy:hints.allowEmergencyContacts' },
    delayPauseDays: { kind: 'integer', required: true, min: 1, max: MAX_PAUSE_DAYS, list: true },
    updatedAt: { kind: 'datetime', readOnly: true, list: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
});
