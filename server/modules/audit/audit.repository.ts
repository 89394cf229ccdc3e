import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema';

export const findRecentActivity = (db: DbOrTx, userId: number, limit: number) =>
  db.select({ id: auditLogs.id, at: auditLogs.at, action: auditLogs.action, entity: auditLogs.entity, ip: auditLogs.ip })
    .from(auditLogs).where(eq(auditLogs.actorUserId, userId)).orderBy(desc(auditLogs.at), desc(auditLogs.id)).limit(limit);
