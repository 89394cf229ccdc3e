/**
 * Where a figure leads: OrderManagement with the orders applied in the period (apply day), in the figure's
 * states and loan type, with the report's merchant, product and channels — the list's total is the figure.
 */
import type { ReportGrain } from '../../../../common/reports/financial-report';
import { COUNTED_FIGURES, DRILL_FIGURES, type OperationFigure } from '../../../../common/reports/operation-report';
import type { FilterParams } from '../../../components/list';
import { listAddress, periodDays } from '../../../components/report/list-address';

/** The orders behind `figure` of `period` (of `merchantId`, else the report's merchant); null for a figure without a list (an amount). */
export function drillDown(figure: OperationFigure, period: string, grain: ReportGrain, filter: FilterParams, merchantId?: number): string | null {
  const target = DRILL_FIGURES[figure];
  if (!target) return null;
  const { from, to } = periodDays(period, grain, filter);
  return listAddress('AuditSystem/OrderManagement', {
    applyDayFrom: from, applyDayTo: to, merchantId: merchantId ?? filter.merchantId, productId: filter.productId,
    incomingChannel: filter.incomingChannel, promotionChannel: filter.promotionChannel,
    status: COUNTED_FIGURES[target.figure].join(','), loanType: target.loanType,
  });
}
