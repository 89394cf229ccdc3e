/**
 * The filters of the repayment lists (RepaymentManagement, -New, -Merge, RollbackFlow), shared by the list
 * routes, their exports and the filter bars. Days are East Africa Time calendar days; times EAT wall clock.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { sortQuery } from '../list-query';
import { filterQuerySchema } from '../lists/filters';
import { BILL_FILTERS, FLOW_FILTERS, LOAN_FILTERS, ROLLBACK_FILTERS } from './repay-filters';

const int = z.coerce.number().int().optional();

const paging = {
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** The list queries derive from the declarations in ./repay-filters.ts (how each filter matches is said there). */
export const billFilterSchema = filterQuerySchema(BILL_FILTERS).extend({ merchantId: int });
/** The columns each money list sorts by (`sortField`), each backed by an index; without a sort, the list's own order. */
export const BILL_SORTABLE = ['dueDay'] as const;
export const LOAN_SORTABLE = ['lendingAt', 'loanAmountCents'] as const;
export const FLOW_SORTABLE = ['repaidAt', 'amountCents'] as const;
export type BillSortField = (typeof BILL_SORTABLE)[number];
export type LoanSortField = (typeof LOAN_SORTABLE)[number];
export type FlowSortField = (typeof FLOW_SORTABLE)[number];

export const billListQuerySchema = billFilterSchema.extend({ ...paging, ...sortQuery(BILL_SORTABLE) });
export type BillFilter = Partial<z.infer<typeof billFilterSchema>>;

export const loanFilterSchema = filterQuerySchema(LOAN_FILTERS).extend({ merchantId: int });
export const loanListQuerySchema = loanFilterSchema.extend({ ...paging, ...sortQuery(LOAN_SORTABLE) });
export type LoanFilter = Partial<z.infer<typeof loanFilterSchema>>;

export const flowFilterSchema = filterQuerySchema(FLOW_FILTERS);
export const flowListQuerySchema = flowFilterSchema.extend({ ...paging, ...sortQuery(FLOW_SORTABLE) });
export type FlowFilter = Partial<z.infer<typeof flowFilterSchema>>;

/** `caseSystem`: only flows whose bill's collection case is of that system (RollbackFlowNew shows v2's). */
export const rollbackFilterSchema = filterQuerySchema(ROLLBACK_FILTERS).extend({ caseSystem: z.enum(['v1', 'v2']).optional() });
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
  /** Every unsettled bill of the list's filter (up to FILTERED_BATCH_CAP), and what that would cover. */
  zeroSettleFiltered: 'rePayManage/zeroSettleFiltered',
  zeroSettleFilteredPreview: 'rePayManage/zeroSettleFiltered/preview',
  rollback: 'rePayManage/rollback',
  merchants: 'rePayManage/options/merchants',
} as const;
export const exportUrl = (list: 'bills' | 'loans' | 'flows') => `${REPAY_URLS[list]}/export`;
