import { APP_OPTIONS_URL, LAUNCH_KINDS } from '../app-content/apps';
import { HTTP_URL } from '../app-content/apps';
import { defineEntity } from '../crud/entity';

/** A launch screen or banner: an uploaded image, a link, and when it shows. */
export const launchScreenEntity = defineEntity({
  name: 'launchScreen',
  namespace: 'appContent',
  screen: 'OperationSystem/LaunchManagement',
  recordName: 'title',
  fields: {
    appCode: { kind: 'select', required: true, lookup: APP_OPTIONS_URL, list: true },
    kind: { kind: 'select', required: true, options: LAUNCH_KINDS, list: true, filter: 'exact' },
    title: { kind: 'text', required: true, max: 100, list: true, filter: 'contains', sortable: true },
    imageKey: { kind: 'text', required: true, max: 200, hint: 'appContent:hints.imageKey' },
    linkUrl: { kind: 'text', max: 500, pattern: HTTP_URL, patternMessage: 'appContent:errors.url' },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: 'more', sortable: true },
    startsAt: { kind: 'datetime', required: true, list: true, sortable: true },
    endsAt: { kind: 'datetime', required: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});
