import { APP_OPTIONS_URL, APP_PLATFORMS, HTTP_URL, VERSION_NAME } from '../app-content/apps';
import { defineEntity } from '../crud/entity';

/** A release of one app on one platform; a forced release makes every older build update (open API version check). */
export const appVersionEntity = defineEntity({
  name: 'appVersion',
  namespace: 'appContent',
  screen: 'OperationSystem/AppVersionsManagement',
  recordName: 'versionName',
  fields: {
    appCode: { kind: 'select', required: true, lookup: APP_OPTIONS_URL, list: true, createOnly: true },
    platform: { kind: 'select', required: true, options: APP_PLATFORMS, list: true, filter: 'exact', createOnly: true },
    versionName: { kind: 'text', required: true, max: 20, pattern: VERSION_NAME, patternMessage: 'appContent:errors.versionName', list: true, sortable: true },
    versionCode: { kind: 'integer', required: true, min: 1, max: 999_999_999, list: true, sortable: true, hint: 'appContent:hints.versionCode' },
    notes: { kind: 'textarea', required: true, max: 2000 },
    downloadUrl: { kind: 'text', max: 500, pattern: HTTP_URL, patternMessage: 'appContent:errors.url' },
    forceUpdate: { kind: 'boolean', list: true, filter: 'exact', hint: 'appContent:hints.forceUpdate' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'versionCode', order: 'desc' },
  toggleable: true,
});
