import { defineEntity } from '../crud/entity';

/** Limits of a human-review question's answer options (spec 2, Audit configuration). */
export const QUESTION_OPTIONS = { min: 2, max: 20, maxLength: 64 } as const;

/**
 * The first problem of a question's options, as a message key of this namespace, or null: at least two,
 * none empty, none longer than 64 characters, no two the same (ignoring case and surrounding spaces).
 */
export function questionOptionsProblem(options: readonly unknown[]): string | null {
  const texts = options.map((o) => (typeof o === 'string' ? o.trim() : ''));
  if (texts.some((o) => o === '')) return 'auditConfiguration:errors.optionEmpty';
  if (texts.some((o) => o.length > QUESTION_OPTIONS.maxLength)) return 'auditConfiguration:errors.optionTooLong';
  if (texts.length < QUESTION_OPTIONS.min) return 'auditConfiguration:errors.optionsTooFew';
  if (texts.length > QUESTION_OPTIONS.max) return 'auditConfiguration:errors.optionsTooMany';
  if (new Set(texts.map((o) => o.toLowerCase())).size !== texts.length) return 'auditConfiguration:errors.optionsDuplicate';
  return null;
}

/** AuditConfiguration: the questions an auditor answers on the audit screen, each with its options; enable/disable. */
export const auditConfigurationEntity = defineEntity({
  name: 'auditConfiguration',
  screen: 'AuditSystem/AuditConfiguration',
  recordName: 'question',
  fields: {
    question: { kind: 'text', required: true, max: 200, list: true, filter: 'contains' },
    options: { kind: 'multiSelect', required: true, list: true, hint: 'auditConfiguration:hints.options' },
    required: { kind: 'boolean', list: true, filter: 'exact', hint: 'auditConfiguration:hints.required' },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: 'more', sortable: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

/** GET auditConfiguration/enabled: the enabled questions in sort order, for the audit screen. */
export interface EnabledQuestion {
  id: number;
  question: string;
  options: string[];
  required: boolean;
}
