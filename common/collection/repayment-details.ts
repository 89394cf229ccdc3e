/**
 * repaymentDetails (v1) and RepaymentDetailsNew (v2): every repayment on a case, attributed to the collector (or
 * agency) holding the case at that moment, with the level it was in; a rolled-back repayment adds a reversed row
 * with the negative amount, so sums are net.
 */
import type { FilterDef } from '../lists/filters';
import type { CollectionSystem } from './statuses';

export const REPAYMENT_DETAIL_SCREENS: Record<CollectionSystem, string> = {
  v1: 'CollectionSystem/repaymentDetails',
  v2: 'CollectionSystemNew/RepaymentDetailsNew',
};

export const REPAYMENT_DETAIL_URLS = {
  list: 'repaymentDetails/list',
  summary: 'repaymentDetails/summary',
  export: 'repaymentDetails/export',
  collectors: 'repaymentDetails/options/collectors',
  merchants: 'repaymentDetails/options/merchants',
  levels: (system: CollectionSystem) => `repaymentDetails/options/levels/${system}`,
} as const;

export const repaymentDetailFilters = (system: CollectionSystem) => [
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'collectorUserId', kind: 'lookup', url: REPAYMENT_DETAIL_URLS.collectors, numeric: true },
  { name: 'merchantId', kind: 'lookup', url: REPAYMENT_DETAIL_URLS.merchants, numeric: true },
  { name: 'level', kind: 'lookup', url: REPAYMENT_DETAIL_URLS.levels(system) },
] as const satisfies readonly FilterDef[];


export interface RepaymentDetailRow {
  id: number;
  repaidAt: string;
  caseNo: string;
  orderId: number;
  orderNo: string;
  customerName: string;
  phone: string;
  merchantName: string;
  level: string;
  collectorName: string | null;
  agency: string | null;
  amountCents: number;
  reversed: boolean;
}
