/** collection_repayments with their case, order, merchant and collector names, filtered, in one query per page. */
import { asc, desc, eq, sum } from 'drizzle-orm';
import { z } from 'zod';
import { repaymentDetailFilters } from '../../../common/collection/repayment-details';
import { shownLevel } from '../../../common/collection/policies';
import { COLLECTION_SYSTEMS, type CollectionSystem } from '../../../common/collection/statuses';
import { defineList, type ListFilter } from '../../core/list/define-list';
import type { DbOrTx } from '../../db/client';
import { collectionCases, collectionLevels, collectionPersonnel, collectionRepayments, merchants, orders, users } from '../../db/schema';

const r = collectionRepayments;

/** Repayments, newest first along collection_repayments_repaid_idx, with their net amount (reversed rows are negative). */
export const repaymentDetailList = defineList({
  from: r,
  joins: [
    { table: collectionCases, on: eq(collectionCases.id, r.caseId) },
    { table: orders, on: eq(orders.id, collectionCases.orderId) },
    { table: merchants, on: eq(merchants.id, r.merchantId) },
    { table: users, on: eq(users.id, r.collectorUserId), type: 'left' },
  ],
  columns: {
    id: r.id, repaidAt: r.repaidAt, caseNo: collectionCases.caseNo, orderId: orders.id, orderNo: orders.orderNo,
    customerName: orders.customerName, phone: orders.phone, merchantName: merchants.merchantName, level: r.level,
    collectorName: users.realName, agency: r.agency, amountCents: r.amountCents, reversed: r.reversed,
  },
  filters: repaymentDetailFilters('v1'),
  params: { system: z.enum(COLLECTION_SYSTEMS, { message: 'validation.option' }) },
  match: {
    system: r.system, days: r.repaidAt, collectorUserId: r.collectorUserId, merchantId: r.merchantId, level: r.level, orderNo: orders.orderNo,
  },
  merchantScope: { column: r.merchantId },
  order: [desc(r.repaidAt), desc(r.id)],
  sums: { totalCents: sum(r.amountCents) },
});
export type RepaymentDetailFilter = ListFilter<typeof repaymentDetailList>;

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

