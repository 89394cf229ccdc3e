/** Agents (cs_staff) and the users who may become one. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crudSource } from '../../core/crud/crud.repository';
import { csStaff, users } from '../../db/schema';

export const staffSource = crudSource(csStaff);
const CANDIDATE_LIMIT = 500;

export const staffCandidates = (db: DbOrTx) => db.select({ value: users.id, label: users.realName }).from(users)
  .where(eq(users.status, 'normal')).orderBy(asc(users.realName)).limit(CANDIDATE_LIMIT);

export async function userNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, realName: users.realName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.realName]));
}
