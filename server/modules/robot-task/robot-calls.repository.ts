/** A page of calls (of one scope, optionally one task) with task, case and customer names; the filters on indexed columns. */
import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { RobotCallQuery } from '../../../common/robot/robot-calls';
import type { RobotCallRow, RobotScope } from '../../../common/robot/robot-task';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { withinEatDays } from '../../db/list-search';
import { collectionCases, customers, robotCalls as rc, robotTasks as t, telemarketingListEntries as tm } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function callPage(db: DbOrTx, scopes: readonly RobotScope[], q: RobotCallQuery, merchants: MerchantScope) {
  const where: SQL[] = [sql`${t.scope} in ${scopes}`];
  const inScope = merchantScopeClause(rc.merchantId, merchants);
  if (inScope) where.push(inScope);
  if (q.taskId) where.push(eq(rc.taskId, q.taskId));
  if (q.taskName) where.push(sql`${t.name} ilike ${`%${q.taskName.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (q.phone) where.push(eq(rc.phone, q.phone));
  if (q.caseNo) where.push(like(collectionCases.caseNo, `${q.caseNo.replace(/[%_\\]/g, '\\$&')}%`));
  if (q.outcome) where.push(eq(rc.outcome, q.outcome));
  if (q.status) where.push(eq(rc.status, q.status));
  where.push(...withinEatDays(rc.createdAt, q.dayFrom, q.dayTo));
  const filter = and(...where);
  const base = (fields: Parameters<DbOrTx['select']>[0]) => db.select(fields).from(rc).innerJoin(t, eq(t.id, rc.taskId))
    .leftJoin(customers, eq(customers.id, rc.customerId)).leftJoin(tm, and(eq(rc.targetKind, 'tmEntry'), eq(tm.id, rc.targetId)))
    .leftJoin(collectionCases, eq(collectionCases.id, rc.caseId)).where(filter);
  const [rows, [total]] = await Promise.all([
    base({
      id: rc.id, taskId: rc.taskId, taskName: t.name, runDay: rc.runDay, caseNo: collectionCases.caseNo,
      customerName: sql<string>`coalesce(${customers.fullName}, ${tm.customerName}, '')`,
      phone: rc.phone, status: rc.status, outcome: rc.outcome, keypress: rc.keypress, attempts: rc.attempts, durationSec: rc.durationSec,
      transcript: rc.transcript, recordingRef: rc.recordingRef, calledAt: rc.calledAt,
    }).orderBy(desc(rc.id)).limit(q.size).offset((q.current - 1) * q.size),
    base({ total: count() }),
  ]);
  const records: RobotCallRow[] = (rows as unknown as (Omit<RobotCallRow, 'calledAt'> & { calledAt: Date | null })[])
    .map((r) => ({ ...r, id: Number(r.id), calledAt: iso(r.calledAt) }));
  return { records, total: Number((total as { total: number }).total), current: q.current, size: q.size };
}
