import { defineEntity } from '../crud/entity';
import { TM_TOUCH_CHANNELS, TM_WORKING_STATUSES } from '../telemarketing/dial';

export const tmPersonnelUrls = { candidates: 'tmPersonnel/candidates', activities: 'tmPersonnel/activities' } as const;

/**
 * TelemarketingPersonnel (spec 2, "channels and activity settings for telemarketing"): the telemarketers on the
 * telemarketer tree, the channels they may reach customers through, the activities they may offer (none: all
 * enabled ones) and whether they are working (only working telemarketers receive dial tasks).
 */
export const tmPersonnelEntity = defineEntity({
  name: 'tmPersonnel',
  namespace: 'telemarketingWork',
  screen: 'TelemarketingSystem/TelemarketingPersonnel',
  recordName: 'realName',
  fields: {
    userId: { kind: 'integer', required: true, createOnly: true, lookup: tmPersonnelUrls.candidates },
    userNo: { kind: 'text', readOnly: true, list: true },
    realName: { kind: 'text', readOnly: true, list: true },
    deptName: { kind: 'text', readOnly: true, list: true },
    channels: { kind: 'multiSelect', required: true, options: TM_TOUCH_CHANNELS, list: true },
    activityIds: { kind: 'multiSelect', lookup: tmPersonnelUrls.activities, list: true, hint: 'telemarketingWork:hints.activityIds' },
    workingStatus: { kind: 'select', required: true, options: TM_WORKING_STATUSES, list: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
});
