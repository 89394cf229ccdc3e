/**
 * Where an ApprovalReport count leads: OrderManagement with the orders applied in the period (or the span), in the
 * count's states, with the report's merchant, product and channels and the row's key (model level, product,
 * auditor, refuse code) — the list's total is the count. A rule set and the re-review outcomes after the decision
 * have no filter of their own in their lists: `exact` says so.
 */
import {
  APPROVAL_DIMENSIONS, FUNNEL_STATES, RE_REVIEW_STATUS_OF, type ApprovalDimension, type DimensionRow, type FunnelCount,
  type ReReviewFigure, type RefusalRow,
} from '../../../../common/reports/approval-report';
import type { ReportGrain } from '../../../../common/reports/financial-report';
import type { FilterParams } from '../../../components/list';
import { listAddress, periodDays } from '../../../components/report/list-address';

export interface Drill { address: string; exact: boolean }

type Keys = Record<string, string | number | undefined>;

function orders(filter: FilterParams, states: readonly number[], keys: Keys, days?: { from: string; to: string }): string {
  return listAddress('AuditSystem/OrderManagement', {
    applyDayFrom: days?.from ?? String(filter.dayFrom), applyDayTo: days?.to ?? String(filter.dayTo),
    merchantId: filter.merchantId as string | undefined, productId: filter.productId as string | undefined,
    incomingChannel: filter.incomingChannel as string | undefined, promotionChannel: filter.promotionChannel as string | undefined,
    status: states.join(','), ...keys,
  });
}

/** A funnel count of a period (of `merchantId`), or of the whole span when `period` is null. */
export function funnelDrill(count: FunnelCount, period: string | null, grain: ReportGrain, filter: FilterParams, merchantId?: number): string {
  return orders(filter, FUNNEL_STATES[count], merchantId ? { merchantId } : {}, period ? periodDays(period, grain, filter) : undefined);
}

/** A count of one key of a dimension; a rule set opens its merchant's orders (all merchants' for a shared set). */
export function dimensionDrill(dimension: ApprovalDimension, row: DimensionRow, count: FunnelCount, filter: FilterParams): Drill | null {
  if (row.key === null) return null;
  const field = APPROVAL_DIMENSIONS[dimension];
  if (field) return { address: orders(filter, FUNNEL_STATES[count], { [field]: row.key }), exact: true };
  return { address: orders(filter, FUNNEL_STATES[count], row.merchantId ? { merchantId: row.merchantId } : {}), exact: false };
}

/** The orders refused now with the code, by the machine or an auditor. */
export function refusalDrill(row: RefusalRow, filter: FilterParams): string | null {
  return row.code === null ? null : orders(filter, [row.status], { refuseCode: row.code });
}

/** The re-review applications submitted in the span with the figure's outcome (RejectOrderReview). */
export function reReviewDrill(figure: ReReviewFigure, filter: FilterParams): Drill {
  const orderKeys = filter.productId !== undefined || filter.incomingChannel !== undefined || filter.promotionChannel !== undefined;
  const afterDecision = figure === 'sentBackApproved' || figure === 'sentBackRejected' || figure === 'sentBackInReview';
  return {
    address: listAddress('AuditSystem/RejectOrderReview', {
      dayFrom: String(filter.dayFrom), dayTo: String(filter.dayTo), merchantId: filter.merchantId as string | undefined, status: RE_REVIEW_STATUS_OF[figure],
    }),
    exact: !orderKeys && !afterDecision,
  };
}
