/**
 * The orders a report counts as one cohort: those applied on the span's EAT days (along orders_apply_idx by their
 * apply time), of the report's merchant, product and channels, within the caller's merchants; the period an
 * order's apply day falls in; and a count's states. OperationReport and ApprovalReport read orders `o` by them.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { eatDayRange } from '../../../common/eat-day';
import type { ReportGrain } from '../../../common/reports/financial-report';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';

export interface OrderCohortFilter {
  dayFrom: string;
  dayTo: string;
  grain: ReportGrain;
  merchantId?: number;
  productId?: number;
  incomingChannel?: string;
  promotionChannel?: string;
}

/** The orders `o` in one of `states` (every order when none are given). */
export const inStates = (states: readonly number[]) => (states.length ? sql`o.status in (${sql.join(states.map((s) => sql`${s}`), sql`, `)})` : sql`true`);

/** The first day of the period of `o`'s apply day. */
export const APPLY_PERIOD: Record<ReportGrain, SQL> = {
  day: sql`o.apply_day`,
  week: sql`date_trunc('week', o.apply_day)::date`,
  month: sql`date_trunc('month', o.apply_day)::date`,
};

/** The report's filters on an order of another table: its merchant (`merchant` column, the order's by default) and the order's product and channels. */
export const orderKeysWhere = (scope: MerchantScope, filter: OrderCohortFilter, merchant: SQL = sql`o.merchant_id`): SQL => and(
  filter.merchantId === undefined ? undefined : sql`${merchant} = ${filter.merchantId}`,
  filter.productId === undefined ? undefined : sql`o.product_id = ${filter.productId}`,
  filter.incomingChannel === undefined ? undefined : sql`o.incoming_channel = ${filter.incomingChannel}`,
  filter.promotionChannel === undefined ? undefined : sql`o.promotion_channel = ${filter.promotionChannel}`,
  merchantScopeClause(merchant, scope),
) ?? sql`true`;

/** The cohort: orders `o` applied on [dayFrom, dayTo] (EAT) with the report's keys. */
export const orderCohortWhere = (scope: MerchantScope, filter: OrderCohortFilter) => and(
  sql`o.apply_at >= ${eatDayRange(filter.dayFrom).from.toISOString()}::timestamptz`,
  sql`o.apply_at < ${eatDayRange(filter.dayTo).to.toISOString()}::timestamptz`,
  orderKeysWhere(scope, filter),
);
