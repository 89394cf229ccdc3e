/** Inbound-call records: the list newest first (cs_in_call_created_idx), the customers a phone matches (customers_phone_idx). */
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { InCallFilter } from '../../../common/customer-service/in-call';
import type { DbOrTx } from '../../db/client';
import { withinEatDays } from '../../db/list-search';
import { csInCallRecords, customers, merchants, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

function whereOf(scope: MerchantScope, filter: InCallFilter): SQL | undefined {
  const where: SQL[] = [];
  if (scope) where.push(or(isNull(csInCallRecords.customerId), inArray(customers.merchantId, scope.length ? [...scope] : [-1]))!);
  if (filter.phone) where.push(eq(csInCallRecords.phone, filter.phone));
  if (filter.reason) where.push(eq(csInCallRecords.reason, filter.reason));
  if (filter.resolution) where.push(eq(csInCallRecords.resolution, filter.resolution));
  where.push(...withinEatDays(csInCallRecords.createdAt, filter.createdFrom, filter.createdTo));
  return and(...where);
}

export async function inCallPage(db: DbOrTx, scope: MerchantScope, filter: InCallFilter, limit: number, offset: number) {
  const where = whereOf(scope, filter);
  const rows = await db.select({
    id: csInCallRecords.id, customerId: csInCallRecords.customerId, customerNo: customers.customerNo, fullName: customers.fullName,
    phone: csInCallRecords.phone, reason: csInCallRecords.reason, resolution: csInCallRecords.resolution, email: csInCallRecords.email,
    remark: csInCallRecords.remark, staffName: users.realName, createdAt: csInCallRecords.createdAt,
  }).from(csInCallRecords).leftJoin(customers, eq(customers.id, csInCallRecords.customerId)).innerJoin(users, eq(users.id, csInCallRecords.userId))
    .where(where).orderBy(desc(csInCallRecords.createdAt), desc(csInCallRecords.id)).limit(limit).offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(csInCallRecords).leftJoin(customers, eq(customers.id, csInCallRecords.customerId)).where(where);
  return { rows, total: Number(total) };
}

/** The customers with this phone (one per merchant at most), within the caller's merchants. */
export async function customersByPhone(db: DbOrTx, scope: MerchantScope, phone: string) {
  const where: SQL[] = [eq(customers.phone, phone)];
  if (scope) where.push(inArray(customers.merchantId, scope.length ? [...scope] : [-1]));
  return db.select({ id: customers.id, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone, merchantName: merchants.merchantName })
    .from(customers).innerJoin(merchants, eq(merchants.id, customers.merchantId)).where(and(...where)).orderBy(customers.id).limit(20);
}

export async function insertInCall(db: DbOrTx, values: typeof csInCallRecords.$inferInsert) {
  const [row] = await db.insert(csInCallRecords).values(values).returning();
  return row;
}

/** The customer 360's contacts: this customer's inbound calls, newest first. */
export const inCallsOfCustomer = (db: DbOrTx, customerId: number, limit: number) => db.select({
  id: csInCallRecords.id, reason: csInCallRecords.reason, resolution: csInCallRecords.resolution, remark: csInCallRecords.remark,
  at: csInCallRecords.createdAt, staffName: users.realName,
}).from(csInCallRecords).innerJoin(users, eq(users.id, csInCallRecords.userId)).where(eq(csInCallRecords.customerId, customerId))
  .orderBy(desc(csInCallRecords.createdAt)).limit(limit);
