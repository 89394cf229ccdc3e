import { defineEntity } from '../crud/entity';
import { EMAIL_PATTERN, ID_CARD_PATTERN, JOB_NUMBER_PATTERN, PHONE_PATTERN, VALIDATION_MESSAGES as V } from '../validators';

/** The login id: 3–64 letters, digits, "_", ".", "@" or "-". */
export const USERNAME_PATTERN = /^[\w.@-]+$/;
export const EXTENSION_PATTERN = /^\d{1,8}$/;
export const USER_STATUSES = ['normal', 'frozen'] as const;
export const EMPLOYEE_STATUSES = ['employed', 'left'] as const;

/** Where the user form's choices come from: GET user/options/{kind}. */
export const USER_OPTION_KINDS = ['departments', 'roles', 'merchants', 'organizations'] as const;
export type UserOptionKind = (typeof USER_OPTION_KINDS)[number];
export const userOptionsUrl = (kind: UserOptionKind) => `user/options/${kind}`;

/**
 * Spec 3 (User), 4 (normal or frozen; employed or left), 5 (phone, ID card, job number). Users are never
 * deleted: their rows stay for the audit trail (docs/decisions.md).
 */
export const userEntity = defineEntity({
  name: 'user',
  screen: 'UserSystem/UserManagement',
  fields: {
    userNo: { kind: 'text', readOnly: true, list: 'more', sortable: true },
    username: { kind: 'text', required: true, min: 3, max: 64, pattern: USERNAME_PATTERN, patternMessage: 'user:validation.username', hint: 'user:hints.username', list: true, filter: 'contains', sortable: true },
    realName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    deptId: { kind: 'integer', required: true, lookup: userOptionsUrl('departments'), list: 'more', filter: 'exact' },
    roleIds: { kind: 'multiSelect', required: true, lookup: userOptionsUrl('roles'), list: true, filter: 'exact' },
    merchantId: { kind: 'integer', required: true, lookup: userOptionsUrl('merchants'), list: true, filter: 'exact' },
    associatedMerchantIds: { kind: 'multiSelect', lookup: userOptionsUrl('merchants') },
    orgId: { kind: 'integer', lookup: userOptionsUrl('organizations') },
    phone: { kind: 'text', required: true, pattern: PHONE_PATTERN, patternMessage: V.phone, hint: 'user:hints.phone', list: true },
    idNumber: { kind: 'text', pattern: ID_CARD_PATTERN, patternMessage: V.idCard, hint: 'user:hints.idNumber' },
    extension: { kind: 'text', pattern: EXTENSION_PATTERN, patternMessage: 'user:validation.extension' },
    email: { kind: 'text', max: 128, pattern: EMAIL_PATTERN, patternMessage: V.email },
    jobNumber: { kind: 'text', pattern: JOB_NUMBER_PATTERN, patternMessage: V.jobNumber, hint: 'user:hints.jobNumber', list: 'more' },
    isInternal: { kind: 'boolean', list: 'more', filter: 'exact' },
    employeeStatus: { kind: 'select', required: true, options: EMPLOYEE_STATUSES, list: 'more', filter: 'exact' },
    basicSalary: { kind: 'money' },
    status: { kind: 'select', options: USER_STATUSES, readOnly: true, list: true, filter: 'exact' },
    emailVerified: { kind: 'boolean', readOnly: true, list: 'more' },
    phoneVerified: { kind: 'boolean', readOnly: true, list: 'more' },
    frozenAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
    mfaBound: { kind: 'boolean', readOnly: true, list: 'more' },
    lastLoginAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
    createdAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});

/** Optional fields an update clears when it sends them empty ("" or null). */
export const CLEARABLE_USER_FIELDS = ['orgId', 'idNumber', 'extension', 'email', 'jobNumber'] as const;
