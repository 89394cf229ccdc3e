/**
 * Merchant settings (issue 17, third slice), namespace merchantSettings: the merchant itself with what it
 * offers and allows (MerchantConfigManagement), its due-date rules (MaturityConfigManagement) and the people
 * who bring it traffic (TrafficPersonnel).
 */
import { defineEntity, type FieldSpec } from '../crud/entity';

const NS = 'merchantSettings';
export const merchantSettingsUrls = {
  merchants: 'merchantSettings/options/merchants',
  products: 'merchantSettings/options/products',
  users: 'merchantSettings/options/users',
} as const;

/** Fields set by the withdrawal-conditions code and the loan-limits code (besides add / update). */
export const WITHDRAWAL_FIELDS = ['withdrawalMinCents', 'withdrawalDailyLimit', 'withdrawalSettledOnly'] as const;
export const LOAN_LIMIT_FIELDS = ['maxLoanAmountCents'] as const;
/** The largest daily withdrawal count one may set (besides -1, unlimited). */
export const WITHDRAWAL_DAILY_MAX = 100;

/** MerchantConfigManagement: a merchant (brand, app, paybill, enabled) and its settings row. */
export const merchantProfileEntity = defineEntity({
  name: 'merchantProfile',
  namespace: NS,
  screen: 'MerchantSystem/MerchantConfigManagement',
  recordName: 'merchantName',
  fields: {
    merchantNo: { kind: 'text', required: true, pattern: /^[A-Z0-9]{2,16}$/, patternMessage: `${NS}:errors.merchantNoFormat`, createOnly: true, list: true, filter: 'exact', sortable: true, hint: `${NS}:hints.merchantNo` },
    merchantName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    appName: { kind: 'text', max: 64, hint: `${NS}:hints.appName` },
    paybill: { kind: 'text', pattern: /^\d{5,7}$/, patternMessage: `${NS}:errors.paybillFormat` },
    offeredProductIds: { kind: 'multiSelect', formOnly: true, lookup: merchantSettingsUrls.products, list: 'more', hint: `${NS}:hints.offeredProductIds` },
    maxLoanAmountCents: { kind: 'money', formOnly: true, list: true, hint: `${NS}:hints.maxLoanAmountCents` },
    withdrawalMinCents: { kind: 'money', formOnly: true, list: true, hint: `${NS}:hints.withdrawalMinCents` },
    withdrawalDailyLimit: { kind: 'integer', formOnly: true, min: -1, max: WITHDRAWAL_DAILY_MAX, hint: `${NS}:hints.withdrawalDailyLimit` },
    withdrawalSettledOnly: { kind: 'boolean', formOnly: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'merchantNo', order: 'asc' },
  toggleable: true,
});

export const DAY_COUNTINGS = ['afterLending', 'lendingDayCounts'] as const;
export type DayCounting = (typeof DAY_COUNTINGS)[number];
export const SUNDAY_RULES = ['none', 'nextMonday', 'previousSaturday'] as const;
export type SundayRule = (typeof SUNDAY_RULES)[number];

const merchantField = (extra: Partial<FieldSpec> = {}): FieldSpec =>
  ({ kind: 'integer', required: true, lookup: merchantSettingsUrls.merchants, list: true, filter: 'exact', ...extra });

/** MaturityConfigManagement: the due-date rule of a merchant's loans, for one product or all of them. */
export const maturityRuleEntity = defineEntity({
  name: 'maturityRule',
  namespace: NS,
  screen: 'MerchantSystem/MaturityConfigManagement',
  recordName: 'merchantName',
  fields: {
    merchantId: merchantField({ createOnly: true }),
    productId: { kind: 'integer', lookup: merchantSettingsUrls.products, list: true, createOnly: true, hint: `${NS}:hints.productId` },
    dayCounting: { kind: 'select', required: true, options: DAY_COUNTINGS, list: true, filter: 'exact' },
    sundayRule: { kind: 'select', required: true, options: SUNDAY_RULES, list: true, filter: 'exact' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: 'more' },
    updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface MaturityRule {
  dayCounting: DayCounting;
  sundayRule: SundayRule;
}

/**
 * The due date a rule gives: the lending day counted as day 1 moves it one day earlier; a Sunday moves to
 * Monday or Saturday. Never on or before the lending day (spec 5: the repayment date is not before the loan date).
 */
export function applyMaturityRule(dueDay: string, lendingDay: string, rule: MaturityRule): string {
  let day = rule.dayCounting === 'lendingDayCounts' ? shift(dueDay, -1) : dueDay;
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) {
    if (rule.sundayRule === 'nextMonday') day = shift(day, 1);
    if (rule.sundayRule === 'previousSaturday') day = shift(day, -1);
  }
  return day <= lendingDay ? shift(lendingDay, 1) : day;
}

export const TRAFFIC_STAFF_TYPES = ['channelManager', 'businessDevelopment', 'operations'] as const;
export const TRAFFIC_WORKING_STATUSES = ['working', 'resting', 'left'] as const;

/** TrafficPersonnel: staff who bring merchants traffic, their principal and related merchants. */
export const trafficPersonnelEntity = defineEntity({
  name: 'trafficPersonnel',
  namespace: NS,
  screen: 'OperationSystem/TrafficPersonnel',
  recordName: 'realName',
  fields: {
    userId: { kind: 'integer', required: true, createOnly: true, lookup: merchantSettingsUrls.users },
    userNo: { kind: 'text', readOnly: true, list: true },
    realName: { kind: 'text', readOnly: true, list: true },
    merchantId: merchantField({ hint: `${NS}:hints.principalMerchant` }),
    relatedMerchantIds: { kind: 'multiSelect', lookup: merchantSettingsUrls.merchants, list: true },
    staffType: { kind: 'select', required: true, options: TRAFFIC_STAFF_TYPES, list: true, filter: 'exact' },
    workingStatus: { kind: 'select', required: true, options: TRAFFIC_WORKING_STATUSES, list: true, filter: 'exact' },
    sendMessages: { kind: 'boolean', list: 'more' },
    remark: { kind: 'textarea', max: 200, list: 'more' },
    updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
});
