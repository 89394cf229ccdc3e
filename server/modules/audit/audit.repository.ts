import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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

export const findRecordHistory = (db: DbOrTx, entity: string, entityId: string, offset: number, limit: number) =>
  auditPage(db, and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, entityId))!, offset, limit);

export const findUserActivity = (db: DbOrTx, userId: number, offset: number, limit: number) =>
  auditPage(db, eq(auditLogs.actorUserId, userId), offset, limit);
