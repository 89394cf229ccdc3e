/** The 94AI tables: call-backs (recorded once per event id), the call a call-back names, SMS replies and their match, the allocation shares. */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { aiAllocationConfigs, aiCallbacks, aiSmsReplies, collectionCases, collectionContacts, collectionLevels, customers, robotCalls, robotTasks, telemarketingBlacklist } from '../../db/schema';

export const aiAllocationSource = crudSource(aiAllocationConfigs);
export async function levelExists(db: DbOrTx, system: 'v1' | 'v2', level: string) {
  const [row] = await db.select({ id: collectionLevels.id }).from(collectionLevels)
    .where(and(eq(collectionLevels.system, system), eq(collectionLevels.level, level))).limit(1);
  return Boolean(row);
}
export const enabledConfigs = (db: DbOrTx) => db.select().from(aiAllocationConfigs).where(eq(aiAllocationConfigs.enabled, true));

export const recordRefused = (db: DbOrTx, payload: unknown, at: Date) =>
  db.insert(aiCallbacks).values({ payload: payload ?? {}, result: 'badSignature', receivedAt: at });

/** The event's row, or null when the event id was received before (then a "duplicate" row is kept for the list). */
export async function recordEvent(tx: Tx, body: { eventId: string; callRef: string }, eventAt: Date, now: Date): Promise<number | null> {
  const inserted = await queryRows<{ id: string }>(tx, sql`insert into ai_callbacks (event_id, call_ref, event_at, payload, result, received_at)
    values (${body.eventId}, ${body.callRef}, ${eventAt}, ${JSON.stringify(body)}::jsonb, 'applied', ${now}) on conflict (event_id) do nothing returning id`);
  if (inserted.length) return Number(inserted[0].id);
  await tx.insert(aiCallbacks).values({ callRef: body.callRef, eventAt, payload: body, result: 'duplicate', receivedAt: now });
  return null;
}

export const setEventResult = (tx: Tx, id: number, result: string) => tx.update(aiCallbacks).set({ result }).where(eq(aiCallbacks.id, id));

export async function callByRef(tx: Tx, ref: string) {
  const [call] = await tx.select().from(robotCalls).where(eq(robotCalls.providerRef, ref)).for('update');
  if (!call) return null;
  const [task] = await tx.select().from(robotTasks).where(eq(robotTasks.id, call.taskId));
  return { call, task };
}

export const keepCalledAt = (tx: Tx, id: number, at: Date) => tx.update(robotCalls).set({ calledAt: at }).where(eq(robotCalls.id, id));

/** The customer of a phone: the one with an open case first (and that case), else the newest. */
export async function matchPhone(tx: Tx, phone: string) {
  const [open] = await tx.select({ caseId: collectionCases.id, customerId: customers.id }).from(customers)
    .innerJoin(collectionCases, and(eq(collectionCases.customerId, customers.id), ne(collectionCases.status, 'closed')))
    .where(eq(customers.phone, phone)).orderBy(desc(collectionCases.id)).limit(1);
  if (open) return { customerId: open.customerId, caseId: Number(open.caseId) };
  const [anyone] = await tx.select({ customerId: customers.id }).from(customers).where(eq(customers.phone, phone)).orderBy(desc(customers.id)).limit(1);
  return { customerId: anyone?.customerId ?? null, caseId: null };
}

export async function insertReply(tx: Tx, values: { messageId: string; phone: string; text: string; customerId: number | null; caseId: number | null; receivedAt: Date }, now: Date) {
  const inserted = await queryRows<{ id: string }>(tx, sql`insert into ai_sms_replies (message_id, phone, text, customer_id, case_id, received_at, created_at)
    values (${values.messageId}, ${values.phone}, ${values.text}, ${values.customerId}, ${values.caseId}, ${values.receivedAt}, ${now})
    on conflict (message_id) do nothing returning id`);
  return inserted.length > 0 ? Number(inserted[0].id) : null;
}

/**
 * A STOP reply: the phone goes on the marketing opt-out list — the telemarketing blacklist, which the SMS send
 * path (outbox isOptedOut) and the SMS-marketing runs already honour — enabled again if it was switched off.
 */
export async function optOutPhone(tx: Tx, replyId: number, phone: string, now: Date) {
  await tx.insert(telemarketingBlacklist).values({ phone, reason: 'SMS reply STOP', enabled: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: telemarketingBlacklist.phone, set: { enabled: true, updatedAt: now } });
  await tx.update(aiSmsReplies).set({ optedOut: true }).where(eq(aiSmsReplies.id, replyId));
}

/** An inbound reply on the case timeline (channel smsReply: not an outbound attempt, so not counted against the cap). */
export const replyOnCase = (tx: Tx, caseId: number, customerId: number, text: string, at: Date) => tx.insert(collectionContacts).values({
  caseId, customerId, channel: 'smsReply', target: 'borrower', result: 'received', remark: text.slice(0, 500), at,
});
