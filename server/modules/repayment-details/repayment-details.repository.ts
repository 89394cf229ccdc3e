/** collection_repayments with their case, order, merchant and collector names, filtered, in one query per page. */
import { and, asc, count, desc, eq, inArray, sum, type SQL } from 'drizzle-orm';
import type { RepaymentDetailFilter } from '../../../common/collection/repayment-details';
import { shownLevel } from '../../../common/collection/policies';
import type { CollectionSystem } from '../../../common/collection/statuses';
import type { DbOrTx } from '../../db/client';
import { startsWith, withinEatDays } from '../../db/list-search';
import { collectionCases, collectionLevels, collectionPersonnel, collectionRepayments, merchants, orders, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

const r = collectionRepayments;

function whereOf(scope: MerchantScope, filter: RepaymentDetailFilter): SQL | undefined {
  const where: SQL[] = [eq(r.system, filter.system)];
  if (scope) where.push(inArray(r.merchantId, scope.length ? [...scope] : [-1]));
  where.push(...withinEatDays(r.repaidAt, filter.dayFrom, filter.dayTo));
  if (filter.collectorUserId) where.push(eq(r.collectorUserId, filter.collectorUserId));
  if (filter.merchantId) where.push(eq(r.merchantId, filter.merchantId));
  if (filter.level) where.push(eq(r.level, filter.level));
  if (filter.orderNo) where.push(startsWith(orders.orderNo, filter.orderNo));
  return and(...where);
}

const columns = {
  id: r.id, repaidAt: r.repaidAt, caseNo: collectionCases.caseNo, orderId: orders.id, orderNo: orders.orderNo,
  customerName: orders.customerName, phone: orders.phone, merchantName: merchants.merchantName, level: r.level,
  collectorName: users.realName, agency: r.agency, amountCents: r.amountCents, reversed: r.reversed,
};

/** One page (or an export's rows), newest first along collection_repayments_repaid_idx. */
export async function repaymentRows(db: DbOrTx, scope: MerchantScope, filter: RepaymentDetailFilter, limit: number, offset = 0) {
  return db.select(columns).from(r)
    .innerJoin(collectionCases, eq(collectionCases.id, r.caseId))
    .innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .innerJoin(merchants, eq(merchants.id, r.merchantId))
    .leftJoin(users, eq(users.id, r.collectorUserId))
    .where(whereOf(scope, filter)).orderBy(desc(r.repaidAt), desc(r.id)).limit(limit).offset(offset);
}

/** How many rows and their net amount (reversed rows are negative). */
export async function repaymentTotals(db: DbOrTx, scope: MerchantScope, filter: RepaymentDetailFilter) {
  const base = db.select({ total: count(), cents: sum(r.amountCents) }).from(r);
  const query = filter.orderNo
    ? base.innerJoin(collectionCases, eq(collectionCases.id, r.caseId)).innerJoin(orders, eq(orders.id, collectionCases.orderId))
    : base;
  const [row] = await query.where(whereOf(scope, filter));
  return { total: Number(row.total), totalCents: Number(row.cents ?? 0) };
}

export async function collectorChoices(db: DbOrTx) {
  return db.selectDistinct({ value: users.id, label: users.realName }).from(collectionPersonnel)
    .innerJoin(users, eq(users.id, collectionPersonnel.userId)).orderBy(asc(users.realName), asc(users.id));
}

/** The level labels of one system's bands (stored labels; the browser shows S as M). */
export async function levelChoices(db: DbOrTx, system: CollectionSystem) {
  const rows = await db.selectDistinct({ value: collectionLevels.level, minDays: collectionLevels.minDays }).from(collectionLevels)
    .where(eq(collectionLevels.system, system)).orderBy(asc(collectionLevels.minDays), asc(collectionLevels.level));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.value) && seen.add(row.value)).map((row) => ({ value: row.value, label: shownLevel(system, row.value) }));
}

