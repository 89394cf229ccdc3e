import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { auditLogs, users } from '../../db/schema';

export const findRecentActivity = (db: DbOrTx, userId: number, limit: number) =>
  db.select({ id: auditLogs.id, at: auditLogs.at, action: auditLogs.action, entity: auditLogs.entity, ip: auditLogs.ip })
    .from(auditLogs).where(eq(auditLogs.actorUserId, userId)).orderBy(desc(auditLogs.at), desc(auditLogs.id)).limit(limit);

/** One page of audit rows, newest first, with the actor's name (audit_logs_entity_idx or audit_logs_actor_idx). */
async function auditPage(db: DbOrTx, where: SQL, offset: number, limit: number) {
  const [records, [{ total }]] = await Promise.all([
    db.select({
      id: auditLogs.id, at: auditLogs.at, actorUserId: auditLogs.actorUserId, actorUsername: auditLogs.actorUsername,
      actorName: users.realName, ip: auditLogs.ip, action: auditLogs.action, entity: auditLogs.entity,
      entityId: auditLogs.entityId, before: auditLogs.before, after: auditLogs.after,
    }).from(auditLogs).leftJoin(users, eq(users.id, auditLogs.actorUserId))
      .where(where).orderBy(desc(auditLogs.at), desc(auditLogs.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(auditLogs).where(where),
  ]);
  return { records, total: Number(total) };
}

type JsonColumn = typeof auditLogs.before | typeof auditLogs.after;

/** The merchant an audit row's recorded values name (a number at `merchantId`), else null. */
const recordedMerchant = (side: JsonColumn) =>
  sql`case when jsonb_typeof(${side}->'merchantId') = 'number' then (${side}->>'merchantId')::numeric end`;

/**
 * Audit rows a limited scope may read: those whose recorded values (before and after) name no merchant or one of
 * the scope's, so another merchant's record history (account numbers, pricing) is not read through its id.
 */
function historyScopeClause(scope: MerchantScope): SQL | undefined {
  if (scope === null) return undefined;
  const sideInScope = (side: JsonColumn) => sql`(${recordedMerchant(side)} is null or ${merchantScopeClause(recordedMerchant(side), scope)})`;
  return and(sideInScope(auditLogs.before), sideInScope(auditLogs.after));
}

export const findRecordHistory = (db: DbOrTx, entity: string, entityId: string, scope: MerchantScope, offset: number, limit: number) =>
  auditPage(db, and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, entityId), historyScopeClause(scope))!, offset, limit);

export const findUserActivity = (db: DbOrTx, userId: number, offset: number, limit: number) =>
  auditPage(db, eq(auditLogs.actorUserId, userId), offset, limit);
