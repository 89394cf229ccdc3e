/** app_messages for the CRUD kit, the status changes and the app's read (the partial index of published messages). */
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { AppMessageAudience } from '../../../common/app-message/app-message';
import { crudSource } from '../../core/crud/crud.repository';
import { appCodeScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx, Tx } from '../../db/client';
import { appClients, appMessages } from '../../db/schema';

export const appMessageSource = crudSource(appMessages);

/** The message, locked, when its app is one of the scope's merchants' apps. */
export async function lockMessage(tx: Tx, id: number, scope: MerchantScope) {
  const [row] = await tx.select().from(appMessages).where(and(eq(appMessages.id, id), appCodeScopeClause(appMessages.appCode, scope))).for('update');
  return row;
}

export async function setStatus(tx: Tx, id: number, values: Partial<typeof appMessages.$inferInsert>) {
  const [row] = await tx.update(appMessages).set(values).where(eq(appMessages.id, id)).returning();
  return row;
}

/** What an app shows now: its published messages whose time has come, for everyone or the customer's kind, newest first. */
export function publishedFor(db: DbOrTx, appCode: string, audiences: AppMessageAudience[], at: Date) {
  return db.select({ id: appMessages.id, title: appMessages.title, content: appMessages.content, publishAt: appMessages.publishAt })
    .from(appMessages)
    .where(and(eq(appMessages.appCode, appCode), eq(appMessages.status, 'published'), lte(appMessages.publishAt, at), inArray(appMessages.audience, audiences)))
    .orderBy(desc(appMessages.publishAt), desc(appMessages.id)).limit(50);
}

/** The apps' names of a page of messages, by app code (one read, not one per row). */
export async function appNamesOf(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ code: appClients.appCode, name: appClients.appName }).from(appClients).where(inArray(appClients.appCode, unique));
  return new Map(rows.map((r) => [r.code, r.name]));
}
