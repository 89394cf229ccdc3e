/** NineFourAiCallBack and NineFourAiSmsBack lists: newest first along their received-at indexes. */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AiCallbackRow, AiSmsRow } from '../../../common/robot/ai-call';
import type { DbOrTx } from '../../db/client';
import { withinEatDays } from '../../db/list-search';
import { aiCallbacks as cb, aiSmsReplies as sms, collectionCases, customers } from '../../db/schema';

interface Page { current: number; size: number; dayFrom?: string; dayTo?: string }
const days = (column: typeof cb.receivedAt | typeof sms.receivedAt, q: Page): SQL[] => [
  ...withinEatDays(column, q.dayFrom, q.dayTo),
];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

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

export async function smsPage(db: DbOrTx, q: Page & { phone?: string; matched?: boolean }) {
  const where = and(...days(sms.receivedAt, q), ...(q.phone ? [eq(sms.phone, q.phone)] : []),
    ...(q.matched === undefined ? [] : [q.matched ? isNotNull(sms.customerId) : isNull(sms.customerId)]));
  const [rows, [total]] = await Promise.all([
    db.select({ id: sms.id, phone: sms.phone, text: sms.text, customerName: customers.fullName, caseNo: collectionCases.caseNo, receivedAt: sms.receivedAt })
      .from(sms).leftJoin(customers, eq(customers.id, sms.customerId)).leftJoin(collectionCases, eq(collectionCases.id, sms.caseId))
      .where(where).orderBy(desc(sms.receivedAt), desc(sms.id)).limit(q.size).offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(sms).where(where),
  ]);
  const records: AiSmsRow[] = rows.map((r) => ({ ...r, id: Number(r.id), receivedAt: r.receivedAt.toISOString() }));
  return { records, total: Number(total.n), current: q.current, size: q.size };
}
