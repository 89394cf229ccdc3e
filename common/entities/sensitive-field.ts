import { FIELD_NAME } from '../app-content/apps';
import { defineEntity } from '../crud/entity';
import { MASK_KINDS } from '../masking';

/** SensitiveInfoConfig: a response field masked for masked users, and how; the server's masking reads these rows. */
export const sensitiveFieldEntity = defineEntity({
  name: 'sensitiveField',
  namespace: 'appContent',
  screen: 'OperationSystem/SensitiveInfoConfig',
  recordName: 'fieldName',
  fields: {
    fieldName: { kind: 'text', required: true, max: 64, pattern: FIELD_NAME, patternMessage: 'appContent:errors.fieldName', list: true, filter: 'contains', sortable: true, createOnly: true },
    maskKind: { kind: 'select', required: true, options: MASK_KINDS, list: true, filter: 'exact' },
    remark: { kind: 'text', max: 200, list: true },
    builtIn: { kind: 'boolean', readOnly: true, list: true, filter: 'exact' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'fieldName', order: 'asc' },
  toggleable: true,
});
