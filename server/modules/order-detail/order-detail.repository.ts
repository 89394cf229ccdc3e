/** Reads of one order and everything around it, for the order detail and the order audit screens. */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  bankCards, customerContacts, customerCredits, customers, merchants, orderApplicationData, orderAttachments,
  orderFollowRecords, orderReviews, orders, orderSteps, organizations, products, users,
} from '../../db/schema';

export interface PageRequest {
  current: number;
  size: number;
}

const offsetOf = (page: PageRequest) => (page.current - 1) * page.size;

export async function findOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function findOrderIdByNo(db: DbOrTx, orderNo: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return row?.id ?? null;
}

/** Product, merchant, organisation and auditor of an order, joined once. */
export async function findOrderLinks(db: DbOrTx, order: { productId: number; merchantId: number; orgId: number | null; auditorId: number | null }) {
  const [product] = await db.select({ productCode: products.productCode, productName: products.productName }).from(products).where(eq(products.id, order.productId));
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, order.merchantId));
  const [org] = order.orgId ? await db.select().from(organizations).where(eq(organizations.id, order.orgId)) : [];
  const [auditor] = order.auditorId ? await db.select({ realName: users.realName }).from(users).where(eq(users.id, order.auditorId)) : [];
  return { product: product ?? null, merchant: merchant ?? null, org: org ?? null, auditorName: auditor?.realName ?? null };
}

export async function findCustomer(db: DbOrTx, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

export async function findBankCard(db: DbOrTx, bankCardId: number | null) {
  if (bankCardId === null) return null;
  const [row] = await db.select().from(bankCards).where(eq(bankCards.id, bankCardId));
  return row ?? null;
}

export const findCredits = (db: DbOrTx, customerId: number) =>
  db.select().from(customerCredits).where(eq(customerCredits.customerId, customerId)).orderBy(desc(customerCredits.createdAt));

export const findContacts = (db: DbOrTx, orderId: number) =>
  db.select().from(customerContacts).where(eq(customerContacts.orderId, orderId)).orderBy(asc(customerContacts.id));

export async function findContact(db: DbOrTx, orderId: number, contactId: number) {
  const [row] = await db.select().from(customerContacts)
    .where(and(eq(customerContacts.orderId, orderId), eq(customerContacts.id, contactId))).limit(1);
  return row ?? null;
}

export async function findAttachment(db: DbOrTx, orderId: number, attachmentId: number) {
  const [row] = await db.select().from(orderAttachments)
    .where(and(eq(orderAttachments.id, attachmentId), eq(orderAttachments.orderId, orderId))).limit(1);
  return row;
}

export async function findContactById(db: DbOrTx, contactId: number) {
  const [row] = await db.select().from(customerContacts).where(eq(customerContacts.id, contactId)).limit(1);
  return row ?? null;
}

export async function findApplicationData(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orderApplicationData).where(eq(orderApplicationData.orderId, orderId));
  return row ?? null;
}

export const findAttachments = (db: DbOrTx, orderId: number) =>
  db.select({ id: orderAttachments.id, kind: orderAttachments.kind, fileName: orderAttachments.fileName, contentType: orderAttachments.contentType,
    sizeBytes: orderAttachments.sizeBytes, createdAt: orderAttachments.createdAt })
    .from(orderAttachments).where(eq(orderAttachments.orderId, orderId)).orderBy(asc(orderAttachments.id));

export const findSteps = (db: DbOrTx, orderId: number) =>
  db.select().from(orderSteps).where(eq(orderSteps.orderId, orderId)).orderBy(asc(orderSteps.at), asc(orderSteps.id));

export const findReviews = (db: DbOrTx, orderId: number) =>
  db.select({ id: orderReviews.id, decision: orderReviews.decision, refuseCode: orderReviews.refuseCode, remark: orderReviews.remark,
    answers: orderReviews.answers, approvedAmountCents: orderReviews.approvedAmountCents, createdAt: orderReviews.createdAt,
    auditorId: orderReviews.auditorId, auditorName: users.realName })
    .from(orderReviews).innerJoin(users, eq(users.id, orderReviews.auditorId))
    .where(eq(orderReviews.orderId, orderId)).orderBy(desc(orderReviews.createdAt), desc(orderReviews.id));

export const findFollowRecords = (db: DbOrTx, orderId: number) =>
  db.select({ id: orderFollowRecords.id, contactKind: orderFollowRecords.contactKind, contactName: orderFollowRecords.contactName,
    phone: orderFollowRecords.phone, actionCode: orderFollowRecords.actionCode, remark: orderFollowRecords.remark,
    nextCallAt: orderFollowRecords.nextCallAt, createdAt: orderFollowRecords.createdAt, userName: users.realName })
    .from(orderFollowRecords).innerJoin(users, eq(users.id, orderFollowRecords.userId))
    .where(eq(orderFollowRecords.orderId, orderId)).orderBy(desc(orderFollowRecords.createdAt), desc(orderFollowRecords.id));

/** The customer's other orders, newest first (historical borrowing). */
export async function pageOtherOrders(db: DbOrTx, customerId: number, orderId: number, page: PageRequest) {
  const where = and(eq(orders.customerId, customerId), ne(orders.id, orderId));
  const records = await db.select({
    id: orders.id, orderNo: orders.orderNo, status: orders.status, refuseCode: orders.refuseCode, applyAt: orders.applyAt,
    lendingAt: orders.lendingAt, loanAmountCents: orders.loanAmountCents, practicalAmountCents: orders.practicalAmountCents,
    termDays: orders.termDays, loanType: orders.loanType, productName: products.productName,
  }).from(orders).innerJoin(products, eq(products.id, orders.productId)).where(where)
    .orderBy(desc(orders.applyAt), desc(orders.id)).limit(page.size).offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  return { records, total };
}

const historyOrder = alias(orders, 'history_order');

/** The audit steps of the customer's other orders (history audit steps), newest first. */
export async function pageOtherOrderSteps(db: DbOrTx, customerId: number, orderId: number, page: PageRequest) {
  const where = and(eq(historyOrder.customerId, customerId), ne(historyOrder.id, orderId));
  const records = await db.select({
    id: orderSteps.id, orderId: orderSteps.orderId, orderNo: historyOrder.orderNo, action: orderSteps.action, fromStatus: orderSteps.fromStatus,
    toStatus: orderSteps.toStatus, actorName: orderSteps.actorName, refuseCode: orderSteps.refuseCode, reason: orderSteps.reason, at: orderSteps.at,
  }).from(orderSteps).innerJoin(historyOrder, eq(historyOrder.id, orderSteps.orderId)).where(where)
    .orderBy(desc(orderSteps.at), desc(orderSteps.id)).limit(page.size).offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(orderSteps).innerJoin(historyOrder, eq(historyOrder.id, orderSteps.orderId)).where(where);
  return { records, total };
}
