import { REPAY_URLS } from '../../../../common/money/repay-lists';
import { PHONE_PATTERN, VALIDATION_MESSAGES } from '../../../../common/validators';
import type { MoneyFilterDef } from '../../../components/money';

/** RepaymentManagementMerge's filters (common/money/repay-lists.ts loanFilterSchema). */
export const LOAN_FILTERS: readonly MoneyFilterDef[] = [
  { name: 'orderNo', kind: 'text' },
  { name: 'phone', kind: 'text', pattern: PHONE_PATTERN, messageKey: `errors:${VALIDATION_MESSAGES.phone}` },
  { name: 'customerName', kind: 'text' },
  { name: 'merchantId', kind: 'lookup', url: REPAY_URLS.merchants },
  { name: 'settled', kind: 'flag' },
  { name: 'overdue', kind: 'flag' },
  { name: 'lendingDay', kind: 'dayRange', from: 'lendingDayFrom', to: 'lendingDayTo' },
];
