/**
 * The collector's queue: the caller's open, unpaused cases along collection_cases_collector_idx
 * (collector, status, level) — a collector holds hundreds to a few thousand cases, so the bucket order is a
 * sort of those rows, and a page joins its orders, merchants and promises by primary key.
 */
import { and, count, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MyCollectionFilter, QueueBucket } from '../../../common/collection/my-collection';
import { QUEUE_BUCKETS } from '../../../common/collection/my-collection';
import { queryRows, type DbOrTx } from '../../db/client';
import { nameMatches, startsWith } from '../../db/list-search';
import { collectionCases as c, collectionPromises, merchants, orders } from '../../db/schema';

export interface QueueClock {
  now: Date;
  startOfToday: Date;
  endOfToday: Date;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The bucket of a case, as an index into QUEUE_BUCKETS. */
export function bucketSql({ now, startOfToday, endOfToday }: QueueClock): SQL {
  return sql`case
    when ${c.promiseId} is not null and ${c.commitmentAt} >= ${at(startOfToday)} and ${c.commitmentAt} < ${at(endOfToday)} then 0
    when ${c.nextCallAt} <= ${at(now)} then 1
    when ${c.brokenPromiseCount} > 0 or (${c.promiseId} is not null and ${c.commitmentAt} < ${at(startOfToday)}) then 2
    when ${c.followUpCount} = 0 then 3
    else 4 end`;
}

const systemsOf = (view: MyCollectionFilter['view']): ('v1' | 'v2')[] => (view === 'merge' ? ['v1', 'v2'] : [view]);

function whereOf(userId: number, filter: MyCollectionFilter, clock: QueueClock): SQL[] {
  const where: SQL[] = [
    eq(c.collectorUserId, userId), ne(c.status, 'closed'), inArray(c.system, systemsOf(filter.view)),
    or(isNull(c.pausedUntil), lte(c.pausedUntil, clock.now)) as SQL,
  ];
  if (filter.level) where.push(eq(c.level, filter.level));
  if (filter.customerIntent) where.push(eq(c.customerIntent, filter.customerIntent));
  if (filter.promiseStatus) {
    where.push(sql`exists (select 1 from ${collectionPromises} p where p.id = ${c.promiseId} and p.status = ${filter.promiseStatus})`);
  }
  if (filter.dueToday) {
    const today = (col: typeof c.commitmentAt) => sql`(${col} >= ${at(clock.startOfToday)} and ${col} < ${at(clock.endOfToday)})`;
    where.push(sql`((${c.promiseId} is not null and ${today(c.commitmentAt)}) or ${c.nextCallAt} < ${at(clock.endOfToday)})`);
  }
  if (filter.orderNo) where.push(startsWith(orders.orderNo, filter.orderNo));
  if (filter.customerName) where.push(nameMatches(orders.customerName, filter.customerName));
  if (filter.phone) where.push(eq(orders.phone, filter.phone));
  return where;
}

const needsOrders = (filter: MyCollectionFilter) => Boolean(filter.orderNo || filter.customerName || filter.phone);

export async function queuePage(db: DbOrTx, userId: number, filter: MyCollectionFilter, clock: QueueClock, limit: number, offset: number) {
  const bucket = bucketSql(clock);
  return db.select({
    id: c.id, caseNo: c.caseNo, system: c.system, bucket: sql<number>`${bucket}`.as('bucket'), level: c.level, kind: c.kind,
    orderId: c.orderId, orderNo: orders.orderNo, customerName: orders.customerName, phone: orders.phone, merchantName: merchants.merchantName,
    dueDay: c.dueDay, overdueDays: c.overdueDays, amountDueCents: c.amountDueCents, followUpCount: c.followUpCount,
    lastActionCode: c.lastActionCode, lastContactAt: c.lastContactAt, nextCallAt: c.nextCallAt, customerIntent: c.customerIntent,
    commitmentAt: c.commitmentAt, commitmentCents: c.commitmentCents, promiseStatus: collectionPromises.status,
    brokenPromiseCount: c.brokenPromiseCount,
  }).from(c)
    .innerJoin(orders, eq(orders.id, c.orderId))
    .innerJoin(merchants, eq(merchants.id, c.merchantId))
    .leftJoin(collectionPromises, eq(collectionPromises.id, c.promiseId))
    .where(and(...whereOf(userId, filter, clock)))
    .orderBy(
      bucket,
      sql`case when ${bucket} = 0 then ${c.commitmentAt} when ${bucket} = 1 then ${c.nextCallAt} end asc nulls last`,
      sql`(${c.kind} = 'overdue') desc`, sql`length(${c.level}) desc`, sql`${c.level} desc`,
      sql`${c.amountDueCents} desc`, c.id,
    )
    .limit(limit).offset(offset);
}

export async function countQueue(db: DbOrTx, userId: number, filter: MyCollectionFilter, clock: QueueClock): Promise<number> {
  const base = db.select({ total: count() }).from(c);
  const query = needsOrders(filter) ? base.innerJoin(orders, eq(orders.id, c.orderId)) : base;
  const [row] = await query.where(and(...whereOf(userId, filter, clock)));
  return Number(row.total);
}

/** How many of the caller's open cases sit in each bucket (one pass over the collector index). */
export async function queueSummary(db: DbOrTx, userId: number, filter: MyCollectionFilter, clock: QueueClock) {
  const where = whereOf(userId, { view: filter.view }, clock);
  const rows = await queryRows<{ bucket: number; n: number | string }>(db, sql`
    select ${bucketSql(clock)} as bucket, count(*) as n from ${c} where ${and(...where)} group by 1`);
  const summary = Object.fromEntries([...QUEUE_BUCKETS, 'total'].map((b) => [b, 0])) as Record<QueueBucket | 'total', number>;
  for (const row of rows) {
    summary[QUEUE_BUCKETS[row.bucket]] = Number(row.n);
    summary.total += Number(row.n);
  }
  return summary;
}
