import { APP_OPTIONS_URL } from '../app-content/apps';
import { defineEntity } from '../crud/entity';

/** An announcement shown by an app between its start and end; abolished (disabled) it disappears, restarted it returns. */
export const announcementEntity = defineEntity({
  name: 'announcement',
  namespace: 'appContent',
  screen: 'OperationSystem/AnnouncementManagement',
  recordName: 'title',
  fields: {
    appCode: { kind: 'select', required: true, lookup: APP_OPTIONS_URL, list: true },
    title: { kind: 'text', required: true, max: 100, list: true, filter: 'contains', sortable: true },
    content: { kind: 'textarea', required: true, max: 4000 },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: true, sortable: true },
    startsAt: { kind: 'datetime', list: true, sortable: true, hint: 'appContent:hints.startsNow' },
    endsAt: { kind: 'datetime', list: true },
    // The spec's states: in force, or abolished (and restarted), not "Enabled: yes / no".
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact', label: 'appContent:fields.state', flagLabels: ['appContent:status.inForce', 'appContent:status.abolished'] },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'startsAt', order: 'desc' },
  toggleable: true,
});
