/**
 * The filters of the repayment lists, declared once: the filter bars and the list routes' query schemas
 * (common/money/repay-lists.ts) derive from them. Order, bill and flow numbers match by their start; names
 * anywhere, any case; phones in any typed form.
 */
import type { FilterDef } from '../lists/filters';
import { BILL_STATUSES, FLOW_SOURCES, FLOW_STATUSES, PAYMENT_CHANNELS, REPAY_TYPES, ROLLBACK_TYPES } from './statuses';

const MERCHANTS_URL = 'rePayManage/options/merchants';

export const BILL_FILTERS = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'billNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'customerName', kind: 'text', match: 'contains' },
  { name: 'merchantId', kind: 'lookup', url: MERCHANTS_URL },
  { name: 'status', kind: 'choice', values: BILL_STATUSES, labels: 'repay:billStatuses' },
  { name: 'overdue', kind: 'flag' },
  { name: 'dueDay', kind: 'dayRange', from: 'dueDayFrom', to: 'dueDayTo' },
  { name: 'lendingDay', kind: 'dayRange', from: 'lendingDayFrom', to: 'lendingDayTo' },
] as const satisfies readonly FilterDef[];

export const LOAN_FILTERS = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'customerName', kind: 'text', match: 'contains' },
  { name: 'merchantId', kind: 'lookup', url: MERCHANTS_URL },
  /** Every bill settled (true) or some still open (false). */
  { name: 'settled', kind: 'flag' },
  { name: 'overdue', kind: 'flag' },
  { name: 'lendingDay', kind: 'dayRange', from: 'lendingDayFrom', to: 'lendingDayTo' },
] as const satisfies readonly FilterDef[];

export const FLOW_FILTERS = [
  { name: 'flowNo', kind: 'text', match: 'prefix' },
  { name: 'paymentCode', kind: 'text', match: 'exact' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'repaidAt', kind: 'timeRange', from: 'repaidFrom', to: 'repaidTo' },
  { name: 'repayType', kind: 'choice', values: REPAY_TYPES, labels: 'repay:repayTypes' },
  { name: 'status', kind: 'choice', values: FLOW_STATUSES, labels: 'repay:flowStatuses' },
  { name: 'paymentChannel', kind: 'choice', values: PAYMENT_CHANNELS, labels: 'repay:channels' },
  { name: 'source', kind: 'choice', values: FLOW_SOURCES, labels: 'repay:flowSources' },
] as const satisfies readonly FilterDef[];

export const ROLLBACK_FILTERS = [
  { name: 'flowNo', kind: 'text', match: 'prefix' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'rollbackType', kind: 'choice', values: ROLLBACK_TYPES, labels: 'repay:rollbackTypes' },
  { name: 'rolledBackAt', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];
