/**
 * The customer behind a case, as a collector weighs them: their loans (bills of lent orders along bills_customer_idx,
 * each with its case if it has one) and their record — loans, settled and settled on time, open cases, the most days
 * overdue, repaid, promises and broken ones (collection_cases_customer_idx) — within the caller's merchants.
 */
import { and, count, desc, eq, inArray, max, ne, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CUSTOMER_LOANS_SHOWN } from '../../../common/collection/my-collection-case';
import type { DbOrTx } from '../../db/client';
import { bills, collectionCases, collectionPromises, merchants, orders, users } from '../../db/schema';
import { owedSql } from '../bill/bill.repository';
import type { MerchantScope } from '../order/order-list.repository';

const inScope = (column: typeof bills.merchantId | typeof collectionCases.merchantId, scope: MerchantScope): SQL | undefined =>
  (scope ? inArray(column, scope.length ? [...scope] : [-1]) : undefined);

export async function customerLoans(db: DbOrTx, customerId: number, scope: MerchantScope) {
  const collector = alias(users, 'collector');
  return db.select({
    billId: bills.id, orderNo: orders.orderNo, billNo: bills.billNo, merchantName: merchants.merchantName, loanAmountCents: orders.loanAmountCents,
    lendingAt: orders.lendingAt, dueDay: bills.dueDay, billStatus: bills.status, overdueDays: bills.overdueDays,
    owedCents: sql<number>`(${owedSql})::bigint`.mapWith(Number), repaidCents: bills.repaidCents, settledAt: bills.settledAt,
    caseId: collectionCases.id, caseNo: collectionCases.caseNo, caseLevel: collectionCases.level, caseStatus: collectionCases.status, collectorName: collector.realName,
  }).from(bills)
    .innerJoin(orders, eq(orders.id, bills.orderId))
    .innerJoin(merchants, eq(merchants.id, bills.merchantId))
    .leftJoin(collectionCases, and(eq(collectionCases.orderId, bills.orderId), eq(collectionCases.billId, bills.id)))
    .leftJoin(collector, eq(collector.id, collectionCases.collectorUserId))
    .where(and(eq(bills.customerId, customerId), inScope(bills.merchantId, scope)))
    .orderBy(desc(bills.dueDay), desc(bills.id)).limit(CUSTOMER_LOANS_SHOWN);
}

export async function customerRecord(db: DbOrTx, customerId: number, scope: MerchantScope) {
  const onTime = sql`${bills.status} = 'settled' and ((${bills.settledAt} at time zone 'UTC') + interval '3 hours')::date <= ${bills.dueDay}`;
  const [[loans], [cases], [promises]] = await Promise.all([
    db.select({
      loans: count(), settled: sql<number>`count(*) filter (where ${bills.status} = 'settled')`.mapWith(Number),
      settledOnTime: sql<number>`count(*) filter (where ${onTime})`.mapWith(Number),
      maxOverdueDays: max(bills.overdueDays), repaidCents: sum(bills.repaidCents),
    }).from(bills).where(and(eq(bills.customerId, customerId), inScope(bills.merchantId, scope))),
    db.select({ openCases: count() }).from(collectionCases)
      .where(and(eq(collectionCases.customerId, customerId), ne(collectionCases.status, 'closed'), inScope(collectionCases.merchantId, scope))),
    db.select({ promises: count(), brokenPromises: sql<number>`count(*) filter (where ${collectionPromises.status} = 'broken')`.mapWith(Number) })
      .from(collectionPromises).innerJoin(collectionCases, eq(collectionCases.id, collectionPromises.caseId))
      .where(and(eq(collectionCases.customerId, customerId), inScope(collectionCases.merchantId, scope))),
  ]);
  return {
    loans: Number(loans.loans), settled: loans.settled, settledOnTime: loans.settledOnTime, openCases: Number(cases.openCases),
    maxOverdueDays: Number(loans.maxOverdueDays ?? 0), repaidCents: Number(loans.repaidCents ?? 0),
    promises: Number(promises.promises), brokenPromises: promises.brokenPromises,
  };
}
