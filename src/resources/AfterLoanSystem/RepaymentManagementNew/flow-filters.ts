import { FLOW_SOURCES, FLOW_STATUSES, PAYMENT_CHANNELS, REPAY_TYPES } from '../../../../common/money/statuses';
import type { MoneyFilterDef } from '../../../components/money';

/** RepaymentManagementNew's filters (common/money/repay-lists.ts flowFilterSchema). */
export const FLOW_FILTERS: readonly MoneyFilterDef[] = [
  { name: 'flowNo', kind: 'text' },
  { name: 'paymentCode', kind: 'text' },
  { name: 'orderNo', kind: 'text' },
  { name: 'repaidAt', kind: 'timeRange', from: 'repaidFrom', to: 'repaidTo' },
  { name: 'repayType', kind: 'choice', values: REPAY_TYPES, labels: 'repay:repayTypes' },
  { name: 'status', kind: 'choice', values: FLOW_STATUSES, labels: 'repay:flowStatuses' },
  { name: 'paymentChannel', kind: 'choice', values: PAYMENT_CHANNELS, labels: 'repay:channels' },
  { name: 'source', kind: 'choice', values: FLOW_SOURCES, labels: 'repay:flowSources' },
];
