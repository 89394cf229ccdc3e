import { APP_OPTIONS_URL } from '../app-content/apps';
import { defineEntity } from '../crud/entity';
import { PHONE_PATTERN } from '../validators';

/** A customer-service hotline an app shows. */
export const serviceHotlineEntity = defineEntity({
  name: 'serviceHotline',
  namespace: 'appContent',
  screen: 'OperationSystem/CustomerServiceHotlineManagement',
  recordName: 'label',
  fields: {
    appCode: { kind: 'select', required: true, lookup: APP_OPTIONS_URL, list: true },
    label: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    contactPhone: { kind: 'text', required: true, max: 12, pattern: PHONE_PATTERN, patternMessage: 'validation.phone', list: true },
    workingHours: { kind: 'text', max: 64, list: true },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: true, sortable: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});
