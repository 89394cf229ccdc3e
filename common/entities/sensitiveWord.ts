import { defineEntity } from '../crud/entity';

export const SENSITIVE_WORDS_MAX = 4000;

/**
 * SensitiveWordConfig (spec 5: comma-separated words). Every enabled list is checked when a template is saved
 * and when a message is sent (common/contact/template.ts findSensitiveWord: case-insensitive, whole words or
 * phrases, `word*` for a prefix).
 */
export const sensitiveWordEntity = defineEntity({
  name: 'sensitiveWord',
  screen: 'OperationSystem/SensitiveWordConfig',
  recordName: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    words: { kind: 'textarea', required: true, max: SENSITIVE_WORDS_MAX, list: true, filter: 'contains', hint: 'sensitiveWord:hints.words' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'name', order: 'asc' },
  toggleable: true,
});
