/** Collection personnel reads beyond plain CRUD: names and holdings of the rows shown, candidates, the list filters. */
import { and, asc, eq, ilike, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { escapeLike } from '../../../common/list-query';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx, Tx } from '../../db/client';
import { collectionCases, collectionPersonnel as p, departments, users } from '../../db/schema';

export const personnelSource = crudSource(p);
export type PersonnelRow = typeof p.$inferSelect;
const CANDIDATE_LIMIT = 20;

export async function findPersonnel(db: DbOrTx, id: number): Promise<PersonnelRow | null> {
  const [row] = await db.select().from(p).where(eq(p.id, id)).limit(1);
  return row ?? null;
}

export async function updatePersonnel(tx: Tx, id: number, values: Partial<PersonnelRow>): Promise<PersonnelRow> {
  const [row] = await tx.update(p).set(values).where(eq(p.id, id)).returning();
  return row;
}

/** Normal users who are not yet personnel of the system, by name or username; at most 20. */
export async function candidates(db: DbOrTx, system: CollectionSystem, keyword: string) {
  const like = `%${escapeLike(keyword)}%`;
  return db.select({ value: users.id, label: sql<string>`${users.realName} || ' (' || ${users.username} || ')'` }).from(users)
    .where(and(
      eq(users.status, 'normal'),
      notExists(db.select({ one: sql`1` }).from(p).where(and(eq(p.userId, users.id), eq(p.system, system)))),
      keyword ? or(ilike(users.realName, like), ilike(users.username, like)) : undefined,
    ))
    .orderBy(asc(users.realName)).limit(CANDIDATE_LIMIT);
}

export async function userExists(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/** The list: this system only, and the person filter on name or username. */
export function personnelScope(system: CollectionSystem, query: Record<string, unknown>): SQL[] {
  const scope: SQL[] = [eq(p.system, system)];
  if (typeof query.realName === 'string' && query.realName) {
    const like = `%${escapeLike(query.realName)}%`;
    scope.push(inArray(p.userId, sql`(select ${users.id} from ${users} where ${users.realName} ilike ${like} or ${users.username} ilike ${like})`));
  }
  return scope;
}

/** Name, username and department of the given users, and the open cases of this system each holds. */
export async function personnelDetails(db: DbOrTx, system: CollectionSystem, userIds: readonly number[]) {
  if (!userIds.length) return new Map<number, { realName: string; username: string; deptName: string | null; openCases: number }>();
  const [people, held] = await Promise.all([
    db.select({ id: users.id, realName: users.realName, username: users.username, deptName: departments.name })
      .from(users).leftJoin(departments, eq(departments.id, users.deptId)).where(inArray(users.id, [...userIds])),
    db.select({ userId: collectionCases.collectorUserId, n: sql<number>`count(*)::int` }).from(collectionCases)
      .where(and(inArray(collectionCases.collectorUserId, [...userIds]), eq(collectionCases.system, system), ne(collectionCases.status, 'closed')))
      .groupBy(collectionCases.collectorUserId),
  ]);
  const open = new Map(held.map((h) => [Number(h.userId), Number(h.n)]));
  return new Map(people.map((u) => [u.id, { realName: u.realName, username: u.username, deptName: u.deptName, openCases: open.get(u.id) ?? 0 }]));
}

export async function openCasesOf(db: DbOrTx, system: CollectionSystem, userId: number): Promise<number> {
  return (await personnelDetails(db, system, [userId])).get(userId)?.openCases ?? 0;
}
