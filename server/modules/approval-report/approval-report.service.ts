/**
 * ApprovalReport's rules: the span (FinancialReport's default), every period a row of the table and chart (zeros
 * where nobody applied), the merchants' rows, the span's totals and times, pass rates per key of each dimension
 * (the keys with applications, most first), refuse codes ranked with their share of the refused orders, re-reviews.
 */
import {
  APPROVAL_TIMES, approvalRatesOf, DIMENSION_NAMES, FUNNEL_COUNTS, type ApprovalDimension, type ApprovalReportAnswer,
  type ApprovalReportQuery, type DimensionRow, type FunnelCount, type FunnelFigures,
} from '../../../common/reports/approval-report';
import { periodsOf } from '../../../common/reports/financial-report';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { merchantScopeOf } from '../../core/merchant-scope';
import { reportSpan } from '../financial-report/financial-report.service';
import * as repo from './approval-report.repository';

const empty = (): FunnelFigures => ({
  ...Object.fromEntries(FUNNEL_COUNTS.map((f) => [f, 0])), ...Object.fromEntries(APPROVAL_TIMES.map((k) => [k, null])),
  ...approvalRatesOf(Object.fromEntries(FUNNEL_COUNTS.map((f) => [f, 0])) as Record<FunnelCount, number>),
}) as FunnelFigures;

const figuresOf = (raw: repo.FunnelRaw): FunnelFigures => {
  const { level: _level, period: _period, merchantId: _merchantId, merchantName: _merchantName, ...figures } = raw;
  return { ...figures, ...approvalRatesOf(figures) };
};

async function dimensionsOf(deps: Deps, raws: repo.DimensionRaw[]): Promise<Record<ApprovalDimension, DimensionRow[]>> {
  const idsOf = (d: ApprovalDimension) => raws.filter((r) => r.dimension === d && r.key !== null).map((r) => Number(r.key));
  const labels = await repo.dimensionLabels(deps.db, { product: idsOf('product'), auditor: idsOf('auditor'), ruleSet: idsOf('ruleSet') });
  const rowOf = ({ dimension, key, ...counts }: repo.DimensionRaw): DimensionRow => {
    const ruleSet = dimension === 'ruleSet' && key !== null ? labels.ruleSet.get(key) : undefined;
    const label = key === null ? null : dimension === 'modelLevel' ? key
      : dimension === 'ruleSet' ? ruleSet?.name ?? key : labels[dimension].get(key) ?? key;
    return { key, label, ...counts, ...approvalRatesOf(counts), ...(dimension === 'ruleSet' ? { merchantId: ruleSet?.merchantId ?? null } : {}) };
  };
  const byCount = (a: DimensionRow, b: DimensionRow) => b.applications - a.applications || String(a.label).localeCompare(String(b.label));
  return Object.fromEntries(DIMENSION_NAMES.map((d) => [d, raws.filter((r) => r.dimension === d)
    // Orders no auditor holds are the machine's and the queue's, not an auditor's figures.
    .filter((r) => d !== 'auditor' || r.key !== null).map(rowOf).sort(byCount)])) as Record<ApprovalDimension, DimensionRow[]>;
}

export async function approvalReport(deps: Deps, session: SessionUser, query: ApprovalReportQuery): Promise<ApprovalReportAnswer> {
  const now = deps.now();
  const filter = { ...query, ...reportSpan(query, now), grain: query.grain ?? 'day' };
  const scope = await merchantScopeOf(deps.db, session.userId);
  const [funnel, dimensions, refusals, reReview] = await Promise.all([
    repo.funnelRows(deps.db, scope, filter), repo.dimensionRows(deps.db, scope, filter),
    repo.refusalRows(deps.db, scope, filter), repo.reReviewFigures(deps.db, scope, filter),
  ]);
  const byPeriod = new Map(funnel.filter((r) => r.level === 'period').map((r) => [r.period!, figuresOf(r)]));
  const total = funnel.find((r) => r.level === 'total');
  const refused = refusals.reduce((sum, r) => sum + r.count, 0);
  return {
    dayFrom: filter.dayFrom, dayTo: filter.dayTo, grain: filter.grain,
    periods: periodsOf(filter.dayFrom, filter.dayTo, filter.grain).map((period) => ({ period, ...(byPeriod.get(period) ?? empty()) })),
    rows: funnel.filter((r) => r.level === 'row').map((r) => ({ period: r.period!, merchantId: r.merchantId!, merchantName: r.merchantName!, ...figuresOf(r) })),
    totals: total ? figuresOf(total) : empty(),
    dimensions: await dimensionsOf(deps, dimensions),
    refusals: refusals.map((r) => ({ ...r, share: Math.round((r.count * 10_000) / refused) })),
    reReview,
    readAt: now.toISOString(),
  };
}
