import { defineEntity } from '../crud/entity';

/** Spec 3 (Language) and 5: name ≤ 64, code ≤ 4, sort a positive integer with smaller first; one default at most. */
export const languageEntity = defineEntity({
  name: 'language',
  screen: 'UserSystem/MultiLanguageConfiguration',
  recordName: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    code: { kind: 'text', required: true, max: 4, pattern: /^[A-Za-z]{2,3}(-[A-Za-z]{1,2})?$|^[A-Za-z]{2,4}$/, patternMessage: 'language:codeFormat', list: true, filter: 'contains', sortable: true },
    flag: { kind: 'text', max: 64, list: true, hint: 'language:flagHint' },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: true, sortable: true },
    isDefault: { kind: 'boolean', list: true, filter: 'exact' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});
