import { defineEntity } from '../crud/entity';

/** What a role's users must pass at sign-in besides the password: nothing, an SMS/e-mail code, or MFA. */
export const LOGIN_VERIFICATIONS = ['none', 'code', 'mfa'] as const;
export type LoginVerification = (typeof LOGIN_VERIFICATIONS)[number];

import { SENSITIVE_PERMISSION_KEYS } from '../sensitive';

export const loginVerificationOf = (role: { mfaRequired: boolean; loginCodeRequired: boolean }): LoginVerification =>
  (role.mfaRequired ? 'mfa' : role.loginCodeRequired ? 'code' : 'none');

export const loginVerificationColumns = (value: LoginVerification) =>
  ({ mfaRequired: value === 'mfa', loginCodeRequired: value === 'code' });

/** Spec 3 (Role: number, name) and 6: role number and name unique, name at most 64 characters. */
export const roleEntity = defineEntity({
  name: 'role',
  screen: 'UserSystem/RoleManagement',
  recordName: 'roleName',
  fields: {
    roleNo: { kind: 'text', required: true, max: 32, pattern: /^[A-Za-z0-9_-]+$/, patternMessage: 'role:roleNoFormat', list: true, filter: 'contains', sortable: true },
    roleName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    loginVerification: { kind: 'select', options: LOGIN_VERIFICATIONS, list: true, formOnly: true, hint: 'role:loginVerificationHint' },
    sensitivePerms: { kind: 'multiSelect', options: SENSITIVE_PERMISSION_KEYS, readOnly: true, list: true },
    userCount: { kind: 'integer', readOnly: true, list: true },
    remark: { kind: 'textarea', max: 200, list: 'more' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'roleNo', order: 'asc' },
});
