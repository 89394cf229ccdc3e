/** The audit_logs rows the audit trail writes. */
import type { DbOrTx } from '../db/client';
import { auditLogs } from '../db/schema';

export async function insertAuditLog(db: DbOrTx, row: typeof auditLogs.$inferInsert): Promise<void> {
  await db.insert(auditLogs).values(row);
}
