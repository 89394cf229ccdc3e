/**
 * The reads of CustomerManage. The list walks customers newest first (or the few a needle filter finds) and
 * adds each page's order and bill figures in one grouped query; the 360 reads each section by the customer's
 * own indexes (orders_customer_idx, bills_customer_idx, repay_flows_order_idx …), bounded by CUSTOMER_VIEW_LIMITS.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { CUSTOMER_FILTERS, CUSTOMER_VIEW_LIMITS as LIMITS } from '../../../common/customers/customer-manage';
import { defineList, type ListQuery } from '../../core/list/define-list';
import { queryRows, type DbOrTx } from '../../db/client';
import { startsWith } from '../../db/list-search';
import {
  bills, callLogs, collectionContacts, coupons, customerCredits, customers, merchants, orders, outboxMessages, products, refunds, repayFlows, tempLimitTaskRows, tempLimitTasks, users,
} from '../../db/schema';
import { chargedSql, owedSql } from '../bill/bill.repository';

/**
 * CustomerManage's list: newest registered first (customers_registered_idx), a phone along customers_phone_idx, a name
 * by the trigram index, an order number as its customers (a subquery along orders_no_uq). Customers are many: the
 * total is counted within the budget, else the planner's estimate.
 */
export const customerList = defineList({
  from: customers,
  joins: [{ table: merchants, on: eq(merchants.id, customers.merchantId) }],
  columns: {
    id: customers.id, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone, idNumber: customers.idNumber,
    merchantName: merchants.merchantName, registeredAt: customers.registeredAt,
  },
  filters: CUSTOMER_FILTERS,
  match: {
    phone: customers.phone, idNumber: customers.idNumber, fullName: customers.fullName, days: customers.registeredAt,
    orderNo: { where: (orderNo: string) => inArray(customers.id, sql`(select ${orders.customerId} from ${orders} where ${startsWith(orders.orderNo, orderNo)})`) },
  },
  merchantScope: { column: customers.merchantId },
  order: [desc(customers.registeredAt), desc(customers.id)],
  total: 'budgeted',
});
export type CustomerListQuery = ListQuery<typeof customerList>;

export interface CustomerFigures { customerId: number; orderCount: number; openBillCount: number; amountDueCents: number }

/** Orders, open bills and what is owed, for one page of customers, in one grouped query. */
export async function figuresOf(db: DbOrTx, customerIds: number[]): Promise<Map<number, CustomerFigures>> {
  if (customerIds.length === 0) return new Map();
  const rows = await queryRows<{ customerId: number; orderCount: string; openBillCount: string; amountDueCents: string }>(db, sql`
    select c.id as "customerId",
      (select count(*) from ${orders} o where o.customer_id = c.id) as "orderCount",
      (select count(*) from ${bills} where ${bills.customerId} = c.id and ${bills.status} <> 'settled') as "openBillCount",
      (select coalesce(sum(${owedSql}), 0) from ${bills} where ${bills.customerId} = c.id and ${bills.status} <> 'settled') as "amountDueCents"
    from ${customers} c where c.id in (${sql.join(customerIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.customerId, {
    customerId: r.customerId, orderCount: Number(r.orderCount), openBillCount: Number(r.openBillCount), amountDueCents: Number(r.amountDueCents),
  }]));
}

export async function findCustomer(db: DbOrTx, customerId: number) {
  const [row] = await db.select({ customer: customers, merchantName: merchants.merchantName }).from(customers)
    .innerJoin(merchants, eq(merchants.id, customers.merchantId)).where(eq(customers.id, customerId));
  return row ?? null;
}

/** The customer's credit lines, a temporary raise with the name of the task that granted it. */
export const creditsOf = (db: DbOrTx, customerId: number) => db.select({
  id: customerCredits.id, creditType: customerCredits.creditType, limitCents: customerCredits.limitCents, remainingCents: customerCredits.remainingCents,
  expiresAt: customerCredits.expiresAt, adjustable: customerCredits.adjustable, status: customerCredits.status, taskName: tempLimitTasks.name,
}).from(customerCredits)
  .leftJoin(tempLimitTaskRows, eq(tempLimitTaskRows.creditId, customerCredits.id)).leftJoin(tempLimitTasks, eq(tempLimitTasks.id, tempLimitTaskRows.taskId))
  .where(eq(customerCredits.customerId, customerId)).orderBy(desc(customerCredits.createdAt));

export const ordersOf = (db: DbOrTx, customerId: number) => db.select({
  id: orders.id, orderNo: orders.orderNo, productName: products.productName, status: orders.status, loanAmountCents: orders.loanAmountCents,
  applyAt: orders.applyAt, lendingAt: orders.lendingAt,
}).from(orders).leftJoin(products, eq(products.id, orders.productId)).where(eq(orders.customerId, customerId))
  .orderBy(desc(orders.applyAt), desc(orders.id)).limit(LIMITS.orders);

export const billsOf = (db: DbOrTx, customerId: number) => db.select({
  id: bills.id, billNo: bills.billNo, orderNo: orders.orderNo, periodNo: bills.periodNo, status: bills.status, dueDay: bills.dueDay,
  overdueDays: bills.overdueDays, billAmountCents: sql<string>`${chargedSql}`, repaidCents: bills.repaidCents, couponCents: bills.couponCents,
  waivedCents: bills.waivedCents, amountDueCents: sql<string>`${owedSql}`,
}).from(bills).innerJoin(orders, eq(orders.id, bills.orderId)).where(eq(bills.customerId, customerId))
  .orderBy(desc(bills.dueDay), desc(bills.id)).limit(LIMITS.bills);

/** What the customer owes now over every open bill (not only the ones shown). */
export async function amountDueOf(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await queryRows<{ due: string }>(db, sql`select coalesce(sum(${owedSql}), 0) as due from ${bills}
    where ${bills.customerId} = ${customerId} and ${bills.status} <> 'settled'`);
  return Number(row?.due ?? 0);
}

const customerOrderIds = (customerId: number) => sql`(select ${orders.id} from ${orders} where ${orders.customerId} = ${customerId})`;

export const flowsOf = (db: DbOrTx, customerId: number) => db.select({
  id: repayFlows.id, flowNo: repayFlows.flowNo, orderNo: orders.orderNo, repayType: repayFlows.repayType, source: repayFlows.source,
  paymentChannel: repayFlows.paymentChannel, status: repayFlows.status, amountCents: repayFlows.amountCents, couponCents: repayFlows.couponCents,
  waivedCents: repayFlows.waivedCents, repaidAt: repayFlows.repaidAt,
}).from(repayFlows).innerJoin(orders, eq(orders.id, repayFlows.orderId)).where(inArray(repayFlows.orderId, customerOrderIds(customerId)))
  .orderBy(desc(repayFlows.repaidAt), desc(repayFlows.id)).limit(LIMITS.flows);

export const refundsOf = (db: DbOrTx, customerId: number) => db.select({
  id: refunds.id, refundNo: refunds.refundNo, orderNo: orders.orderNo, amountCents: refunds.amountCents, auditStatus: refunds.auditStatus,
  refundStatus: refunds.refundStatus, createdAt: refunds.createdAt,
}).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(inArray(refunds.orderId, customerOrderIds(customerId)))
  .orderBy(desc(refunds.createdAt)).limit(LIMITS.refunds);

export const couponsOf = (db: DbOrTx, customerId: number) => db.select({
  id: coupons.id, couponNo: coupons.couponNo, couponType: coupons.couponType, amountCents: coupons.amountCents, status: coupons.status,
  expiresAt: coupons.expiresAt, createdAt: coupons.createdAt,
}).from(coupons).where(eq(coupons.customerId, customerId)).orderBy(desc(coupons.createdAt)).limit(LIMITS.coupons);

export const callsOf = (db: DbOrTx, customerId: number) => db.select({
  id: callLogs.id, via: callLogs.via, status: callLogs.status, at: callLogs.createdAt, staffName: users.realName, orderNo: orders.orderNo,
  outcome: callLogs.outcome, talkSeconds: callLogs.talkSeconds,
}).from(callLogs).innerJoin(orders, eq(orders.id, callLogs.orderId)).leftJoin(users, eq(users.id, callLogs.userId))
  .where(inArray(callLogs.orderId, customerOrderIds(customerId))).orderBy(desc(callLogs.createdAt)).limit(LIMITS.contacts);

export const messagesOf = (db: DbOrTx, phone: string) => db.select({
  id: outboxMessages.id, channel: outboxMessages.channel, status: outboxMessages.status, at: outboxMessages.createdAt, kind: outboxMessages.kind,
  body: outboxMessages.body,
}).from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.createdAt)).limit(LIMITS.contacts);

export const collectionContactsOf = (db: DbOrTx, customerId: number) => db.select({
  id: collectionContacts.id, channel: collectionContacts.channel, result: collectionContacts.result, remark: collectionContacts.remark,
  at: collectionContacts.at, staffName: users.realName,
}).from(collectionContacts).leftJoin(users, eq(users.id, collectionContacts.userId))
  .where(eq(collectionContacts.customerId, customerId)).orderBy(desc(collectionContacts.at)).limit(LIMITS.contacts);
