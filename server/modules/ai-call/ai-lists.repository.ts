/**
 * NineFourAiCallRecord, NineFourAiCallBack and NineFourAiSmsBack lists: newest first along their indexes. The call
 * records are the 94AI calls (robot_calls of the ai and aiMarketing scopes) that have an applied call-back event,
 * with their events read for the page only (ai_callbacks by call_ref); the SMS replies carry their case and
 * handled state, in the caller's merchant scope.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { AiCallEvent, AiCallRecordQuery, AiCallRecordRow, AiCallbackRow, AiSmsRow } from '../../../common/robot/ai-call';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx, Tx } from '../../db/client';
import { withinEatDays } from '../../db/list-search';
import { aiCallbacks as cb, aiSmsReplies as sms, collectionCases, customers, robotCalls as rc, robotTasks as t, users } from '../../db/schema';

interface Page { current: number; size: number; dayFrom?: string; dayTo?: string }
const days = (column: typeof cb.receivedAt | typeof sms.receivedAt, q: Page): SQL[] => [
  ...withinEatDays(column, q.dayFrom, q.dayTo),
];
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (v: string) => v.replace(/[%_\\]/g, '\\$&');

export async function callbackPage(db: DbOrTx, q: Page & { callRef?: string; result?: string }) {
  const where = and(...days(cb.receivedAt, q), ...(q.callRef ? [eq(cb.callRef, q.callRef)] : []), ...(q.result ? [eq(cb.result, q.result)] : []));
  const [rows, [total]] = await Promise.all([
    db.select().from(cb).where(where).orderBy(desc(cb.receivedAt), desc(cb.id)).limit(q.size).offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(cb).where(where),
  ]);
  const records: AiCallbackRow[] = rows.map((r) => ({
    id: Number(r.id), eventId: r.eventId, callRef: r.callRef, eventAt: iso(r.eventAt), result: r.result, receivedAt: r.receivedAt.toISOString(),
    status: typeof (r.payload as { status?: unknown })?.status === 'string' ? (r.payload as { status: string }).status : null,
  }));
  return { records, total: Number(total.n), current: q.current, size: q.size };
}

/** The scopes whose calls go through the 94AI provider (its call-backs). */
export const AI_SCOPES = ['ai', 'aiMarketing'] as const;
/** A call with an applied event (ai_callbacks_call_ref_idx). */
const hasAppliedEvent = sql`exists (select 1 from ai_callbacks e where e.call_ref = ${rc.providerRef} and e.result = 'applied')`;

export async function callRecordPage(db: DbOrTx, q: AiCallRecordQuery, merchants: MerchantScope) {
  const where: SQL[] = [sql`${t.scope} in ${AI_SCOPES}`, isNotNull(rc.providerRef), hasAppliedEvent];
  const inScope = merchantScopeClause(rc.merchantId, merchants);
  if (inScope) where.push(inScope);
  if (q.taskName) where.push(sql`${t.name} ilike ${`%${escapeLike(q.taskName)}%`}`);
  if (q.phone) where.push(eq(rc.phone, q.phone));
  if (q.caseNo) where.push(like(collectionCases.caseNo, `${escapeLike(q.caseNo)}%`));
  if (q.outcome) where.push(eq(rc.outcome, q.outcome));
  where.push(...withinEatDays(rc.calledAt, q.dayFrom, q.dayTo));
  const filter = and(...where);
  const base = () => db.select({
    id: rc.id, callRef: rc.providerRef, taskName: t.name, caseId: rc.caseId, caseNo: collectionCases.caseNo,
    customerName: sql<string>`coalesce(${customers.fullName}, '')`, phone: rc.phone, calledAt: rc.calledAt, resultAt: rc.resultAt,
    durationSec: rc.durationSec, outcome: rc.outcome, keypress: rc.keypress,
  }).from(rc).innerJoin(t, eq(t.id, rc.taskId)).leftJoin(customers, eq(customers.id, rc.customerId))
    .leftJoin(collectionCases, eq(collectionCases.id, rc.caseId)).where(filter);
  const [rows, [total]] = await Promise.all([
    base().orderBy(desc(rc.id)).limit(q.size).offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(rc).innerJoin(t, eq(t.id, rc.taskId)).leftJoin(collectionCases, eq(collectionCases.id, rc.caseId)).where(filter),
  ]);
  const refs = rows.map((r) => r.callRef).filter((r): r is string => r !== null);
  const events = refs.length === 0 ? [] : await db.select({ callRef: cb.callRef, eventId: cb.eventId, eventAt: cb.eventAt, result: cb.result, payload: cb.payload })
    .from(cb).where(inArray(cb.callRef, refs)).orderBy(asc(cb.callRef), asc(cb.eventAt), asc(cb.id));
  const byRef = new Map<string, AiCallEvent[]>();
  for (const e of events) {
    const status = (e.payload as { status?: unknown })?.status;
    const list = byRef.get(e.callRef ?? '') ?? [];
    list.push({ eventId: e.eventId, eventAt: iso(e.eventAt), result: e.result, status: typeof status === 'string' ? status : null });
    byRef.set(e.callRef ?? '', list);
  }
  const records: AiCallRecordRow[] = rows.map((r) => {
    const started = r.calledAt;
    const ended = started && r.durationSec !== null ? new Date(started.getTime() + r.durationSec * 1000) : r.resultAt;
    return {
      id: Number(r.id), callRef: r.callRef ?? '', taskName: r.taskName, caseId: r.caseId === null ? null : Number(r.caseId), caseNo: r.caseNo,
      customerName: r.customerName, phone: r.phone, startedAt: iso(started), endedAt: iso(ended), durationSec: r.durationSec,
      outcome: r.outcome, keypress: r.keypress, events: byRef.get(r.callRef ?? '') ?? [],
    };
  });
  return { records, total: Number(total.n), current: q.current, size: q.size };
}

/** A reply's merchant: its case's, else its customer's (an unmatched reply has none: only all-merchant users see it). */
const replyMerchant = sql`coalesce(${collectionCases.merchantId}, ${customers.merchantId})`;

export async function smsPage(db: DbOrTx, q: Page & { phone?: string; matched?: boolean; handled?: boolean }, merchants: MerchantScope) {
  const inScope = merchantScopeClause(replyMerchant, merchants);
  const where = and(...days(sms.receivedAt, q), ...(q.phone ? [eq(sms.phone, q.phone)] : []),
    ...(q.matched === undefined ? [] : [q.matched ? isNotNull(sms.customerId) : isNull(sms.customerId)]),
    ...(q.handled === undefined ? [] : [q.handled ? isNotNull(sms.handledAt) : isNull(sms.handledAt)]),
    ...(inScope ? [inScope] : []));
  const [rows, [total]] = await Promise.all([
    db.select({
      id: sms.id, phone: sms.phone, text: sms.text, customerName: customers.fullName, caseId: sms.caseId, caseNo: collectionCases.caseNo,
      caseSystem: collectionCases.system, receivedAt: sms.receivedAt, handledAt: sms.handledAt, handledByName: users.username, optedOut: sms.optedOut,
    }).from(sms).leftJoin(customers, eq(customers.id, sms.customerId)).leftJoin(collectionCases, eq(collectionCases.id, sms.caseId))
      .leftJoin(users, eq(users.id, sms.handledBy))
      .where(where).orderBy(desc(sms.receivedAt), desc(sms.id)).limit(q.size).offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(sms).leftJoin(customers, eq(customers.id, sms.customerId)).leftJoin(collectionCases, eq(collectionCases.id, sms.caseId))
      .where(where),
  ]);
  const records: AiSmsRow[] = rows.map((r) => ({
    ...r, id: Number(r.id), caseId: r.caseId === null ? null : Number(r.caseId), receivedAt: r.receivedAt.toISOString(), handledAt: iso(r.handledAt),
  }));
  return { records, total: Number(total.n), current: q.current, size: q.size };
}

/** One reply with its merchant, locked for a change. */
export async function lockedReply(tx: Tx, id: number) {
  const [row] = await tx.select({ reply: sms, merchantId: replyMerchant }).from(sms)
    .leftJoin(customers, eq(customers.id, sms.customerId)).leftJoin(collectionCases, eq(collectionCases.id, sms.caseId))
    .where(eq(sms.id, id)).for('update', { of: sms });
  return row ? { ...row.reply, merchantId: row.merchantId === null ? null : Number(row.merchantId) } : null;
}

export async function markReplyHandled(tx: Tx, id: number, userId: number, at: Date) {
  const [row] = await tx.update(sms).set({ handledAt: at, handledBy: userId }).where(and(eq(sms.id, id), isNull(sms.handledAt))).returning();
  return row ?? null;
}
