import { TM_ACTIVITY_TYPES, TM_INTENTS } from '../telemarketing/dial';
import { defineEntity } from '../crud/entity';

/**
 * ActivitiesConfiguration: what a telemarketer may offer a customer — a reward or a coupon of a face value —
 * with its rules (intents that qualify, requests per customer) and limits (per EAT day, in total, validity).
 */
export const tmActivityEntity = defineEntity({
  name: 'tmActivity',
  namespace: 'telemarketingWork',
  screen: 'OperationSystem/ActivitiesConfiguration',
  recordName: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 30, list: true, filter: 'contains', sortable: true },
    activityType: { kind: 'select', required: true, options: TM_ACTIVITY_TYPES, list: true, filter: 'exact' },
    faceValueCents: { kind: 'money', required: true, list: true, sortable: true },
    dailyLimit: { kind: 'integer', required: true, min: 1, max: 100000, list: true },
    totalLimit: { kind: 'integer', required: true, min: 1, max: 10000000, list: true },
    perCustomerLimit: { kind: 'integer', required: true, min: 1, max: 100, list: 'more' },
    eligibleIntents: { kind: 'multiSelect', options: TM_INTENTS, hint: 'telemarketingWork:hints.eligibleIntents' },
    validDays: { kind: 'integer', required: true, min: 1, max: 365, list: 'more' },
    usedTotal: { kind: 'integer', readOnly: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});
