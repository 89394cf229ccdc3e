/** The four repayment lists: a page of rows in the caller's merchants, and the same rows chunk by chunk for an export. */
import { eatDay } from '../../../common/money/bill-math';
import { sortOf, type SORT_ORDERS } from '../../../common/list-query';
import type { BillFilter, BillSortField, FlowFilter, FlowSortField, LoanFilter, LoanSortField, RollbackFilter } from '../../../common/money/repay-lists';
import type { BillListRow, FlowListRow, LoanListRow, RollbackListRow } from '../../../common/money/repay-rows';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { CountedTotal } from '../../db/budgeted-count';
import { fewMatches } from '../../db/list-search';
import { merchantScopeOf } from '../order/order-scope';
import { billNeedles, billRollupSql, billWhere, countBills, findBills } from './bills.repository';
import { countFlows, countRollbacks, findFlows, findRollbacks, flowNeedles, flowWhere, rollbackWhere } from './flows.repository';
import { countLoans, findLoans, loanNeedles, loanRollupSql, loanWhere, sumBills } from './loans.repository';
import { presentBill, presentFlow, presentLoan, presentRollback } from './repay-present';

export interface Paging {
  current: number;
  size: number;
}

/** A list's rows for [offset, offset + limit) and its total. */
export interface ListSource<R> {
  rows: (offset: number, limit: number) => Promise<R[]>;
  total: () => Promise<CountedTotal>;
}

export async function page<R>(source: ListSource<R>, { current, size }: Paging) {
  const [records, total] = await Promise.all([source.rows((current - 1) * size, size), source.total()]);
  return { records, total: total.total, totalExact: total.exact, current, size };
}

/** A list query's sort parameters (BILL_SORTABLE, LOAN_SORTABLE, FLOW_SORTABLE); absent from exports' filters. */
type Sorted<F extends string> = { sortField?: F; sortOrder?: (typeof SORT_ORDERS)[number] };

export async function billSource(deps: Deps, userId: number, filter: BillFilter & Sorted<BillSortField>): Promise<ListSource<BillListRow>> {
  const today = eatDay(deps.now());
  const scope = await merchantScopeOf(deps.db, userId);
  const where = billWhere(filter, scope, today);
  const sort = sortOf(filter, 'dueDay');
  const few = await fewMatches(deps.db, billNeedles(filter));
  return {
    rows: async (offset, limit) => (await findBills(deps.db, where, offset, limit, sort, few)).map((row) => presentBill(row, today)),
    total: () => countBills(deps.db, where, billRollupSql(filter, scope, today)),
  };
}

export async function loanSource(deps: Deps, userId: number, filter: LoanFilter & Sorted<LoanSortField>): Promise<ListSource<LoanListRow>> {
  const today = eatDay(deps.now());
  const scope = await merchantScopeOf(deps.db, userId);
  const where = loanWhere(filter, scope, today);
  const sort = sortOf(filter, 'lendingAt');
  const few = await fewMatches(deps.db, loanNeedles(filter));
  return {
    rows: async (offset, limit) => {
      const orders = await findLoans(deps.db, where, offset, limit, sort, few);
      const sums = await sumBills(deps.db, orders.map((o) => o.orderId), today);
      return orders.map((o) => presentLoan(o, sums.get(o.orderId)));
    },
    total: () => countLoans(deps.db, where, loanRollupSql(filter, scope)),
  };
}

export async function flowSource(deps: Deps, userId: number, filter: FlowFilter & Sorted<FlowSortField>, { exactFlowNo = false } = {}): Promise<ListSource<FlowListRow>> {
  const scope = await merchantScopeOf(deps.db, userId);
  const where = flowWhere(filter, scope, { exactFlowNo });
  const sort = sortOf(filter, 'repaidAt');
  const few = exactFlowNo || await fewMatches(deps.db, flowNeedles(filter));
  return {
    rows: async (offset, limit) => (await findFlows(deps.db, where, offset, limit, sort, few)).map(presentFlow),
    total: () => countFlows(deps.db, where, exactFlowNo ? undefined : filter, scope),
  };
}

export async function rollbackSource(deps: Deps, userId: number, filter: RollbackFilter): Promise<ListSource<RollbackListRow>> {
  const scope = await merchantScopeOf(deps.db, userId);
  const where = rollbackWhere(filter, scope);
  return {
    rows: async (offset, limit) => (await findRollbacks(deps.db, where, offset, limit)).map(presentRollback),
    total: () => countRollbacks(deps.db, filter, scope),
  };
}

/** One flow by its number, for the rollback dialog; a flow outside the caller's merchants is not found. */
export async function flowByNo(deps: Deps, userId: number, flowNo: string): Promise<FlowListRow> {
  const [flow] = await (await flowSource(deps, userId, { flowNo }, { exactFlowNo: true })).rows(0, 1);
  if (!flow) throw notFound('repay:errors.flowNotFound');
  return flow;
}
