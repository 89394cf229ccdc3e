import { defineEntity, type FieldProblem } from '../crud/entity';
import { LIST_SUBJECTS, LIST_TYPES } from '../risk/variables';
import { ID_CARD_PATTERN, PHONE_PATTERN, VALIDATION_MESSAGES as V } from '../validators';

export type ListSubject = (typeof LIST_SUBJECTS)[number];
export const DEVICE_ID_PATTERN = /^[\w.:-]{3,128}$/;
/** At most this many values in one pasted batch. */
export const MAX_BATCH_VALUES = 500;

const SUBJECT_RULES: Record<ListSubject, { pattern: RegExp; message: string }> = {
  phone: { pattern: PHONE_PATTERN, message: V.phone },
  idNumber: { pattern: ID_CARD_PATTERN, message: V.idCard },
  device: { pattern: DEVICE_ID_PATTERN, message: 'riskList:errors.deviceFormat' },
};

/**
 * A list entry (ListManagement): a phone, ID number or device on the black, white or grey list. The API
 * answers the value in a field named after its subject (phone, idNumber, device) so that masked users
 * receive phones and ID numbers masked. The value is fixed once added.
 */
export const riskListEntity = defineEntity({
  name: 'riskList',
  screen: 'RiskControlSystem/ListManagement',
  recordName: 'value',
  fields: {
    listType: { kind: 'select', required: true, options: LIST_TYPES, list: true, filter: 'exact' },
    subjectType: { kind: 'select', required: true, options: LIST_SUBJECTS, createOnly: true, list: true, filter: 'exact' },
    value: { kind: 'text', required: true, max: 128, createOnly: true, list: true, filter: 'contains', hint: 'riskList:hints.value' },
    reason: { kind: 'textarea', max: 200, list: true },
    expiresAt: { kind: 'datetime', list: true, sortable: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});

/** Splits pasted text on commas, semicolons, spaces and new lines. */
export const splitValues = (text: string) => text.split(/[\s,;，；]+/).map((v) => v.trim()).filter(Boolean);

export function isListValue(subjectType: ListSubject, value: string): boolean {
  return SUBJECT_RULES[subjectType].pattern.test(value);
}

export function listValueProblem(values: Record<string, unknown>): FieldProblem | null {
  const subject = values.subjectType as ListSubject | undefined;
  if (!subject || !SUBJECT_RULES[subject] || values.value === undefined) return null;
  const rule = SUBJECT_RULES[subject];
  return rule.pattern.test(String(values.value).trim()) ? null : { field: 'value', message: rule.message };
}
