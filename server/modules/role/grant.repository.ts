/** The facts the grant rules weigh: what a user holds through their roles, and what each role gives. */
import { asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { menus, merchants, roleMenus, roles, userRoles } from '../../db/schema';
import type { RoleReach } from './grant.rules';

/** The menus of the user's roles with every ancestor, enabled or not (a disabled menu is held all the same). */
export async function findHeldMenuIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive held(id) as (
      select rm.menu_id from ${userRoles} ur join ${roleMenus} rm on rm.role_id = ur.role_id where ur.user_id = ${userId}
      union
      select m.parent_id from ${menus} m join held h on m.id = h.id where m.parent_id is not null
    ) select id from held`);
  return rows.map((r) => Number(r.id));
}

export async function findUserRoleIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.roleId);
}

const reachColumns = {
  id: roles.id, name: roles.roleName, sensitivePerms: roles.sensitivePerms,
  menuIds: sql<number[]>`coalesce((select json_agg(rm.menu_id) from ${roleMenus} rm where rm.role_id = ${roles.id}), '[]'::json)`,
};

/** What these roles give (all roles when no ids are named), by name. */
export async function findRoleReaches(db: DbOrTx, roleIds?: readonly number[]): Promise<RoleReach[]> {
  if (roleIds?.length === 0) return [];
  const query = db.select(reachColumns).from(roles);
  return roleIds ? query.where(inArray(roles.id, [...roleIds])) : query.orderBy(asc(roles.roleName));
}

/** The operation codes of these menus (groups have none), to name what a change grants. */
export async function findMenuCodes(db: DbOrTx, menuIds: readonly number[]): Promise<string[]> {
  if (menuIds.length === 0) return [];
  const rows = await db.select({ perms: menus.perms }).from(menus).where(inArray(menus.id, [...menuIds])).orderBy(asc(menus.perms));
  return rows.flatMap((r) => (r.perms ? [r.perms] : []));
}

/** How many merchants are not among these (0: these are every merchant there is). */
export async function countMerchantsLeftOut(db: DbOrTx, merchantIds: readonly number[]): Promise<number> {
  const query = db.select({ n: count() }).from(merchants);
  const [row] = await (merchantIds.length ? query.where(notInArray(merchants.id, [...merchantIds])) : query);
  return Number(row.n);
}
