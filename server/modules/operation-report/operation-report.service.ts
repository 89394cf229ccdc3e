/**
 * OperationReport's rules: the span (FinancialReport's default), every period a row of the chart (zeros where
 * nobody applied), the merchants' rows of the table, totals, and the conversions between the steps.
 */
import { periodsOf } from '../../../common/reports/financial-report';
import {
  OPERATION_FIGURES, ratesOf, type OperationFigures, type OperationReportAnswer, type OperationReportQuery,
} from '../../../common/reports/operation-report';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { merchantScopeOf } from '../../core/merchant-scope';
import { reportSpan } from '../financial-report/financial-report.service';
import { operationRows } from './operation-report.repository';
import { vintages } from './vintage.service';

const zero = (): OperationFigures => Object.fromEntries(OPERATION_FIGURES.map((f) => [f, 0])) as OperationFigures;
const add = (sum: OperationFigures, row: OperationFigures) => {
  for (const f of OPERATION_FIGURES) sum[f] += row[f];
  return sum;
};
const withRates = <T extends OperationFigures>(f: T) => ({ ...f, ...ratesOf(f) });

export async function operationReport(deps: Deps, session: SessionUser, query: OperationReportQuery): Promise<OperationReportAnswer> {
  const now = deps.now();
  const filter = { ...query, ...reportSpan(query, now), grain: query.grain ?? 'day' };
  const scope = await merchantScopeOf(deps.db, session.userId);
  const [rows, cohorts] = await Promise.all([operationRows(deps.db, scope, filter), vintages(deps.db, scope, filter, now)]);
  const byPeriod = new Map<string, OperationFigures>();
  for (const row of rows) add(byPeriod.get(row.period) ?? byPeriod.set(row.period, zero()).get(row.period)!, row);
  const periods = periodsOf(filter.dayFrom, filter.dayTo, filter.grain).map((period) => withRates({ period, ...(byPeriod.get(period) ?? zero()) }));
  return {
    dayFrom: filter.dayFrom, dayTo: filter.dayTo, grain: filter.grain, periods,
    rows: rows.map(withRates), totals: withRates(rows.reduce(add, zero())), vintages: cohorts, readAt: now.toISOString(),
  };
}
