/** The telemarketing blacklist table: the CRUD source and the one lookup others need. */
import { and, eq } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { telemarketingBlacklist } from '../../db/schema';

export const tmBlacklistSource = crudSource(telemarketingBlacklist);

export async function blacklistedPhone(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: telemarketingBlacklist.id }).from(telemarketingBlacklist)
    .where(and(eq(telemarketingBlacklist.phone, phone), eq(telemarketingBlacklist.enabled, true))).limit(1);
  return Boolean(row);
}
