/**
 * The list library, derived live: customers of the scope with no order at all (orders_customer_idx), signed in
 * or not (cs_customer_sign_ins), newest registration first (customers_registered_idx). One query per page.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { LIST_LIBRARY_FILTERS, type CS_ASSIGNMENT_STATES, type CS_LIST_STATUSES, type ListLibraryFilter } from '../../../common/customer-service/list-library';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx } from '../../db/client';
import { csCallAssignments, csCustomerSignIns, csStaff, customers, merchants, orders, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

type CsListStatus = (typeof CS_LIST_STATUSES)[number];

export const inScope = (column: Parameters<typeof inArray>[0], scope: MerchantScope): SQL | undefined =>
  (scope ? inArray(column, scope.length ? [...scope] : [-1]) : undefined);

/** No application ever: the customer's orders, through orders_customer_idx. */
export const neverApplied = (customerId: SQL | Parameters<typeof eq>[0]) =>
  notExists(sql`(select 1 from ${orders} where ${orders.customerId} = ${customerId})`);

/** neverSignedIn / notApplied / applied, from the real state at the moment of reading. */
export const customerStatus = sql<'neverSignedIn' | 'notApplied' | 'applied'>`case
  when exists (select 1 from ${orders} where ${orders.customerId} = ${customers.id}) then 'applied'
  when ${csCustomerSignIns.customerId} is null then 'neverSignedIn' else 'notApplied' end`;

/** ListLibraryManage's list, newest registration first; the count joins the sign-ins and assignments only when filtered by them. */
export const libraryList = defineList({
  from: customers,
  joins: [
    { table: merchants, on: eq(merchants.id, customers.merchantId) },
    { table: csCustomerSignIns, on: eq(csCustomerSignIns.customerId, customers.id), type: 'left' },
    { table: csCallAssignments, on: eq(csCallAssignments.customerId, customers.id), type: 'left' },
    { table: users, on: eq(users.id, csCallAssignments.agentUserId), type: 'left' },
  ],
  columns: {
    id: customers.id, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone,
    merchantName: merchants.merchantName, appName: merchants.appName,
    status: sql<'neverSignedIn' | 'notApplied'>`case when ${csCustomerSignIns.customerId} is null then 'neverSignedIn' else 'notApplied' end`,
    registeredAt: customers.registeredAt, lastSignInAt: csCustomerSignIns.lastAt, agentName: users.realName, assignedAt: csCallAssignments.assignedAt,
  },
  filters: LIST_LIBRARY_FILTERS,
  match: {
    phone: customers.phone, customerNo: customers.customerNo, fullName: customers.fullName, merchantId: customers.merchantId, days: customers.registeredAt,
    status: { where: (status: CsListStatus) => (status === 'neverSignedIn' ? isNull(csCustomerSignIns.customerId) : isNotNull(csCustomerSignIns.customerId)) },
    assignment: { where: (state: (typeof CS_ASSIGNMENT_STATES)[number]) => (state === 'assigned' ? isNotNull(csCallAssignments.id) : isNull(csCallAssignments.id)) },
  },
  merchantScope: { column: customers.merchantId },
  always: neverApplied(customers.id),
  order: [desc(customers.registeredAt), desc(customers.id)],
});
export type LibraryListQuery = ListQuery<typeof libraryList>;

/** How many customers the filter holds now (a saved list's count, a distribution's preview). */
export async function countLibrary(db: DbOrTx, scope: MerchantScope, filter: ListLibraryFilter) {
  return (await libraryList.total(db, scope, filter)).total;
}

/** "All filtered rows": the filter's customers after a cursor, ascending ids (a keyset walk, never the whole table). */
export async function listLibraryIdsAfter(db: DbOrTx, scope: MerchantScope, filter: ListLibraryFilter, after: number, limit: number) {
  const rows = await db.select({ id: customers.id }).from(customers)
    .leftJoin(csCustomerSignIns, eq(csCustomerSignIns.customerId, customers.id))
    .leftJoin(csCallAssignments, eq(csCallAssignments.customerId, customers.id))
    .where(and(libraryList.where(scope, filter), gt(customers.id, after))).orderBy(asc(customers.id)).limit(limit);
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
