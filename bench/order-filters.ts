/** The filter combinations the order screens offer, as the bench and the scale test run them. */
import type { OrderFilter } from '../common/orders/order-query';

export interface FilterCase {
  label: string;
  filter: OrderFilter;
  current?: number;
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
  { label: 'ID number', filter: { idNumber: s.idNumber } },
  { label: 'order number', filter: { orderNo: s.orderNo } },
  { label: 'customer name prefix', filter: { customerName: 'Mary Ka' } },
  { label: 'merchant + product + loan type + 30 days', filter: { merchantId: s.merchantId, productId: s.productId, loanType: 1, applyDayFrom: s.monthAgoDay, applyDayTo: s.recentDay } },
];
