/**
 * LoanManagement's filters (the disbursement list), declared once: the filter bar and the server's
 * payManageFilterSchema (pay-manage.ts, for the list, the export and "all filtered rows") derive from them.
 */
import type { FilterDef } from '../lists/filters';
import { PAYMENT_CHANNELS, RELEASE_STATUS } from './statuses';

/** The merchant filter's choices, within the caller's merchants. */
export const PAY_MERCHANTS_URL = 'payManage/options/merchants';

export const PAY_FILTERS = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'customerName', kind: 'text', match: 'contains' },
  { name: 'merchantId', kind: 'lookup', url: PAY_MERCHANTS_URL, numeric: true },
  { name: 'releaseStatus', kind: 'choice', values: Object.values(RELEASE_STATUS), labels: 'loan:releaseStatus' },
  { name: 'lendingChannel', kind: 'choice', values: PAYMENT_CHANNELS, labels: 'loan:channels' },
  { name: 'auditDay', kind: 'dayRange', from: 'auditDayFrom', to: 'auditDayTo' },
  { name: 'lendingDay', kind: 'dayRange', from: 'lendingDayFrom', to: 'lendingDayTo' },
] as const satisfies readonly FilterDef[];
