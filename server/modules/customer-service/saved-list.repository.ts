/** Saved, named lists of the list library: a name and the library filter that is its rule. */
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { csSavedLists, users } from '../../db/schema';

export const savedLists = (db: DbOrTx) => db.select({
  id: csSavedLists.id, name: csSavedLists.name, filter: csSavedLists.filter, createdByName: users.realName, createdAt: csSavedLists.createdAt,
}).from(csSavedLists).leftJoin(users, eq(users.id, csSavedLists.createdBy)).orderBy(asc(csSavedLists.name));

export async function findSavedListByName(db: DbOrTx, name: string) {
  const [row] = await db.select({ id: csSavedLists.id }).from(csSavedLists).where(sql`lower(${csSavedLists.name}) = lower(${name})`);
  return row ?? null;
}

export async function findSavedList(db: DbOrTx, id: number) {
  const [row] = await db.select().from(csSavedLists).where(eq(csSavedLists.id, id)).for('update');
  return row ?? null;
}

export async function insertSavedList(db: DbOrTx, values: typeof csSavedLists.$inferInsert) {
  const [row] = await db.insert(csSavedLists).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteSavedList(db: DbOrTx, id: number) {
  await db.delete(csSavedLists).where(eq(csSavedLists.id, id));
}
