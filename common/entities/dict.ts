import { defineEntity } from '../crud/entity';

/** Sort, key and label, value and remark: the spec's "max 4, 64 or 200 characters" (spec 5, Dictionary fields). */
export const DICT_LIMITS = { sort: 9999, short: 64, long: 200 } as const;

/** A key travels in a URL (getSelectOptionRespDtos/{KEY}), so it keeps to letters, digits, "_", "-" and ".". */
export const DICT_KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * A dictionary type (spec 3, Dictionary): its key, name and code-table type; the entries hang below it.
 * The list is narrow (it sits beside the entries): the name and code-table type show under the key and the
 * remark above the entries, so none of them is a column of its own.
 */
export const dictEntity = defineEntity({
  name: 'dict',
  screen: 'UserSystem/DataDictionary',
  recordName: 'name',
  fields: {
    dictKey: { kind: 'text', required: true, max: DICT_LIMITS.short, pattern: DICT_KEY_PATTERN, patternMessage: 'dict:keyFormat', list: true, filter: 'contains', sortable: true },
    name: { kind: 'text', required: true, max: DICT_LIMITS.short, filter: 'contains', sortable: true },
    codeTableType: { kind: 'select', required: true, options: ['ordinary', 'errorCode'], filter: 'exact' },
    sort: { kind: 'integer', min: 0, max: DICT_LIMITS.sort, list: true, sortable: true, hint: 'dict:sortHint' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: DICT_LIMITS.long },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

/**
 * A dictionary entry. Its labels share the "dict" namespace with the type (dict:fields.*), while its API and
 * audit name is "dictItem". A JSON value must parse; that depends on valueType, so it is checked with both.
 */
export const dictItemEntity = defineEntity({
  name: 'dictItem',
  screen: 'UserSystem/DataDictionary',
  fields: {
    typeId: { kind: 'integer', required: true, min: 1, createOnly: true },
    parentId: { kind: 'integer', min: 1, createOnly: true },
    itemKey: { kind: 'text', required: true, max: DICT_LIMITS.short, list: true },
    labelDefault: { kind: 'text', required: true, max: DICT_LIMITS.short, list: true },
    itemValue: { kind: 'textarea', required: true, max: DICT_LIMITS.long, list: true, hint: 'dict:valueHint' },
    valueType: { kind: 'select', required: true, options: ['text', 'json'] },
    sort: { kind: 'integer', min: 0, max: DICT_LIMITS.sort, list: true, hint: 'dict:sortHint' },
    enabled: { kind: 'boolean', readOnly: true },
    remark: { kind: 'textarea', max: DICT_LIMITS.long },
    labelEn: { kind: 'text', max: DICT_LIMITS.short },
    labelSw: { kind: 'text', max: DICT_LIMITS.short },
    labelVi: { kind: 'text', max: DICT_LIMITS.short },
    labelZh: { kind: 'text', max: DICT_LIMITS.short },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

/** The i18n field label of a dictionary type or entry field: both live in dict.json. */
export const dictFieldLabelKey = (field: string) => `dict:fields.${field}`;

/** An entry of the tree GET dictItem/tree answers for one type. */
export interface DictItemNode {
  id: number;
  typeId: number;
  parentId: number | null;
  itemKey: string;
  itemValue: string;
  valueType: 'text' | 'json';
  labelDefault: string;
  labelEn: string | null;
  labelSw: string | null;
  labelVi: string | null;
  labelZh: string | null;
  sort: number;
  enabled: boolean;
  remark: string | null;
  children: DictItemNode[];
}
