/**
 * LoanManagement's filters (the disbursement list) for the filter bar. The server's payManageFilterSchema
 * (pay-manage.ts) reads the same parameters, the merchant as a number (a derived lookup would be text).
 */
import type { FilterDef } from '../lists/filters';
import { PAY_MERCHANTS_URL } from './pay-manage';
import { PAYMENT_CHANNELS, RELEASE_STATUS } from './statuses';

export const PAY_FILTERS = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'customerName', kind: 'text', match: 'contains' },
  { name: 'merchantId', kind: 'lookup', url: PAY_MERCHANTS_URL },
  { name: 'releaseStatus', kind: 'choice', values: Object.values(RELEASE_STATUS), labels: 'loan:releaseStatus' },
  { name: 'lendingChannel', kind: 'choice', values: PAYMENT_CHANNELS, labels: 'loan:channels' },
  { name: 'auditDay', kind: 'dayRange', from: 'auditDayFrom', to: 'auditDayTo' },
  { name: 'lendingDay', kind: 'dayRange', from: 'lendingDayFrom', to: 'lendingDayTo' },
] as const satisfies readonly FilterDef[];
