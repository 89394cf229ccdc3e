import { defineEntity } from '../crud/entity';

export const PERSONNEL_LOAN_TYPES = ['all', 'first', 'repeat'] as const;
export const WORKING_STATUSES = ['working', 'resting'] as const;
export const PERSONNEL_STATUSES = ['normal', 'frozen'] as const;
export const STAFF_TYPES = ['fullTime', 'partTime', 'outsourced'] as const;
export type WorkingStatus = (typeof WORKING_STATUSES)[number];

/** Choices of the personnel form: every merchant, and the users who may audit (search by name or username). */
export const auditPersonnelUrls = {
  merchants: 'auditPersonnel/merchants',
  candidates: 'auditPersonnel/candidates',
} as const;

/**
 * AuditPersonnel (spec 3, Personnel; 4, normal or frozen): one row per auditor — group, principal and
 * related merchants, loan types, automatic allocation, message sending, first-loan whitelist, daily limit,
 * working status; with today's allocations and the orders waiting for their review.
 */
export const auditPersonnelEntity = defineEntity({
  name: 'auditPersonnel',
  screen: 'AuditSystem/AuditPersonnel',
  recordName: 'realName',
  fields: {
    userId: { kind: 'integer', required: true, createOnly: true, hint: 'auditPersonnel:hints.userId' },
    realName: { kind: 'text', readOnly: true, list: true, filter: 'contains' },
    username: { kind: 'text', readOnly: true },
    groupName: { kind: 'text', max: 64, list: true, filter: 'contains', sortable: true },
    workingStatus: { kind: 'select', options: WORKING_STATUSES, readOnly: true, list: true, filter: 'exact' },
    status: { kind: 'select', options: PERSONNEL_STATUSES, readOnly: true, list: true, filter: 'exact' },
    allocatedToday: { kind: 'integer', readOnly: true, list: true },
    pendingReview: { kind: 'integer', readOnly: true, list: true },
    dailyLimit: { kind: 'integer', required: true, min: 1, max: 2000, sortable: true },
    merchantIds: { kind: 'multiSelect', required: true, lookup: auditPersonnelUrls.merchants, list: 'more', hint: 'auditPersonnel:hints.merchantIds' },
    relatedMerchantIds: { kind: 'multiSelect', lookup: auditPersonnelUrls.merchants, list: 'more', hint: 'auditPersonnel:hints.relatedMerchantIds' },
    merchantId: { kind: 'integer', readOnly: true, lookup: auditPersonnelUrls.merchants, filter: 'exact' },
    loanTypes: { kind: 'select', required: true, options: PERSONNEL_LOAN_TYPES, list: 'more' },
    autoAllocation: { kind: 'boolean', list: 'more' },
    messageSending: { kind: 'boolean', list: 'more' },
    firstLoanWhitelist: { kind: 'boolean', list: 'more' },
    staffType: { kind: 'select', options: STAFF_TYPES, list: 'more', filter: 'exact' },
    aiEmployee: { kind: 'boolean', list: 'more', filter: 'exact' },
    deptName: { kind: 'text', readOnly: true, list: 'more' },
    employeeStatus: { kind: 'select', options: ['employed', 'left'], readOnly: true, list: 'more' },
    createdAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'createdAt', order: 'asc' },
});

/** A user who may be added as audit personnel (holds the Loan Auditor role or may open MyAudit). */
export interface PersonnelCandidate {
  value: number;
  label: string;
}
