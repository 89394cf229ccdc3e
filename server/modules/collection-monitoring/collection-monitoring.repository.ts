/**
 * The monitoring figures: one page of collectors (collection_personnel of one system), then one statement that
 * left-joins each figure grouped by collector, restricted to that page's collectors — a fixed number of queries
 * whatever the page size, each along a collector-leading index.
 */
import { and, asc, count, countDistinct, eq, gte, inArray, lt, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { CollectionSystem } from '../../../common/collection/statuses';
import type { DbOrTx } from '../../db/client';
import {
  callLogs, collectionCases, collectionContacts, collectionPersonnel, collectionPromises, collectionRepayments, merchants, orders, users,
} from '../../db/schema';

export interface MonitoringScope {
  system: CollectionSystem;
  groupName?: string;
  merchantId?: number;
  collectorUserId?: number;
  /** The viewer's merchants (null: head office, all): collectors serving them, and only these merchants' figures. */
  merchantIds: readonly number[] | null;
  from: Date;
  to: Date;
}

const OUTBOUND_CHANNELS = ['call', 'sms', 'robot', 'aiCall'];

function personnelWhere(scope: MonitoringScope): SQL | undefined {
  const where: SQL[] = [eq(collectionPersonnel.system, scope.system)];
  if (scope.groupName) where.push(eq(collectionPersonnel.groupName, scope.groupName));
  if (scope.collectorUserId) where.push(eq(collectionPersonnel.userId, scope.collectorUserId));
  if (scope.merchantId) {
    where.push(or(
      sql`${scope.merchantId} = any(${collectionPersonnel.merchantIds})`,
      sql`${scope.merchantId} = any(${collectionPersonnel.relatedMerchantIds})`,
    ) as SQL);
  }
  if (scope.merchantIds) {
    const ids = sql`${`{${scope.merchantIds.join(',')}}`}::int[]`;
    // A collector serves the viewer's merchants as principal or related, or any merchant when none is set.
    where.push(sql`(${collectionPersonnel.merchantIds} && ${ids} or ${collectionPersonnel.relatedMerchantIds} && ${ids}
      or (cardinality(${collectionPersonnel.merchantIds}) = 0 and cardinality(${collectionPersonnel.relatedMerchantIds}) = 0))`);
  }
  return and(...where);
}

export async function pageCollectors(db: DbOrTx, scope: MonitoringScope, page: { current: number; size: number }) {
  const where = personnelWhere(scope);
  const [records, [{ total }]] = await Promise.all([
    db.select({
      userId: collectionPersonnel.userId, collectorName: users.realName, userName: users.username,
      groupName: collectionPersonnel.groupName, workingStatus: collectionPersonnel.workingStatus,
    }).from(collectionPersonnel).innerJoin(users, eq(users.id, collectionPersonnel.userId)).where(where)
      .orderBy(asc(collectionPersonnel.groupName), asc(users.realName), asc(collectionPersonnel.userId))
      .limit(page.size).offset((page.current - 1) * page.size),
    db.select({ total: count() }).from(collectionPersonnel).where(where),
  ]);
  return { records, total: Number(total) };
}

/** The merchants whose figures count: the filter's one, within the viewer's. */
const merchantFilter = (scope: MonitoringScope, column: Parameters<typeof eq>[0]): SQL[] => [
  ...(scope.merchantId ? [eq(column, scope.merchantId)] : []),
  ...(scope.merchantIds ? [inArray(column, [...scope.merchantIds])] : []),
];
const caseMerchant = (scope: MonitoringScope): SQL[] => merchantFilter(scope, collectionCases.merchantId);

/** Each figure of the given collectors, grouped by collector; a collector without rows is absent from that figure. */
export async function figuresOf(db: DbOrTx, scope: MonitoringScope, userIds: number[]) {
  const held = db.select({ uid: collectionCases.collectorUserId, n: count().as('held_n') }).from(collectionCases)
    .where(and(inArray(collectionCases.collectorUserId, userIds), ne(collectionCases.status, 'closed'), eq(collectionCases.system, scope.system), ...caseMerchant(scope)))
    .groupBy(collectionCases.collectorUserId).as('held');
  const contacted = db.select({ uid: collectionContacts.userId, n: countDistinct(collectionContacts.caseId).as('contacted_n') }).from(collectionContacts)
    .innerJoin(collectionCases, eq(collectionCases.id, collectionContacts.caseId))
    .where(and(inArray(collectionContacts.userId, userIds), gte(collectionContacts.at, scope.from), lt(collectionContacts.at, scope.to),
      inArray(collectionContacts.channel, OUTBOUND_CHANNELS), eq(collectionCases.system, scope.system), ...caseMerchant(scope)))
    .groupBy(collectionContacts.userId).as('contacted');
  const made = db.select({ uid: collectionPromises.userId, n: count().as('made_n') }).from(collectionPromises)
    .innerJoin(collectionCases, eq(collectionCases.id, collectionPromises.caseId))
    .where(and(inArray(collectionPromises.userId, userIds), gte(collectionPromises.createdAt, scope.from), lt(collectionPromises.createdAt, scope.to),
      eq(collectionCases.system, scope.system), ...caseMerchant(scope)))
    .groupBy(collectionPromises.userId).as('made');
  const kept = db.select({ uid: collectionPromises.userId, n: count().as('kept_n') }).from(collectionPromises)
    .innerJoin(collectionCases, eq(collectionCases.id, collectionPromises.caseId))
    .where(and(inArray(collectionPromises.userId, userIds), eq(collectionPromises.status, 'kept'), gte(collectionPromises.decidedAt, scope.from),
      lt(collectionPromises.decidedAt, scope.to), eq(collectionCases.system, scope.system), ...caseMerchant(scope)))
    .groupBy(collectionPromises.userId).as('kept');
  const collected = db.select({ uid: collectionRepayments.collectorUserId, cents: sum(collectionRepayments.amountCents).as('collected_cents') }).from(collectionRepayments)
    .where(and(inArray(collectionRepayments.collectorUserId, userIds), eq(collectionRepayments.system, scope.system),
      gte(collectionRepayments.repaidAt, scope.from), lt(collectionRepayments.repaidAt, scope.to),
      ...merchantFilter(scope, collectionRepayments.merchantId)))
    .groupBy(collectionRepayments.collectorUserId).as('collected');
  // With merchants, each of the day's calls looks up its order by primary key.
  const calls = db.select({
    uid: callLogs.userId, n: count().as('calls_n'),
    connected: sql<number>`count(*) filter (where ${callLogs.outcome} = 'answered')`.as('calls_connected'),
    talk: sql<number>`coalesce(sum(${callLogs.talkSeconds}), 0)`.as('calls_talk'),
  }).from(callLogs)
    .leftJoin(orders, eq(orders.id, callLogs.orderId))
    .where(and(inArray(callLogs.userId, userIds), gte(callLogs.createdAt, scope.from), lt(callLogs.createdAt, scope.to),
      ...merchantFilter(scope, orders.merchantId)))
    .groupBy(callLogs.userId).as('calls');

  return db.select({
    userId: users.id,
    casesHeld: sql<number>`coalesce(${held.n}, 0)`.mapWith(Number),
    contactedCases: sql<number>`coalesce(${contacted.n}, 0)`.mapWith(Number),
    promisesMade: sql<number>`coalesce(${made.n}, 0)`.mapWith(Number),
    promisesKept: sql<number>`coalesce(${kept.n}, 0)`.mapWith(Number),
    collectedCents: sql<number>`coalesce(${collected.cents}, 0)`.mapWith(Number),
    callsMade: sql<number>`coalesce(${calls.n}, 0)`.mapWith(Number),
    callsConnected: sql<number>`coalesce(${calls.connected}, 0)`.mapWith(Number),
    talkSeconds: sql<number>`coalesce(${calls.talk}, 0)`.mapWith(Number),
  }).from(users)
    .leftJoin(held, eq(held.uid, users.id)).leftJoin(contacted, eq(contacted.uid, users.id)).leftJoin(made, eq(made.uid, users.id))
    .leftJoin(kept, eq(kept.uid, users.id)).leftJoin(collected, eq(collected.uid, users.id)).leftJoin(calls, eq(calls.uid, users.id))
    .where(inArray(users.id, userIds));
}

/** The filter choices: groups of the system's collectors, merchants, collectors. */
export async function groupOptions(db: DbOrTx) {
  const rows = await db.selectDistinct({ value: collectionPersonnel.groupName }).from(collectionPersonnel)
    .where(sql`${collectionPersonnel.groupName} is not null`).orderBy(asc(collectionPersonnel.groupName));
  return rows.map((r) => ({ value: r.value as string, label: r.value as string }));
}

export async function collectorOptions(db: DbOrTx) {
  return db.selectDistinct({ value: users.id, label: users.realName }).from(collectionPersonnel).innerJoin(users, eq(users.id, collectionPersonnel.userId))
    .orderBy(asc(users.realName), asc(users.id));
}

export async function merchantChoices(db: DbOrTx, merchantIds: readonly number[] | null) {
  return db.select({ value: merchants.id, label: merchants.merchantName }).from(merchants)
    .where(merchantIds ? inArray(merchants.id, [...merchantIds]) : undefined).orderBy(asc(merchants.merchantNo));
}
