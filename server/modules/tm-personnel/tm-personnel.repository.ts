/** Telemarketing personnel reads: candidates, activity choices, open tasks, names of the rows shown. */
import { and, asc, count, eq, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import { escapeLike } from '../../../common/list-query';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { departments, tmActivities, tmDialTasks, tmPersonnel, users } from '../../db/schema';

export const tmPersonnelSource = crudSource(tmPersonnel);

export async function candidates(db: DbOrTx, keyword: string) {
  const like = `%${escapeLike(keyword)}%`;
  return db.select({ value: users.id, label: sql<string>`${users.realName} || ' (' || ${users.username} || ')'` }).from(users)
    .where(and(eq(users.status, 'normal'), notExists(db.select({ one: sql`1` }).from(tmPersonnel).where(eq(tmPersonnel.userId, users.id))),
      keyword ? or(ilike(users.realName, like), ilike(users.username, like)) : undefined))
    .orderBy(asc(users.realName)).limit(20);
}

export async function activityChoices(db: DbOrTx) {
  return db.select({ value: tmActivities.id, label: tmActivities.name }).from(tmActivities).orderBy(asc(tmActivities.name)).limit(200);
}

export async function knownActivityCount(db: DbOrTx, ids: number[]): Promise<number> {
  return ids.length ? (await db.select({ id: tmActivities.id }).from(tmActivities).where(inArray(tmActivities.id, ids))).length : 0;
}

export async function openTasksOf(db: DbOrTx, userId: number): Promise<number> {
  const [held] = await db.select({ n: count() }).from(tmDialTasks).where(and(eq(tmDialTasks.userId, userId), eq(tmDialTasks.followStatus, 'notFollowed')));
  return held.n;
}

export async function peopleOf(db: DbOrTx, ids: number[]) {
  const rows = ids.length ? await db.select({ id: users.id, userNo: users.userNo, realName: users.realName, deptName: departments.name })
    .from(users).leftJoin(departments, eq(departments.id, users.deptId)).where(inArray(users.id, ids)) : [];
  return new Map(rows.map((p) => [p.id, p]));
}
