/**
 * FinancialReport's rules: the span a report reads (the last 30 days unless asked), its totals, and the
 * snapshot days — a day is rebuilt whole in one transaction (idempotent), the job rebuilds the last few days
 * (a late callback or a rollback posts into the journal of the day it happens, so a recent day can change) and
 * builds any day since the first journal that was never built (a new database, or days the job missed).
 */
import { eatToday } from '../../../common/eat-day';
import { addDays } from '../../../common/money/bill-math';
import {
  FINANCIAL_FIGURES, periodsOf, repaidOf, type FinancialFigures, type FinancialReportAnswer, type FinancialReportQuery,
} from '../../../common/reports/financial-report';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { merchantScopeOf } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { builtDays, firstJournalDay, oldestRefresh, principalBefore, replaceDay, reportRows, type ReportFilter } from './financial-report.repository';

/** Days before today the job rebuilds on every run, so late events of recent days are counted. */
export const REBUILD_RECENT_DAYS = 3;
/** Unbuilt days one run builds at most (the rest on the next runs). */
const MISSING_DAYS_PER_RUN = 400;
/** The span a report reads when none is asked: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

/** Rebuilds one EAT day's snapshot from the ledger; the rows written. */
export function rebuildDay(db: DbOrTx, day: string, now: Date): Promise<number> {
  return db.transaction((tx) => replaceDay(tx, day, now));
}

/** The job: the last REBUILD_RECENT_DAYS days before today, then days since the first journal never built. */
export async function refreshSnapshots(deps: Pick<Deps, 'db' | 'now'>): Promise<{ days: string[] }> {
  const now = deps.now();
  const today = eatToday(now);
  const yesterday = addDays(today, -1);
  const days = new Set<string>();
  for (let i = 1; i <= REBUILD_RECENT_DAYS; i++) days.add(addDays(today, -i));
  const first = await firstJournalDay(deps.db);
  if (first && first <= yesterday) {
    const built = await builtDays(deps.db, first, yesterday);
    for (let day = first; day <= yesterday && days.size < MISSING_DAYS_PER_RUN; day = addDays(day, 1)) {
      if (!built.has(day)) days.add(day);
    }
  }
  for (const day of days) await rebuildDay(deps.db, day, now);
  return { days: [...days].sort() };
}

const zero = (): FinancialFigures => Object.fromEntries(FINANCIAL_FIGURES.map((f) => [f, 0])) as FinancialFigures;

/** The EAT days a report's query names: the last DEFAULT_REPORT_DAYS days unless asked. */
export function reportSpan(query: { dayFrom?: string; dayTo?: string }, now: Date): { dayFrom: string; dayTo: string } {
  const today = eatToday(now);
  const dayTo = query.dayTo ?? (query.dayFrom && query.dayFrom > today ? query.dayFrom : today);
  return { dayFrom: query.dayFrom ?? addDays(dayTo, -(DEFAULT_REPORT_DAYS - 1)), dayTo };
}

/** The filter a query names, with the default span and grain. */
function reportFilterOf(query: FinancialReportQuery, now: Date): ReportFilter {
  return { ...reportSpan(query, now), merchantId: query.merchantId, productId: query.productId, channel: query.channel, grain: query.grain ?? 'day' };
}

export async function financialReport(deps: Deps, session: SessionUser, query: FinancialReportQuery): Promise<FinancialReportAnswer> {
  const now = deps.now();
  const filter = reportFilterOf(query, now);
  const scope = await merchantScopeOf(deps.db, session.userId);
  const found = new Map((await reportRows(deps.db, scope, filter, eatToday(now))).map((r) => [r.period, r]));
  let outstanding = await principalBefore(deps.db, scope, filter);
  const rows = periodsOf(filter.dayFrom, filter.dayTo, filter.grain).map((period) => {
    const { principalChange, ...r } = found.get(period) ?? { ...zero(), period, principalChange: 0 };
    outstanding += principalChange;
    return { ...r, repaid: repaidOf(r), outstandingPrincipal: outstanding };
  });
  const totals = rows.reduce((sum, r) => {
    for (const f of FINANCIAL_FIGURES) sum[f] += r[f];
    return sum;
  }, zero());
  const refreshed = await oldestRefresh(deps.db, filter.dayFrom, filter.dayTo);
  return {
    dayFrom: filter.dayFrom, dayTo: filter.dayTo, grain: filter.grain, rows,
    totals: { ...totals, repaid: repaidOf(totals), outstandingPrincipal: outstanding }, refreshedAt: refreshed?.toISOString() ?? null,
  };
}
