import { defineEntity } from '../crud/entity';
import { BASE_TYPE_OPTION_SCREEN, TM_OPTION_TYPES } from '../telemarketing/list';

/** BaseTypeOption: the option lists the telemarketing screens use (abandon reasons, user groups, intents …). */
export const baseTypeOptionEntity = defineEntity({
  name: 'baseTypeOption',
  screen: BASE_TYPE_OPTION_SCREEN,
  recordName: 'name',
  fields: {
    optionType: { kind: 'select', required: true, options: TM_OPTION_TYPES, createOnly: true, list: true, filter: 'exact', sortable: true },
    code: { kind: 'text', required: true, max: 32, pattern: /^[A-Za-z0-9_-]+$/, patternMessage: 'baseTypeOption:codeFormat', createOnly: true, list: true, filter: 'contains' },
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains' },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: true, sortable: true },
    remark: { kind: 'textarea', max: 200, list: 'more' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});
