/**
 * The case lists' reads: cases joined to their order (number, name, phone), merchant and collector; one page
 * along the index of the chosen sort (entered time, days overdue, amount due) and a count within budget.
 */
import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { systemsOf, type CaseFilter, type CaseRow, type CaseSortField } from '../../../common/collection/case-list';
import type { ListSort } from '../../../common/list-query';
import { countByRollup, countWithinBudget, filtersOnly, total, type CountedTotal } from '../../db/budgeted-count';
import type { DbOrTx } from '../../db/client';
import { nameMatches, startsWith } from '../../db/list-search';
import { caseCounts, collectionCases as c, collectionLevels, merchants, orders, users } from '../../db/schema';
import { displayLevel, type CollectionSystem } from '../../../common/collection/statuses';
import type { MerchantScope } from '../order/order-list.repository';
import { inScope, present } from '../repay-manage/repay-where';
import { parseEat } from '../../../common/time';

const dayStart = (day: string) => parseEat(`${day} 00:00:00`) as Date;
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The filter as SQL conditions on collection_cases (and orders, joined for number, name and phone). */
export function caseWhere(f: Partial<CaseFilter>, scope: MerchantScope): SQL[] {
  const systems = f.system ? [f.system] : systemsOf(f.scope ?? 'v1');
  return present([
    inScope(c.merchantId, scope),
    systems.length === 1 ? eq(c.system, systems[0]) : inArray(c.system, systems),
    f.caseNo && startsWith(c.caseNo, f.caseNo),
    f.orderNo && startsWith(orders.orderNo, f.orderNo),
    f.phone && eq(orders.phone, f.phone),
    f.customerName && nameMatches(orders.customerName, f.customerName),
    f.level?.length && inArray(c.level, f.level),
    f.status?.length ? inArray(c.status, f.status) : ne(c.status, 'closed'),
    f.merchantId !== undefined && eq(c.merchantId, f.merchantId),
    f.collectorUserId !== undefined && eq(c.collectorUserId, f.collectorUserId),
    f.unallocated === true && isNull(c.collectorUserId),
    f.unallocated === false && isNotNull(c.collectorUserId),
    f.outsourced === true && isNotNull(c.agency),
    f.outsourced === false && isNull(c.agency),
    f.agency && eq(c.agency, f.agency),
    f.overdueDaysFrom !== undefined && gte(c.overdueDays, f.overdueDaysFrom),
    f.overdueDaysTo !== undefined && lte(c.overdueDays, f.overdueDaysTo),
    f.amountFromCents !== undefined && gte(c.amountDueCents, f.amountFromCents),
    f.amountToCents !== undefined && lte(c.amountDueCents, f.amountToCents),
    f.enteredDayFrom && gte(c.enteredAt, dayStart(f.enteredDayFrom)),
    f.enteredDayTo && sql`${c.enteredAt} < ${nextDayStart(f.enteredDayTo)}`,
    f.dueDayFrom && gte(c.dueDay, f.dueDayFrom),
    f.dueDayTo && lte(c.dueDay, f.dueDayTo),
  ]);
}

const needsOrder = (f: Partial<CaseFilter>) => Boolean(f.orderNo || f.phone || f.customerName);

const columns = {
  id: c.id, caseNo: c.caseNo, system: c.system, orderId: c.orderId, orderNo: orders.orderNo, customerName: orders.customerName,
  phone: orders.phone, merchantId: c.merchantId, merchantName: merchants.merchantName, kind: c.kind, level: c.level, status: c.status,
  collectorUserId: c.collectorUserId, collectorName: users.realName, agency: c.agency, assignedAt: c.assignedAt, enteredAt: c.enteredAt,
  dueDay: c.dueDay, overdueDays: c.overdueDays, billAmountCents: c.billAmountCents, amountDueCents: c.amountDueCents,
  followUpCount: c.followUpCount, lastActionCode: c.lastActionCode, commitmentAt: c.commitmentAt, commitmentCents: c.commitmentCents,
  overdueReason: c.overdueReason, updatedAt: c.updatedAt,
};

const SORT_COLUMNS = { enteredAt: c.enteredAt, overdueDays: c.overdueDays, amountDueCents: c.amountDueCents } as const;

function caseOrder(sort: ListSort<CaseSortField> | null): SQL[] {
  const way = sql.raw(sort?.direction === 'asc' ? 'asc nulls last' : 'desc nulls first');
  return [sql`${SORT_COLUMNS[sort?.field ?? 'enteredAt']} ${way}`, sql`${c.id} ${way}`];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function present_(row: Awaited<ReturnType<typeof selectRows>>[number]): CaseRow {
  return {
    ...row, id: Number(row.id), orderId: Number(row.orderId), collectorName: row.collectorName ?? null,
    assignedAt: iso(row.assignedAt), enteredAt: row.enteredAt.toISOString(), commitmentAt: iso(row.commitmentAt), updatedAt: row.updatedAt.toISOString(),
    overdueAmountCents: row.kind === 'overdue' ? row.amountDueCents : 0,
  } as CaseRow;
}

function selectRows(db: DbOrTx, where: SQL[]) {
  return db.select(columns).from(c)
    .innerJoin(orders, eq(orders.id, c.orderId))
    .innerJoin(merchants, eq(merchants.id, c.merchantId))
    .leftJoin(users, eq(users.id, c.collectorUserId))
    .where(and(...where));
}

export async function findCases(db: DbOrTx, where: SQL[], offset: number, limit: number, sort: ListSort<CaseSortField> | null): Promise<CaseRow[]> {
  const rows = await selectRows(db, where).orderBy(...caseOrder(sort)).limit(limit).offset(offset);
  return rows.map(present_);
}

/** The filters case_counts keys on (system, merchant, level, state, holder, outsourced); any other filter is counted. */
const CASE_ROLLUP_KEYS = ['scope', 'system', 'merchantId', 'level', 'status', 'collectorUserId', 'unallocated', 'outsourced'];

/** The total from case_counts of the part of the filter it keys on (the other filters are not read). */
function caseRollupOf(f: Partial<CaseFilter>, scope: MerchantScope): SQL {
  const r = caseCounts;
  const systems = f.system ? [f.system] : systemsOf(f.scope ?? 'v1');
  const where = present([
    inScope(r.merchantId, scope),
    inArray(r.system, systems),
    f.level?.length && inArray(r.level, f.level),
    f.status?.length ? inArray(r.status, f.status) : ne(r.status, 'closed'),
    f.merchantId !== undefined && eq(r.merchantId, f.merchantId),
    f.collectorUserId !== undefined && eq(r.collectorUserId, f.collectorUserId),
    f.unallocated === true && eq(r.collectorUserId, 0),
    f.unallocated === false && ne(r.collectorUserId, 0),
    f.outsourced !== undefined && eq(r.outsourced, f.outsourced),
  ]);
  return sql`select coalesce(sum(${r.cases}), 0) as total from ${r} where ${and(...where)}`;
}

/** The total from case_counts when the filter sets only what it keys on, else null. */
const caseRollupSql = (f: Partial<CaseFilter>, scope: MerchantScope): SQL | null =>
  (filtersOnly(f, CASE_ROLLUP_KEYS) ? caseRollupOf(f, scope) : null);

/**
 * Exact from case_counts when it covers the filter; else counted within the budget. An estimate past the budget
 * never exceeds the rollup's total for the part of the filter it keys on (a table bloated by the case job's
 * updates makes the planner's figure run high until the next analyze).
 */
export async function countCases(db: DbOrTx, f: Partial<CaseFilter>, where: SQL[], scope: MerchantScope): Promise<CountedTotal> {
  return countByRollup(db, caseRollupSql(f, scope), async () => {
    const base = db.select({ one: sql`1` }).from(c);
    const rows = (needsOrder(f) ? base.innerJoin(orders, eq(orders.id, c.orderId)) : base).where(and(...where));
    const counted = await countWithinBudget(db, sql`select count(*) as total from (${rows}) counted`, rows.toSQL());
    if (counted.exact) return counted;
    return { total: Math.min(counted.total, await total(db, caseRollupOf(f, scope))), exact: false };
  });
}

/** Ids matching a filter after `afterId`, ascending, at most `limit` (the "all filtered rows" resolver pages with this). */
export async function filteredCaseIds(db: DbOrTx, f: Partial<CaseFilter>, where: SQL[], afterId: number, limit: number): Promise<number[]> {
  const base = db.select({ id: c.id }).from(c);
  const rows = await (needsOrder(f) ? base.innerJoin(orders, eq(orders.id, c.orderId)) : base)
    .where(and(...where, gt(c.id, afterId))).orderBy(c.id).limit(limit);
  return rows.map((r) => Number(r.id));
}

/** Count and amount due of the cases a filter matches (the confirmation of an "all filtered rows" action). */
export async function sumCases(db: DbOrTx, f: Partial<CaseFilter>, where: SQL[]) {
  const base = db.select({ count: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${c.amountDueCents}), 0)` }).from(c);
  const [row] = await (needsOrder(f) ? base.innerJoin(orders, eq(orders.id, c.orderId)) : base).where(and(...where));
  return { count: Number(row.count), totalCents: Number(row.total) };
}

/** The levels of the level policies (for the level filter), shown with S displayed as M. */
export async function levelChoices(db: DbOrTx, systems: readonly CollectionSystem[]) {
  const rows = await db.selectDistinct({ level: collectionLevels.level }).from(collectionLevels)
    .where(inArray(collectionLevels.system, [...systems])).orderBy(collectionLevels.level);
  return rows.map((r) => ({ value: r.level, label: displayLevel(r.level) }));
}
