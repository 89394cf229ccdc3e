/**
 * The collector's queue: the caller's open, unpaused, due cases along collection_cases_collector_idx
 * (collector, status, level) — a collector holds hundreds to a few thousand cases, so the bucket order is a
 * sort of those rows, and a page joins its orders, merchants and promises by primary key. The sorts by next call
 * and amount walk collection_cases_holder_next_call_idx (collector, next call, amount, open cases). The attempts
 * of the day are counted per page row along collection_contacts_customer_day_idx.
 */
import { and, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  MY_COLLECTION_FILTERS, MY_COLLECTION_SORTS, myCollectionFilterSchema, OUTBOUND_CHANNELS, QUEUE_BUCKETS, type MyCollectionFilter, type QueueBucket, type QueueOrder,
} from '../../../common/collection/my-collection';
import { sortOf, type SortDirection } from '../../../common/list-query';
import { defineList } from '../../core/list/define-list';
import { queryRows, type DbOrTx } from '../../db/client';
import { collectionCases as c, collectionContacts, collectionPromises, merchants, orders } from '../../db/schema';

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

/**
 * A case is in the queue while its bill is due: a reminder case, or an overdue one whose bill is still overdue.
 * A bill made current (an extension, a rollback of its late days) leaves the queue at once, by the figures every
 * money event refreshes, and comes back when the case job finds it due again (its band or its days overdue).
 */
const stillDue = or(ne(c.kind, 'overdue'), gt(c.overdueDays, 0));

const systemsOf = (view: MyCollectionFilter['view']): ('v1' | 'v2')[] => (view === 'merge' ? ['v1', 'v2'] : [view]);

/**
 * The queue as read at one clock (its buckets, its pauses and "due today" are the clock's). `collectorUserId` is
 * required and set by the service, never by the query: a queue is only ever the caller's own open cases, whichever
 * merchant they are of; `view` names the systems it shows.
 */
export function queueList(clock: QueueClock) {
  const bucket = bucketSql(clock);
  const today = (col: typeof c.commitmentAt) => sql`(${col} >= ${at(clock.startOfToday)} and ${col} < ${at(clock.endOfToday)})`;
  const attemptsToday = sql<number>`(select count(*)::int from ${collectionContacts} x where x.customer_id = ${c.customerId}
    and x.at >= ${at(clock.startOfToday)} and x.at < ${at(clock.endOfToday)}
    and x.channel in (${sql.join(OUTBOUND_CHANNELS.map((ch) => sql`${ch}`), sql`, `)}))`;
  const dir = (d: SortDirection) => sql.raw(d === 'asc' ? 'asc' : 'desc');
  return defineList({
    from: c,
    joins: [
      { table: orders, on: eq(orders.id, c.orderId) },
      { table: merchants, on: eq(merchants.id, c.merchantId) },
      { table: collectionPromises, on: eq(collectionPromises.id, c.promiseId), type: 'left' },
    ],
    columns: {
      id: c.id, caseNo: c.caseNo, system: c.system, bucket: sql<number>`${bucket}`.as('bucket'), level: c.level, kind: c.kind,
      orderId: c.orderId, orderNo: orders.orderNo, customerName: orders.customerName, phone: orders.phone, merchantName: merchants.merchantName,
      dueDay: c.dueDay, overdueDays: c.overdueDays, amountDueCents: c.amountDueCents, followUpCount: c.followUpCount,
      lastActionCode: c.lastActionCode, lastContactAt: c.lastContactAt, nextCallAt: c.nextCallAt, customerIntent: c.customerIntent,
      commitmentAt: c.commitmentAt, commitmentCents: c.commitmentCents, promiseStatus: collectionPromises.status,
      brokenPromiseCount: c.brokenPromiseCount, attemptsToday: attemptsToday.as('attempts_today'),
    },
    filters: MY_COLLECTION_FILTERS,
    params: { collectorUserId: z.number().int().positive(), view: myCollectionFilterSchema.shape.view },
    match: {
      collectorUserId: {
        where: (userId: number) => and(eq(c.collectorUserId, userId), ne(c.status, 'closed'), or(isNull(c.pausedUntil), lte(c.pausedUntil, clock.now)), stillDue),
      },
      view: { where: (view: MyCollectionFilter['view']) => inArray(c.system, systemsOf(view)) },
      level: c.level, customerIntent: c.customerIntent,
      promiseStatus: {
        where: (status: string) => sql`exists (select 1 from ${collectionPromises} p where p.id = ${c.promiseId} and p.status = ${status})`,
      },
      dueToday: {
        where: (due: boolean) => (due ? sql`((${c.promiseId} is not null and ${today(c.commitmentAt)}) or ${c.nextCallAt} < ${at(clock.endOfToday)})` : undefined),
      },
      orderNo: orders.orderNo, customerName: orders.customerName, phone: orders.phone,
      bucket: { where: (name: string) => sql`${bucket} = ${QUEUE_BUCKETS.indexOf(name as QueueBucket)}` },
    },
    merchantScope: { notScoped: "a collector's queue is their own cases (collectorUserId), of whichever merchant" },
    order: [
      bucket,
      sql`case when ${bucket} = 0 then ${c.commitmentAt} when ${bucket} = 1 then ${c.nextCallAt} end asc nulls last`,
      sql`(${c.kind} = 'overdue') desc`, sql`length(${c.level}) desc`, sql`${c.level} desc`,
      sql`${c.amountDueCents} desc`, sql`${c.id}`,
    ],
    /** Next call then amount (the bucket filter narrows to one part of the queue); amount then next call. */
    sorts: {
      nextCallAt: (d: SortDirection) => [sql`${c.nextCallAt} ${dir(d)} nulls last`, sql`${c.amountDueCents} desc`, sql`${c.id}`],
      amountDue: (d: SortDirection) => [sql`${c.amountDueCents} ${dir(d)}`, sql`${c.nextCallAt} asc nulls last`, sql`${c.id}`],
    } satisfies Record<(typeof MY_COLLECTION_SORTS)[number], unknown>,
  });
}

/**
 * The case after `caseId` in the queue as the list shows it (same filter, same order), read in one statement over
 * the collector's open cases; when `caseId` is not in it, the queue's first case. Null at the end of the queue.
 */
export async function nextCaseId(db: DbOrTx, userId: number, queue: QueueOrder, caseId: number, clock: QueueClock): Promise<number | null> {
  const list = queueList(clock);
  const where = list.where(null, { ...queue, collectorUserId: userId });
  const order = list.orderBy(sortOf(queue, MY_COLLECTION_SORTS[0]));
  const [row] = await queryRows<{ id: number | string }>(db, sql`
    with ranked as (
      select ${c.id} as id, row_number() over (order by ${sql.join(order, sql`, `)}) as n
      from ${c} join ${orders} on ${eq(orders.id, c.orderId)}
      where ${where}
    )
    select id from ranked
    where id <> ${caseId} and n > coalesce((select n from ranked where id = ${caseId}), 0)
    order by n limit 1`);
  return row ? Number(row.id) : null;
}

/** How many of the caller's open cases sit in each bucket (one pass over the collector index). */
export async function queueSummary(db: DbOrTx, userId: number, filter: MyCollectionFilter, clock: QueueClock) {
  const where = queueList(clock).where(null, { collectorUserId: userId, view: filter.view });
  const rows = await queryRows<{ bucket: number; n: number | string }>(db, sql`
    select ${bucketSql(clock)} as bucket, count(*) as n from ${c} where ${where} group by 1`);
  const summary = Object.fromEntries([...QUEUE_BUCKETS, 'total'].map((b) => [b, 0])) as Record<QueueBucket | 'total', number>;
  for (const row of rows) {
    summary[QUEUE_BUCKETS[row.bucket]] = Number(row.n);
    summary.total += Number(row.n);
  }
  return summary;
}
