/**
 * The filters of the repayment lists (RepaymentManagement, -New, -Merge, RollbackFlow), shared by the list
 * routes, their exports and the filter bars. Days are East Africa Time calendar days; times EAT wall clock.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { BILL_STATUSES, FLOW_SOURCES, FLOW_STATUSES, PAYMENT_CHANNELS, REPAY_TYPES, ROLLBACK_TYPES } from './statuses';

const text = z.string().trim().max(64).optional().transform((v) => (v ? v : undefined));
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date').optional().or(z.literal('').transform(() => undefined));
const time = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'validation.date').optional().or(z.literal('').transform(() => undefined));
const int = z.coerce.number().int().optional();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true').optional();
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().or(z.literal('').transform(() => undefined));

const paging = {
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const billFilterSchema = z.object({
  orderNo: text, billNo: text, phone: text, customerName: text, merchantId: int,
  status: oneOf(BILL_STATUSES), overdue: flag,
  dueDayFrom: day, dueDayTo: day, lendingDayFrom: day, lendingDayTo: day,
});
export const billListQuerySchema = billFilterSchema.extend(paging);
export type BillFilter = Partial<z.infer<typeof billFilterSchema>>;

export const loanFilterSchema = z.object({
  orderNo: text, phone: text, customerName: text, merchantId: int,
  /** Every bill settled (true) or some still open (false). */
  settled: flag, overdue: flag,
  lendingDayFrom: day, lendingDayTo: day,
});
export const loanListQuerySchema = loanFilterSchema.extend(paging);
export type LoanFilter = Partial<z.infer<typeof loanFilterSchema>>;

export const flowFilterSchema = z.object({
  flowNo: text, paymentCode: text, orderNo: text,
  paymentChannel: oneOf(PAYMENT_CHANNELS), repayType: oneOf(REPAY_TYPES), source: oneOf(FLOW_SOURCES), status: oneOf(FLOW_STATUSES),
  repaidFrom: time, repaidTo: time,
});
export const flowListQuerySchema = flowFilterSchema.extend(paging);
export type FlowFilter = Partial<z.infer<typeof flowFilterSchema>>;

export const rollbackFilterSchema = z.object({
  flowNo: text, orderNo: text, rollbackType: oneOf(ROLLBACK_TYPES), dayFrom: day, dayTo: day,
});
export const rollbackListQuerySchema = rollbackFilterSchema.extend(paging);
export type RollbackFilter = Partial<z.infer<typeof rollbackFilterSchema>>;

/** Exports stop here; narrow the filter for more. */
export const REPAY_EXPORT_MAX_ROWS = 50_000;

/** The list routes, named once for the server and the screens. */
export const REPAY_URLS = {
  bills: 'rePayManage/bills',
  loans: 'rePayManage/orders',
  flows: 'rePayManage/flows',
  rollbacks: 'rePayManage/rollbacks',
  flowByNo: 'rePayManage/flowByNo',
  trial: 'rePayManage/trial',
  coupons: 'rePayManage/coupons',
  repay: 'rePayManage/repay',
  zeroSettle: 'rePayManage/zeroSettle',
  rollback: 'rePayManage/rollback',
  merchants: 'rePayManage/options/merchants',
} as const;
export const exportUrl = (list: 'bills' | 'loans' | 'flows') => `${REPAY_URLS[list]}/export`;
