/**
 * CustomerServiceStaff (issue 16): the agents — which user, which group, and their working status (online,
 * busy, offline). Calling assignments go to online agents first. One row per user.
 */
import { defineEntity } from '../crud/entity';

export const STAFF_SCREEN = 'CustomerServiceSystem/CustomerServiceStaff';
export const CS_WORKING_STATUSES = ['online', 'busy', 'offline'] as const;
/** Users who may be made agents (not frozen), as { label, value }. */
export const CS_STAFF_CANDIDATES_URL = 'csStaff/candidates';

export const csStaffEntity = defineEntity({
  name: 'csStaff',
  screen: STAFF_SCREEN,
  namespace: 'customerService',
  fields: {
    userId: { kind: 'integer', required: true, createOnly: true, min: 1, max: 2_147_483_647, lookup: CS_STAFF_CANDIDATES_URL, list: true, filter: 'exact' },
    realName: { kind: 'text', readOnly: true },
    groupName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    workingStatus: { kind: 'select', required: true, options: CS_WORKING_STATUSES, list: true, filter: 'exact', sortable: true },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'groupName', order: 'asc' },
});
