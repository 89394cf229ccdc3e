/**
 * The list library, derived live: customers of the scope with no order at all (orders_customer_idx), signed in
 * or not (cs_customer_sign_ins), newest registration first (customers_registered_idx). One query per page.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { ListLibraryFilter } from '../../../common/customer-service/list-library';
import type { DbOrTx } from '../../db/client';
import { nameMatches, startsWith, withinEatDays } from '../../db/list-search';
import { csCallAssignments, csCustomerSignIns, csStaff, customers, merchants, orders, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export const inScope = (column: Parameters<typeof inArray>[0], scope: MerchantScope): SQL | undefined =>
  (scope ? inArray(column, scope.length ? [...scope] : [-1]) : undefined);

/** No application ever: the customer's orders, through orders_customer_idx. */
export const neverApplied = (customerId: SQL | Parameters<typeof eq>[0]) =>
  notExists(sql`(select 1 from ${orders} where ${orders.customerId} = ${customerId})`);

/** neverSignedIn / notApplied / applied, from the real state at the moment of reading. */
export const customerStatus = sql<'neverSignedIn' | 'notApplied' | 'applied'>`case
  when exists (select 1 from ${orders} where ${orders.customerId} = ${customers.id}) then 'applied'
  when ${csCustomerSignIns.customerId} is null then 'neverSignedIn' else 'notApplied' end`;

function whereOf(scope: MerchantScope, filter: ListLibraryFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [inScope(customers.merchantId, scope), neverApplied(customers.id)];
  if (filter.phone) where.push(eq(customers.phone, filter.phone));
  if (filter.customerNo) where.push(startsWith(customers.customerNo, filter.customerNo));
  if (filter.fullName) where.push(nameMatches(customers.fullName, filter.fullName));
  if (filter.merchantId) where.push(eq(customers.merchantId, filter.merchantId));
  if (filter.status === 'neverSignedIn') where.push(isNull(csCustomerSignIns.customerId));
  if (filter.status === 'notApplied') where.push(isNotNull(csCustomerSignIns.customerId));
  if (filter.assignment === 'assigned') where.push(isNotNull(csCallAssignments.id));
  if (filter.assignment === 'unassigned') where.push(isNull(csCallAssignments.id));
  where.push(...withinEatDays(customers.registeredAt, filter.registeredFrom, filter.registeredTo));
  return and(...where);
}

export async function listLibraryPage(db: DbOrTx, scope: MerchantScope, filter: ListLibraryFilter, limit: number, offset: number) {
  const rows = await db.select({
    id: customers.id, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone,
    merchantName: merchants.merchantName, appName: merchants.appName,
    status: sql<'neverSignedIn' | 'notApplied'>`case when ${csCustomerSignIns.customerId} is null then 'neverSignedIn' else 'notApplied' end`,
    registeredAt: customers.registeredAt, lastSignInAt: csCustomerSignIns.lastAt, agentName: users.realName, assignedAt: csCallAssignments.assignedAt,
  }).from(customers).innerJoin(merchants, eq(merchants.id, customers.merchantId))
    .leftJoin(csCustomerSignIns, eq(csCustomerSignIns.customerId, customers.id))
    .leftJoin(csCallAssignments, eq(csCallAssignments.customerId, customers.id))
    .leftJoin(users, eq(users.id, csCallAssignments.agentUserId))
    .where(whereOf(scope, filter)).orderBy(desc(customers.registeredAt), desc(customers.id)).limit(limit).offset(offset);
  return { rows, total: await countLibrary(db, scope, filter) };
}

/** How many customers the filter holds now (a saved list's count, a distribution's preview). */
export async function countLibrary(db: DbOrTx, scope: MerchantScope, filter: ListLibraryFilter) {
  const [{ total }] = await db.select({ total: count() }).from(customers)
    .leftJoin(csCustomerSignIns, eq(csCustomerSignIns.customerId, customers.id))
    .leftJoin(csCallAssignments, eq(csCallAssignments.customerId, customers.id)).where(whereOf(scope, filter));
  return Number(total);
}

/** "All filtered rows": the filter's customers after a cursor, ascending ids (a keyset walk, never the whole table). */
export async function listLibraryIdsAfter(db: DbOrTx, scope: MerchantScope, filter: ListLibraryFilter, after: number, limit: number) {
  const rows = await db.select({ id: customers.id }).from(customers)
    .leftJoin(csCustomerSignIns, eq(csCustomerSignIns.customerId, customers.id))
    .leftJoin(csCallAssignments, eq(csCallAssignments.customerId, customers.id))
    .where(and(whereOf(scope, filter), gt(customers.id, after))).orderBy(asc(customers.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** Chosen customers still in the library (no order), within the scope, with their current assignment. */
export async function libraryCustomers(db: DbOrTx, ids: readonly number[], scope: MerchantScope, lock = true) {
  if (!ids.length) return [];
  const query = db.select({ id: customers.id, customerNo: customers.customerNo, merchantId: customers.merchantId, agentUserId: csCallAssignments.agentUserId })
    .from(customers).leftJoin(csCallAssignments, eq(csCallAssignments.customerId, customers.id))
    .where(and(inArray(customers.id, [...ids]), inScope(customers.merchantId, scope), neverApplied(customers.id)));
  return lock ? query.for('update', { of: customers }) : query;
}

/** Agents (CustomerServiceStaff) whose merchants meet the scope, online first. */
export async function agentOptions(db: DbOrTx, scope: MerchantScope) {
  return db.select({ userId: users.id, realName: users.realName, userNo: users.userNo, workingStatus: csStaff.workingStatus, groupName: csStaff.groupName })
    .from(csStaff).innerJoin(users, eq(users.id, csStaff.userId))
    .where(and(eq(users.status, 'normal'), scope ? sql`(${users.merchantId} is null or ${inScope(users.merchantId, scope)})` : undefined))
    .orderBy(sql`case ${csStaff.workingStatus} when 'online' then 0 when 'busy' then 1 else 2 end`, asc(users.realName));
}

export async function findAgent(db: DbOrTx, userId: number) {
  const [row] = await db.select({ userId: csStaff.userId, workingStatus: csStaff.workingStatus }).from(csStaff).where(eq(csStaff.userId, userId));
  return row ?? null;
}

export async function upsertAssignments(db: DbOrTx, customerIds: readonly number[], agentUserId: number, assignedBy: number, at: Date) {
  if (!customerIds.length) return;
  await db.insert(csCallAssignments).values(customerIds.map((customerId) => ({ customerId, agentUserId, assignedBy, assignedAt: at, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({ target: csCallAssignments.customerId, set: { agentUserId, assignedBy, assignedAt: at, updatedAt: at } });
}

/** The app reports a sign-in: the first creates the row, later ones move lastAt and count. */
export async function recordSignIn(db: DbOrTx, customerId: number, at: Date) {
  await db.insert(csCustomerSignIns).values({ customerId, firstAt: at, lastAt: at, signInCount: 1 })
    .onConflictDoUpdate({ target: csCustomerSignIns.customerId, set: { lastAt: at, signInCount: sql`${csCustomerSignIns.signInCount} + 1` } });
}

export async function findMerchantCustomer(db: DbOrTx, merchantId: number, customerNo: string) {
  const [row] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.merchantId, merchantId), eq(customers.customerNo, customerNo)));
  return row ?? null;
}
