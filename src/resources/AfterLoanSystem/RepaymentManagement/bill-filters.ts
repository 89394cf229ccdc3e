import { REPAY_URLS } from '../../../../common/money/repay-lists';
import { BILL_STATUSES } from '../../../../common/money/statuses';
import { PHONE_PATTERN, VALIDATION_MESSAGES } from '../../../../common/validators';
import type { MoneyFilterDef } from '../../../components/money';

/** RepaymentManagement's filters (common/money/repay-lists.ts billFilterSchema). */
export const BILL_FILTERS: readonly MoneyFilterDef[] = [
  { name: 'orderNo', kind: 'text' },
  { name: 'billNo', kind: 'text' },
  { name: 'phone', kind: 'text', pattern: PHONE_PATTERN, messageKey: `errors:${VALIDATION_MESSAGES.phone}` },
  { name: 'customerName', kind: 'text' },
  { name: 'merchantId', kind: 'lookup', url: REPAY_URLS.merchants },
  { name: 'status', kind: 'choice', values: BILL_STATUSES, labels: 'repay:billStatuses' },
  { name: 'overdue', kind: 'flag' },
  { name: 'dueDay', kind: 'dayRange', from: 'dueDayFrom', to: 'dueDayTo' },
  { name: 'lendingDay', kind: 'dayRange', from: 'lendingDayFrom', to: 'lendingDayTo' },
];
