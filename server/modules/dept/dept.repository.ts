import { asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import { queryRows, type DbOrTx } from '../../db/client';
import { departments, users } from '../../db/schema';

export const departmentSource = crudSource(departments);

const DEPT_MAX_SORT = 9999;

/** Every department with the number of users directly in it, siblings in display order. */
export async function findDepartmentsWithUserCounts(db: DbOrTx) {
  const [rows, counts] = await Promise.all([
    db.select({ id: departments.id, parentId: departments.parentId, name: departments.name, sort: departments.sort })
      .from(departments).orderBy(asc(departments.sort), asc(departments.id)),
    db.select({ deptId: users.deptId, total: count() }).from(users).where(isNotNull(users.deptId)).groupBy(users.deptId),
  ]);
  const byDept = new Map(counts.map((c) => [c.deptId, Number(c.total)]));
  return rows.map((row) => ({ ...row, userCount: byDept.get(row.id) ?? 0 }));
}

export async function countUsersInDepartment(db: DbOrTx, id: number) {
  const [{ total }] = await db.select({ total: count() }).from(users).where(eq(users.deptId, id));
  return Number(total);
}

export async function countChildDepartments(db: DbOrTx, id: number) {
  const [{ total }] = await db.select({ total: count() }).from(departments).where(eq(departments.parentId, id));
  return Number(total);
}

/** The ids from a department up to its root, itself first. */
export async function ancestorIds(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from ${departments} where id = ${id}
      union all
      select d.id, d.parent_id, c.depth + 1 from ${departments} d join chain c on d.id = c.parent_id where c.depth < 1000
    )
    select id from chain order by depth`);
  return rows.map((r) => Number(r.id));
}

/** The sort value that places a new or moved department after its last sibling. */
export async function nextSiblingSort(db: DbOrTx, parentId: number | null): Promise<number> {
  const [{ highest }] = await db.select({ highest: sql<number | null>`max(${departments.sort})` }).from(departments)
    .where(parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId));
  return highest === null ? 0 : Math.min(Number(highest) + 1, DEPT_MAX_SORT);
}

/** Moves serialize with every other department write, so two crossing moves cannot build a cycle together. */
export async function lockDepartments(tx: DbOrTx) {
  await tx.execute(sql`lock table ${departments} in share row exclusive mode`);
}

export async function setParent(db: DbOrTx, id: number, parentId: number | null, sort: number, now: Date) {
  const [row] = await db.update(departments).set({ parentId, sort, updatedAt: now }).where(eq(departments.id, id)).returning();
  return row;
}
