/** The menu table as the menu screen and the role screen's authority tree see it: every menu, enabled or not. */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import { queryRows, type DbOrTx } from '../../db/client';
import { menus, roleMenus } from '../../db/schema';
import { declareUniqueKeys } from '../../core/unique-keys';

export const menuSource = crudSource(menus);
declareUniqueKeys(menus, [
  { fields: ['perms'], message: 'menu:admin.duplicate.perms' },
  { fields: ['path'], message: 'menu:admin.duplicate.path' },
]);

export type MenuRecord = typeof menus.$inferSelect;

export interface MenuAdminRow extends MenuRecord {
  /** How many roles hold the menu. */
  roleCount: number;
}

/** Every menu with the number of roles holding it, in one query. */
export async function findAllMenus(db: DbOrTx): Promise<MenuAdminRow[]> {
  const rows = await db.select({ menu: menus, roleCount: count(roleMenus.roleId) })
    .from(menus).leftJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .groupBy(menus.id).orderBy(asc(menus.sort), asc(menus.id));
  return rows.map(({ menu, roleCount }) => ({ ...menu, roleCount: Number(roleCount) }));
}

/** Id and parent of every menu: enough to walk the tree. */
export async function findMenuLinks(db: DbOrTx): Promise<Array<{ id: number; parentId: number | null }>> {
  return db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
}

export async function findMenu(db: DbOrTx, id: number): Promise<MenuRecord | null> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return row ?? null;
}

/** Whether another menu (not `exceptId`) already has this value in `column`. */
export async function isMenuValueTaken(db: DbOrTx, column: 'path' | 'perms', value: string, exceptId: number | null) {
  const [row] = await db.select({ id: menus.id }).from(menus)
    .where(and(sql`lower(${menus[column]}) = lower(${value})`, exceptId === null ? undefined : ne(menus.id, exceptId))).limit(1);
  return Boolean(row);
}

/** The menu's ancestors, nearest first. */
export async function findAncestorIds(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive up as (
      select parent_id as id, 1 as depth from menus where id = ${id}
      union all select m.parent_id, up.depth + 1 from menus m join up on m.id = up.id where up.depth < 100
    )
    select id from up where id is not null order by depth
  `);
  return rows.map((r) => Number(r.id));
}

/** Whether the menu or a menu under it carries the operation code. */
export async function subtreeHasPerms(db: DbOrTx, id: number, perms: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(db, sql`
    with recursive down as (
      select id, perms from menus where id = ${id}
      union select m.id, m.perms from menus m join down d on m.parent_id = d.id
    )
    select exists (select 1 from down where perms = ${perms}) as found
  `);
  return Boolean(rows[0]?.found);
}

export async function countChildren(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
  return Number(row.n);
}

export async function findRoleIdsHolding(db: DbOrTx, menuId: number): Promise<number[]> {
  const rows = await db.select({ roleId: roleMenus.roleId }).from(roleMenus).where(eq(roleMenus.menuId, menuId)).orderBy(asc(roleMenus.roleId));
  return rows.map((r) => r.roleId);
}

/** Deletes a menu; its role grants go with it (role_menus cascades). */
export async function deleteMenu(db: DbOrTx, id: number): Promise<void> {
  await db.delete(menus).where(eq(menus.id, id));
}
