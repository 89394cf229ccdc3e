/** Inbound-call records: the list newest first (cs_in_call_created_idx), the customers a phone matches (customers_phone_idx). */
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { IN_CALL_FILTERS } from '../../../common/customer-service/in-call';
import type { DbOrTx } from '../../db/client';
import { defineList, type ListQuery } from '../../core/list/define-list';
import { csInCallRecords, customers, merchants, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

/** CustomerInCallRecord's list; an unknown caller's call (no customer) is every merchant's. */
export const inCallList = defineList({
  from: csInCallRecords,
  joins: [
    { table: customers, on: eq(customers.id, csInCallRecords.customerId), type: 'left' },
    { table: users, on: eq(users.id, csInCallRecords.userId) },
  ],
  columns: {
    id: csInCallRecords.id, customerId: csInCallRecords.customerId, customerNo: customers.customerNo, fullName: customers.fullName,
    phone: csInCallRecords.phone, reason: csInCallRecords.reason, resolution: csInCallRecords.resolution, email: csInCallRecords.email,
    remark: csInCallRecords.remark, staffName: users.realName, createdAt: csInCallRecords.createdAt,
  },
  filters: IN_CALL_FILTERS,
  match: { phone: csInCallRecords.phone, reason: csInCallRecords.reason, resolution: csInCallRecords.resolution, days: csInCallRecords.createdAt },
  merchantScope: { column: customers.merchantId, sharedWhen: isNull(csInCallRecords.customerId) },
  order: [desc(csInCallRecords.createdAt), desc(csInCallRecords.id)],
});
export type InCallListQuery = ListQuery<typeof inCallList>;

/** The customers with this phone (one per merchant at most), within the caller's merchants. */
export async function customersByPhone(db: DbOrTx, scope: MerchantScope, phone: string) {
  const where: SQL[] = [eq(customers.phone, phone)];
  if (scope) where.push(inArray(customers.merchantId, scope.length ? [...scope] : [-1]));
  return db.select({ id: customers.id, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone, merchantName: merchants.merchantName })
    .from(customers).innerJoin(merchants, eq(merchants.id, customers.merchantId)).where(and(...where)).orderBy(customers.id).limit(20);
}

/** The customer, when within the caller's merchants. */
export async function customerInScope(db: DbOrTx, scope: MerchantScope, customerId: number) {
  const where: SQL[] = [eq(customers.id, customerId)];
  if (scope) where.push(inArray(customers.merchantId, scope.length ? [...scope] : [-1]));
  const [row] = await db.select({ id: customers.id, merchantId: customers.merchantId }).from(customers).where(and(...where));
  return row ?? null;
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
