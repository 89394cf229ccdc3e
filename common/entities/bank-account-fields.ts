import type { Fields } from '../crud/entity';
import { PAYMENT_CHANNELS } from '../money/statuses';
import { merchantField } from './merchant-setting';

/** Bank account numbers, M-Pesa paybills and till numbers: letters, digits and "-". */
export const ACCOUNT_NO_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * A merchant's account at a bank or mobile-money provider (spec 3, Lender account and repayment account):
 * declared once for LoanerManagement and RepaymentAccountManagement. The same bank and account number may
 * appear once per screen. The list shows the account name under the bank and the branch under the number.
 */
export const bankAccountFields = (namespace: string) => ({
  merchantId: merchantField(),
  accountName: { kind: 'text', required: true, max: 64 },
  bankName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
  accountNo: { kind: 'text', required: true, min: 4, max: 34, pattern: ACCOUNT_NO_PATTERN, patternMessage: `${namespace}:errors.accountNoFormat`, list: true, filter: 'contains' },
  branch: { kind: 'text', max: 64 },
  channel: { kind: 'select', required: true, options: PAYMENT_CHANNELS, list: true, filter: 'exact' },
  enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  remark: { kind: 'textarea', max: 200 },
  updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
}) satisfies Fields;
