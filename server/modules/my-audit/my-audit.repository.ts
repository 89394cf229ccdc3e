/** MyAudit's summary: one pass over the auditor's own orders (the auditor and status index). */
import { and, sql } from 'drizzle-orm';
import type { MyAuditSummary } from '../../../common/orders/my-audit';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { queryRows, type DbOrTx } from '../../db/client';
import { orderWhere, type MerchantScope } from '../order/order-list.repository';

const S = ORDER_STATUS;

export async function auditorSummary(db: DbOrTx, auditorId: number, scope: MerchantScope, now: Date, startOfToday: Date): Promise<MyAuditSummary> {
  const mine = and(...orderWhere({ auditorId, status: [S.pendingReview, S.pendingDisbursement, S.approvalRejected] }, scope));
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const decidedToday = sql`status in (${S.pendingDisbursement}, ${S.approvalRejected}) and audit_at >= ${at(startOfToday)}`;
  const [row] = await queryRows<Record<keyof MyAuditSummary, number | string>>(db, sql`
    select count(*) filter (where status = ${S.pendingReview}) as pending,
      count(*) filter (where status = ${S.pendingReview} and next_call_at < ${at(now)}) as "dueCalls",
      count(*) filter (where ${decidedToday}) as "decidedToday"
    from orders where ${mine} and (status = ${S.pendingReview} or (${decidedToday}))`);
  return { pending: Number(row.pending), dueCalls: Number(row.dueCalls), decidedToday: Number(row.decidedToday) };
}
