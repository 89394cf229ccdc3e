/**
 * FinancialReport's tables: the snapshot rows of built days (financial_report_snapshots, keyed by day, merchant,
 * product and channel) and the days built (financial_report_days). A day is rebuilt whole; a report reads the
 * snapshot days of its span plus, when the span reaches today, today's figures live from the same aggregation.
 */
import { and, asc, gte, lte, min, sql, type SQL } from 'drizzle-orm';
import { eatDayRange } from '../../../common/eat-day';
import { formatEatDate } from '../../../common/time';
import type { ReportGrain } from '../../../common/reports/financial-report';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import { queryRows, type DbOrTx } from '../../db/client';
import { financialReportDays, financialReportSnapshots, ledgerJournals } from '../../db/schema';
import { FIGURE_COLUMNS, figureColumn, ledgerAggregate, type StoredFigure } from './financial-report.sql';

/** Replaces one EAT day's snapshot rows by the ledger's aggregation of that day; run it in a transaction. */
export async function replaceDay(tx: DbOrTx, day: string, at: Date): Promise<number> {
  const { from, to } = eatDayRange(day);
  await tx.delete(financialReportSnapshots).where(sql`${financialReportSnapshots.day} = ${day}`);
  const columns = sql.join(FIGURE_COLUMNS.map(figureColumn), sql`, `);
  const inserted = await queryRows<{ day: string }>(tx, sql`
    insert into financial_report_snapshots (day, merchant_id, product_id, channel, ${columns})
    select ${day}::date, merchant_id, product_id, channel, ${columns} from (${ledgerAggregate(from, to)}) a
    returning day`);
  await tx.insert(financialReportDays).values({ day, refreshedAt: at })
    .onConflictDoUpdate({ target: financialReportDays.day, set: { refreshedAt: at } });
  return inserted.length;
}

/** The days of [from, to] already built. */
export async function builtDays(db: DbOrTx, from: string, to: string): Promise<Set<string>> {
  const rows = await db.select({ day: financialReportDays.day }).from(financialReportDays)
    .where(and(gte(financialReportDays.day, from), lte(financialReportDays.day, to))).orderBy(asc(financialReportDays.day));
  return new Set(rows.map((r) => r.day));
}

/** When the oldest built day of [from, to] was built; null when none is. */
export async function oldestRefresh(db: DbOrTx, from: string, to: string): Promise<Date | null> {
  const [row] = await db.select({ at: min(financialReportDays.refreshedAt) }).from(financialReportDays)
    .where(and(gte(financialReportDays.day, from), lte(financialReportDays.day, to)));
  return row?.at ?? null;
}

export interface ReportFilter {
  dayFrom: string;
  dayTo: string;
  merchantId?: number;
  productId?: number;
  channel?: string;
  grain: ReportGrain;
}

export type ReportRow = { period: string } & Record<StoredFigure, number>;

/** The report's merchant, product and channel, within the caller's merchants. */
const keysWhere = (scope: MerchantScope, filter: ReportFilter) => and(
  filter.merchantId === undefined ? undefined : sql`merchant_id = ${filter.merchantId}`,
  filter.productId === undefined ? undefined : sql`product_id = ${filter.productId}`,
  filter.channel === undefined ? undefined : sql`channel = ${filter.channel}`,
  merchantScopeClause(sql`merchant_id`, scope),
);

/** The principal owed at the start of `dayFrom`: every built day's change before it (the job builds every day since the first journal). */
export async function principalBefore(db: DbOrTx, scope: MerchantScope, filter: ReportFilter): Promise<number> {
  const [row] = await queryRows<{ cents: string | null }>(db, sql`
    select sum(principal_change) as cents from financial_report_snapshots where ${and(sql`day < ${filter.dayFrom}::date`, keysWhere(scope, filter))}`);
  return Number(row?.cents ?? 0);
}

const PERIOD: Record<ReportGrain, SQL> = {
  day: sql`day`,
  week: sql`date_trunc('week', day)::date`,
  month: sql`date_trunc('month', day)::date`,
};

/**
 * The report's rows per period, within the caller's merchants: snapshot days of [dayFrom, min(dayTo, yesterday)],
 * and today's live aggregation when the span reaches today (`today`).
 */
export async function reportRows(db: DbOrTx, scope: MerchantScope, filter: ReportFilter, today: string): Promise<ReportRow[]> {
  const columns = sql.join(FIGURE_COLUMNS.map(figureColumn), sql`, `);
  const stored = sql`select day, merchant_id, product_id, channel, ${columns} from financial_report_snapshots
    where day >= ${filter.dayFrom}::date and day <= ${filter.dayTo}::date and day < ${today}::date`;
  const range = eatDayRange(today);
  const live = filter.dayFrom <= today && today <= filter.dayTo
    ? sql` union all select ${today}::date as day, merchant_id, product_id, channel, ${columns} from (${ledgerAggregate(range.from, range.to)}) a`
    : sql``;
  const where = keysWhere(scope, filter);
  const sums = sql.join(FIGURE_COLUMNS.map((f) => sql`coalesce(sum(${figureColumn(f)}), 0)::bigint as ${sql.raw(`"${f}"`)}`), sql`, `);
  const rows = await queryRows<Record<string, string>>(db, sql`
    select to_char(${PERIOD[filter.grain]}, 'YYYY-MM-DD') as period, ${sums}
    from (${stored}${live}) x ${where ? sql`where ${where}` : sql``}
    group by 1 order by 1`);
  return rows.map((r) => ({ period: r.period, ...Object.fromEntries(FIGURE_COLUMNS.map((f) => [f, Number(r[f])])) }) as ReportRow);
}

/** The EAT day of the ledger's first journal; null for an empty ledger. */
export async function firstJournalDay(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ at: min(ledgerJournals.at) }).from(ledgerJournals);
  return row?.at ? formatEatDate(row.at) : null;
}
