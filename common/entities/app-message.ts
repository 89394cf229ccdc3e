import { APP_MESSAGE_AUDIENCES, APP_MESSAGE_CONTENT_MAX, APP_MESSAGE_SCREEN, APP_MESSAGE_STATUSES, APP_MESSAGE_TITLE_MAX } from '../app-message/app-message';
import { defineEntity } from '../crud/entity';

export const APP_MESSAGE_APPS_URL = 'appMessage/apps';

/** An in-app message: written as a draft, published (shown by its app from the publish time), withdrawn. */
export const appMessageEntity = defineEntity({
  name: 'appMessage',
  screen: APP_MESSAGE_SCREEN,
  recordName: 'title',
  fields: {
    appCode: { kind: 'select', required: true, lookup: APP_MESSAGE_APPS_URL, list: true, filter: 'exact' },
    title: { kind: 'text', required: true, max: APP_MESSAGE_TITLE_MAX, list: true, filter: 'contains', sortable: true },
    content: { kind: 'textarea', required: true, max: APP_MESSAGE_CONTENT_MAX },
    audience: { kind: 'select', required: true, options: APP_MESSAGE_AUDIENCES, list: true, filter: 'exact' },
    publishAt: { kind: 'datetime', list: true, sortable: true, hint: 'appMessage:hints.publishAt' },
    status: { kind: 'select', readOnly: true, options: APP_MESSAGE_STATUSES, list: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'publishAt', order: 'desc' },
});
