import { APP_OPTIONS_URL, CODE_PURPOSES, CODE_STATES } from '../app-content/apps';
import { defineEntity } from '../crud/entity';

/** Codes sent to customers (read only here): valid or expired, and "resend SMS". */
export const verificationCodeEntity = defineEntity({
  name: 'verificationCode',
  namespace: 'appContent',
  screen: 'OperationSystem/VerificationCodeManagement',
  recordName: 'phone',
  fields: {
    phone: { kind: 'text', readOnly: true, list: true, filter: 'exact', hint: 'appContent:hints.phone' },
    appCode: { kind: 'select', lookup: APP_OPTIONS_URL, readOnly: true, list: true, filter: 'exact' },
    purpose: { kind: 'select', options: CODE_PURPOSES, readOnly: true, list: true, filter: 'exact' },
    state: { kind: 'select', options: CODE_STATES, readOnly: true, list: true, filter: 'exact' },
    sentAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
    expiresAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
    sendCount: { kind: 'integer', readOnly: true, list: true },
  },
  defaultSort: { field: 'sentAt', order: 'desc' },
});
