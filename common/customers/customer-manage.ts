/**
 * CustomerManage (issue 16): the customer 360 of customer service. Find a customer by phone (any typed
 * form), ID number, name (anywhere) or order number (its start), then see everything in one place: profile,
 * credit lines, orders and loans, bills with what is owed, repayments, refunds, coupons and every contact made.
 */
import { z } from 'zod';
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { FilterDef } from '../lists/filters';

export const CUSTOMER_MANAGE_SCREEN = 'CustomerServiceSystem/CustomerManage';

/** The filters, declared once: the filter bar and the server's query schema derive from them. */
export const CUSTOMER_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'idNumber', kind: 'text', match: 'exact' },
  { name: 'fullName', kind: 'text', match: 'contains' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'days', kind: 'dayRange', from: 'registeredFrom', to: 'registeredTo' },
] as const satisfies readonly FilterDef[];


export const customerIdQuerySchema = z.object({ customerId: z.coerce.number().int().positive() });

const v = valuesOf<CustomerRow>('customerManage');

/** The list's columns, declared once (common/lists/declared-columns.ts). */
export const CUSTOMER_COLUMNS = [
  columnOf('customerNo', [v('customerNo')]),
  columnOf('fullName', [v('fullName')]),
  columnOf('phone', [v('phone')]),
  columnOf('idNumber', [v('idNumber')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('registeredAt', [v('registeredAt', 'time')]),
  columnOf('orderCount', [v('orderCount', 'int')]),
  columnOf('openBillCount', [v('openBillCount', 'int')]),
  columnOf('amountDueCents', [v('amountDueCents', 'money')]),
];
/** Shown when the user asks (column chooser); the rest fit 1280 px with the row action. */
export const CUSTOMER_HIDDEN_FIRST: readonly string[] = ['orderCount', 'openBillCount', 'registeredAt'];

export interface CustomerRow {
  id: number;
  customerNo: string;
  fullName: string;
  phone: string;
  idNumber: string;
  merchantName: string;
  registeredAt: string;
  orderCount: number;
  openBillCount: number;
  amountDueCents: number;
}

/** How many of each section the 360 shows, newest first (a customer with 50 loans shows them all). */
export const CUSTOMER_VIEW_LIMITS = { orders: 100, bills: 100, flows: 100, refunds: 50, coupons: 50, contacts: 100 } as const;

export interface CustomerProfile {
  id: number;
  customerNo: string;
  fullName: string;
  phone: string;
  idNumber: string;
  email: string | null;
  gender: string | null;
  birthDate: string | null;
  maritalStatus: string | null;
  education: string | null;
  occupation: string | null;
  employer: string | null;
  monthlyIncomeCents: number | null;
  county: string | null;
  address: string | null;
  language: string;
  merchantName: string;
  registeredAt: string;
}

export interface CustomerCreditRow {
  id: number; creditType: string; limitCents: number; remainingCents: number; expiresAt: string | null; adjustable: boolean; status: string;
  /** A temporary raise: the TemporaryCreditLimitIssuance task that granted it. */
  taskName: string | null;
}
export interface CustomerOrderRow {
  id: number; orderNo: string; productName: string | null; status: number; loanAmountCents: number; applyAt: string; lendingAt: string | null;
}
export interface CustomerBillRow {
  id: number; billNo: string; orderNo: string; periodNo: number; status: string; dueDay: string; overdueDays: number;
  billAmountCents: number; repaidCents: number; couponCents: number; waivedCents: number; amountDueCents: number;
}
export interface CustomerFlowRow {
  id: number; flowNo: string; orderNo: string; repayType: string; source: string; paymentChannel: string | null; status: string;
  amountCents: number; couponCents: number; waivedCents: number; repaidAt: string;
}
export interface CustomerRefundRow {
  id: number; refundNo: string; orderNo: string; amountCents: number; auditStatus: string; refundStatus: string; createdAt: string;
}
export interface CustomerCouponRow {
  id: number; couponNo: string; couponType: string; amountCents: number; status: string; expiresAt: string | null; createdAt: string;
}
/** One contact with the customer: a call, an SMS or e-mail (the outbox), a collection contact, or an inbound call. */
export interface CustomerContactRow {
  key: string;
  kind: 'call' | 'message' | 'collection' | 'inCall';
  channel: string;
  at: string;
  staffName: string | null;
  status: string | null;
  detail: string | null;
  /** A call's talk time, once the call centre's record of it has come. */
  talkSeconds?: number | null;
}

export interface CustomerView {
  profile: CustomerProfile;
  credits: CustomerCreditRow[];
  orders: CustomerOrderRow[];
  bills: CustomerBillRow[];
  flows: CustomerFlowRow[];
  refunds: CustomerRefundRow[];
  coupons: CustomerCouponRow[];
  contacts: CustomerContactRow[];
  /** What the customer owes now over all open bills. */
  amountDueCents: number;
}
