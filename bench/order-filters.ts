/** The filter combinations the order screens offer, as the bench and the scale test run them. */
import type { ListSort } from '../common/list-query';
import type { OrderFilter, OrderSortField } from '../common/orders/order-query';

export interface FilterCase {
  label: string;
  filter: OrderFilter;
  current?: number;
  /** A column sort (sortField / sortOrder), as a screen's sortable column sends it. */
  sort?: ListSort<OrderSortField>;
  /** Query parameters as typed on the screen when they differ from the filter (a phone typed 07…). */
  typed?: Record<string, string>;
}

/** Sample values are read from the loaded book so that every case matches real rows. */
export interface Samples {
  phone: string;
  idNumber: string;
  orderNo: string;
  auditorId: number;
  merchantId: number;
  productId: number;
  recentDay: string;
  weekAgoDay: string;
  monthAgoDay: string;
}

export const filterCases = (s: Samples): FilterCase[] => [
  { label: 'OrderManagement: no filter', filter: {} },
  { label: 'OrderManagement: page 50', filter: {}, current: 50 },
  { label: 'OrderAllocation: to be allocated', filter: { status: [10] } },
  { label: 'OrderAllocation: merchant + status + 7 days', filter: { merchantId: s.merchantId, status: [10, 20], applyDayFrom: s.weekAgoDay, applyDayTo: s.recentDay } },
  { label: 'MyAudit: auditor + pending review', filter: { auditorId: s.auditorId, status: [20] } },
  { label: 'auditor only', filter: { auditorId: s.auditorId } },
  { label: 'status multi (30, 60)', filter: { status: [30, 60] } },
  { label: 'application days: 30', filter: { applyDayFrom: s.monthAgoDay, applyDayTo: s.recentDay } },
  { label: 'loan type: repeat', filter: { loanType: 2 } },
  { label: 'product', filter: { productId: s.productId } },
  { label: 'model level C', filter: { modelLevel: 'C' } },
  { label: 'whitelist', filter: { whitelist: true } },
  { label: 'incoming ussd + promotion tiktok', filter: { incomingChannel: 'ussd', promotionChannel: 'tiktok' } },
  { label: 'refuse code R302', filter: { refuseCode: 'R302' } },
  { label: 'lending channel bank', filter: { lendingChannel: 'bank' } },
  { label: 'data source h5 + disbursed', filter: { dataSource: 'h5', status: [60] } },
  { label: 'lending days: 7', filter: { lendingDayFrom: s.weekAgoDay, lendingDayTo: s.recentDay } },
  { label: 'phone', filter: { phone: s.phone } },
  { label: 'phone typed 07… with spaces', filter: { phone: s.phone }, typed: { phone: `0${s.phone.slice(3, 6)} ${s.phone.slice(6, 9)} ${s.phone.slice(9)}` } },
  { label: 'ID number', filter: { idNumber: s.idNumber } },
  { label: 'order number', filter: { orderNo: s.orderNo } },
  { label: 'order number prefix', filter: { orderNo: s.orderNo.slice(0, -2) } },
  { label: 'customer name prefix (2 characters)', filter: { customerName: 'Ma' } },
  { label: 'customer name anywhere: common', filter: { customerName: 'Kamau' } },
  { label: 'customer name anywhere: across words', filter: { customerName: 'ry Kam' } },
  { label: 'customer name anywhere: no match', filter: { customerName: 'Qzxv' } },
  { label: 'name anywhere + disbursed', filter: { customerName: 'wanjiru', status: [60] } },
  { label: 'merchant + product + loan type + 30 days', filter: { merchantId: s.merchantId, productId: s.productId, loanType: 1, applyDayFrom: s.monthAgoDay, applyDayTo: s.recentDay } },
];

/** Sorted pages (ORDER_SORTABLE), alone and with a filter: the bench runs them; their totals are the filters' own. */
export const sortCases = (s: Samples): FilterCase[] => [
  { label: 'sorted: apply time ascending', filter: {}, sort: { field: 'applyAt', direction: 'asc' } },
  { label: 'sorted: lending time descending', filter: {}, sort: { field: 'lendingAt', direction: 'desc' } },
  { label: 'sorted: lending time ascending', filter: {}, sort: { field: 'lendingAt', direction: 'asc' } },
  { label: 'sorted: amount descending', filter: {}, sort: { field: 'loanAmountCents', direction: 'desc' } },
  { label: 'sorted: amount ascending, page 50', filter: {}, sort: { field: 'loanAmountCents', direction: 'asc' }, current: 50 },
  { label: 'sorted: amount asc + disbursed', filter: { status: [60] }, sort: { field: 'loanAmountCents', direction: 'asc' } },
  { label: 'sorted: lending asc + to be allocated', filter: { status: [10] }, sort: { field: 'lendingAt', direction: 'asc' } },
  { label: 'sorted: lending desc + merchant + 7 days', filter: { merchantId: s.merchantId, applyDayFrom: s.weekAgoDay, applyDayTo: s.recentDay }, sort: { field: 'lendingAt', direction: 'desc' } },
];
