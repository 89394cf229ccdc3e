/**
 * Merchant configuration that changes the intake (issue 17): traffic rules, loan amount limits, the
 * artificial black list and the contact black list. One i18n namespace, merchantConfig.
 */
import { defineEntity, type FieldProblem, type FieldSpec } from '../crud/entity';
import { ID_CARD_PATTERN, PHONE_PATTERN, VALIDATION_MESSAGES as V } from '../validators';
/** A device id as the SDK reports it (the same rule as the risk list's). */
const DEVICE_ID_PATTERN = /^[\w.:-]{3,128}$/;

/** GET merchantConfig/options/merchants: the merchant choices of these screens. */
export const MERCHANT_CONFIG_MERCHANTS_URL = 'merchantConfig/options/merchants';
const NS = 'merchantConfig';

const merchantField = (extra: Partial<FieldSpec> = {}): FieldSpec =>
  ({ kind: 'integer', required: true, lookup: MERCHANT_CONFIG_MERCHANTS_URL, list: true, filter: 'exact', createOnly: true, ...extra });

/** Limit codes: -1 unlimited, 0 the special meaning (new customers only / registration not allowed), n ≥ 1. */
export const LIMIT_CODE_MIN = -1;
export const LIMIT_CODE_MAX = 100_000;

export const trafficRuleEntity = defineEntity({
  name: 'trafficRule',
  namespace: NS,
  screen: 'OperationSystem/OrganizationMerchantManagement',
  recordName: 'merchantName',
  fields: {
    merchantId: merchantField(),
    applyLimit: { kind: 'integer', required: true, min: LIMIT_CODE_MIN, max: LIMIT_CODE_MAX, list: true, hint: `${NS}:hints.applyLimit` },
    registerLimit: { kind: 'integer', required: true, min: LIMIT_CODE_MIN, max: LIMIT_CODE_MAX, list: true, hint: `${NS}:hints.registerLimit` },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: true },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});

/** Customer types the loan limits are set for: the intake's loan type (1 first loan, 2 repeat). */
export const LOAN_LIMIT_TYPES = ['1', '2'] as const;

export const merchantLoanLimitEntity = defineEntity({
  name: 'merchantLoanLimit',
  namespace: NS,
  screen: 'OperationSystem/MerchantLoanAmountManagement',
  recordName: 'merchantName',
  fields: {
    merchantId: merchantField(),
    loanType: { kind: 'select', required: true, options: LOAN_LIMIT_TYPES, list: true, filter: 'exact', createOnly: true },
    minAmountCents: { kind: 'money', required: true, list: true },
    maxAmountCents: { kind: 'money', required: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: 'more' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});

/** The lowest amount may not be above the highest (server and form alike). */
export function loanLimitProblem(values: Record<string, unknown>): FieldProblem | null {
  const min = values.minAmountCents;
  const max = values.maxAmountCents;
  if (typeof min === 'number' && min <= 0) return { field: 'minAmountCents', message: `${NS}:errors.amountPositive` };
  if (typeof min === 'number' && typeof max === 'number' && min > max) return { field: 'maxAmountCents', message: `${NS}:errors.minAboveMax` };
  return null;
}

export const BLACKLIST_SUBJECTS = ['phone', 'idNumber', 'device'] as const;
type Subject = (typeof BLACKLIST_SUBJECTS)[number];
const SUBJECT_RULES: Record<Subject, { pattern: RegExp; message: string }> = {
  phone: { pattern: PHONE_PATTERN, message: V.phone },
  idNumber: { pattern: ID_CARD_PATTERN, message: V.idCard },
  device: { pattern: DEVICE_ID_PATTERN, message: `${NS}:errors.deviceFormat` },
};

export const artificialBlacklistEntity = defineEntity({
  name: 'artificialBlacklist',
  namespace: NS,
  screen: 'MerchantSystem/ArtificialBlacklistLibrary',
  recordName: 'reason',
  fields: {
    merchantId: merchantField({ required: false, hint: `${NS}:hints.allMerchants` }),
    subjectType: { kind: 'select', required: true, options: BLACKLIST_SUBJECTS, createOnly: true, list: true, filter: 'exact' },
    value: { kind: 'text', required: true, max: 128, createOnly: true, list: true, filter: 'contains', hint: `${NS}:hints.value` },
    reason: { kind: 'textarea', required: true, max: 200, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});

/** The value must fit its subject: 254 and nine digits, 7–9 digits, or a device id. */
export function blacklistValueProblem(values: Record<string, unknown>): FieldProblem | null {
  const subject = values.subjectType as Subject | undefined;
  if (!subject || !SUBJECT_RULES[subject] || values.value === undefined) return null;
  const rule = SUBJECT_RULES[subject];
  return rule.pattern.test(String(values.value).trim()) ? null : { field: 'value', message: rule.message };
}

export const contactBlacklistEntity = defineEntity({
  name: 'contactBlacklist',
  namespace: NS,
  screen: 'MerchantSystem/ContactBlacklist',
  recordName: 'phone',
  fields: {
    phone: { kind: 'text', required: true, pattern: PHONE_PATTERN, patternMessage: V.phone, createOnly: true, list: true, filter: 'exact' },
    reason: { kind: 'textarea', required: true, max: 200, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});

/** Why the intake refuses an application under the merchant's rules: `data.refuseReason` of the 409. */
export const INTAKE_REFUSALS = {
  trafficOff: 'T100',
  newCustomersOnly: 'T101',
  oldCustomersOnly: 'T102',
  registrationNotAllowed: 'T103',
  registrationFull: 'T104',
  amountBelowLimit: 'T105',
} as const;
export type IntakeRefusal = keyof typeof INTAKE_REFUSALS;
