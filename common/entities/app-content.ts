import { APP_OPTIONS_URL, CONTENT_CODES, CONTENT_LANGUAGES } from '../app-content/apps';
import { defineEntity } from '../crud/entity';

/** A content page of an app (about us, privacy policy …) in one language; the open API falls back to English. */
export const appContentEntity = defineEntity({
  name: 'appContent',
  screen: 'OperationSystem/AppContentManagement',
  recordName: 'title',
  fields: {
    appCode: { kind: 'select', required: true, lookup: APP_OPTIONS_URL, list: true },
    contentCode: { kind: 'select', required: true, options: CONTENT_CODES, list: true, filter: 'exact' },
    language: { kind: 'select', required: true, options: CONTENT_LANGUAGES, list: true, filter: 'exact' },
    title: { kind: 'text', required: true, max: 100, list: true, filter: 'contains', sortable: true },
    body: { kind: 'textarea', required: true, max: 20000 },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});
