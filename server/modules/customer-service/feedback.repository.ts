/** Feedback rows: lists by status/time or by customer (cs_feedbacks_* indexes), one row for a change. */
import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { FEEDBACK_FILTERS, type FeedbackNoteRow } from '../../../common/customer-service/feedback';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx } from '../../db/client';
import { nameMatches } from '../../db/list-search';
import { csFeedbackNotes, csFeedbacks, customers, merchants, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

const scoped = (scope: MerchantScope): SQL[] => (scope ? [inArray(csFeedbacks.merchantId, scope.length ? [...scope] : [-1])] : []);

const opener = alias(users, 'opener');

/**
 * The ticket queue, newest first (cs_feedbacks_created_idx) or by due time (cs_feedbacks_due_idx, with a status
 * cs_feedbacks_status_due_idx); "mine" along cs_feedbacks_handler_idx; a phone finds its customers along customers_phone_idx.
 */
export const feedbackList = defineList({
  from: csFeedbacks,
  joins: [
    { table: customers, on: eq(customers.id, csFeedbacks.customerId) },
    { table: merchants, on: eq(merchants.id, csFeedbacks.merchantId) },
    { table: users, on: eq(users.id, csFeedbacks.handlerUserId), type: 'left' },
    { table: opener, on: eq(opener.id, csFeedbacks.createdBy), type: 'left' },
  ],
  columns: {
    id: csFeedbacks.id, feedbackNo: csFeedbacks.feedbackNo, customerId: csFeedbacks.customerId, customerNo: customers.customerNo,
    fullName: customers.fullName, phone: customers.phone, merchantName: merchants.merchantName, category: csFeedbacks.category,
    content: csFeedbacks.content, status: csFeedbacks.status, source: csFeedbacks.source, priority: csFeedbacks.priority, dueAt: csFeedbacks.dueAt,
    handlerUserId: csFeedbacks.handlerUserId, handlerName: users.realName, createdByName: opener.realName, reply: csFeedbacks.reply,
    notes: sql<number>`(select count(*)::int from ${csFeedbackNotes} where ${csFeedbackNotes.feedbackId} = ${csFeedbacks.id})`.mapWith(Number),
    createdAt: csFeedbacks.createdAt, processedAt: csFeedbacks.processedAt,
  },
  filters: FEEDBACK_FILTERS,
  /** The customer 360 lists one customer's feedback. */
  /**
   * customerId: the customer 360 lists one customer's tickets. handlerUserId: set by the service for "mine" (the
   * caller's id), never by the address (a query string is text, which z.number() refuses).
   */
  params: { customerId: z.coerce.number().int().positive().optional(), handlerUserId: z.number().int().positive().optional() },
  match: {
    customerId: csFeedbacks.customerId,
    phone: { where: (phone: string) => inArray(csFeedbacks.customerId, sql`(select ${customers.id} from ${customers} where ${customers.phone} = ${phone})`) },
    feedbackNo: csFeedbacks.feedbackNo, status: csFeedbacks.status, category: csFeedbacks.category, days: csFeedbacks.createdAt,
    priority: csFeedbacks.priority, source: csFeedbacks.source, handlerUserId: csFeedbacks.handlerUserId, mine: { where: () => sql`true` }, // the service turns the flag into handlerUserId
  },
  sorts: { dueAt: (d) => [d === 'asc' ? asc(csFeedbacks.dueAt) : desc(csFeedbacks.dueAt), d === 'asc' ? asc(csFeedbacks.id) : desc(csFeedbacks.id)], createdAt: csFeedbacks.createdAt },
  merchantScope: { column: csFeedbacks.merchantId },
  order: [desc(csFeedbacks.createdAt), desc(csFeedbacks.id)],
});
export type FeedbackListQuery = ListQuery<typeof feedbackList>;

export async function findFeedbackForUpdate(db: DbOrTx, id: number) {
  const [row] = await db.select({ feedback: csFeedbacks, phone: customers.phone, fullName: customers.fullName }).from(csFeedbacks)
    .innerJoin(customers, eq(customers.id, csFeedbacks.customerId)).where(eq(csFeedbacks.id, id)).for('update', { of: csFeedbacks });
  return row ?? null;
}

export async function insertFeedback(db: DbOrTx, values: typeof csFeedbacks.$inferInsert) {
  const [row] = await db.insert(csFeedbacks).values(values).returning();
  return row;
}

export async function insertNote(db: DbOrTx, values: typeof csFeedbackNotes.$inferInsert) {
  const [row] = await db.insert(csFeedbackNotes).values(values).returning();
  return row;
}

/** A ticket's notes, oldest first (cs_feedback_notes_feedback_idx). */
export async function notesOf(db: DbOrTx, feedbackId: number): Promise<(Omit<FeedbackNoteRow, 'createdAt'> & { createdAt: Date })[]> {
  return db.select({ id: csFeedbackNotes.id, userName: users.realName, body: csFeedbackNotes.body, createdAt: csFeedbackNotes.createdAt })
    .from(csFeedbackNotes).leftJoin(users, eq(users.id, csFeedbackNotes.userId))
    .where(eq(csFeedbackNotes.feedbackId, feedbackId)).orderBy(asc(csFeedbackNotes.createdAt), asc(csFeedbackNotes.id));
}

export async function feedbackScopeOf(db: DbOrTx, id: number) {
  const [row] = await db.select({ merchantId: csFeedbacks.merchantId }).from(csFeedbacks).where(eq(csFeedbacks.id, id));
  return row ?? null;
}

export async function updateFeedback(db: DbOrTx, id: number, values: Partial<typeof csFeedbacks.$inferInsert>) {
  const [row] = await db.update(csFeedbacks).set(values).where(eq(csFeedbacks.id, id)).returning();
  return row;
}

/** CustomerFeedback: customers who sent feedback, newest last feedback first, grouped over the customer index. */
export async function customerFeedbackPage(db: DbOrTx, scope: MerchantScope, filter: { phone?: string; fullName?: string; openOnly?: boolean }, limit: number, offset: number) {
  const where = scoped(scope);
  if (filter.phone) where.push(eq(customers.phone, filter.phone));
  if (filter.fullName) where.push(nameMatches(customers.fullName, filter.fullName));
  const open = sql<number>`count(*) filter (where ${csFeedbacks.status} <> 'processed')`;
  const lastAt = max(csFeedbacks.createdAt);
  const grouped = db.select({
    customerId: csFeedbacks.customerId, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone,
    merchantName: merchants.merchantName, total: count(), open, lastAt,
  }).from(csFeedbacks).innerJoin(customers, eq(customers.id, csFeedbacks.customerId)).innerJoin(merchants, eq(merchants.id, csFeedbacks.merchantId))
    .where(and(...where)).groupBy(csFeedbacks.customerId, customers.customerNo, customers.fullName, customers.phone, merchants.merchantName)
    .having(filter.openOnly ? sql`${open} > 0` : undefined);
  const rows = await grouped.orderBy(desc(lastAt), desc(csFeedbacks.customerId)).limit(limit).offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(grouped.as('g'));
  return { rows, total: Number(total) };
}
