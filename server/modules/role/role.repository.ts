import { asc, count, eq, inArray } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { roleMenus, roles, userRoles, type SensitivePermission } from '../../db/schema';

export const roleSource = crudSource(roles);

export type RoleRecord = typeof roles.$inferSelect;

/** Users holding each of the roles, in one aggregate query. */
export async function countUsersByRole(db: DbOrTx, roleIds: readonly number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db.select({ roleId: userRoles.roleId, users: count() }).from(userRoles)
    .where(inArray(userRoles.roleId, [...roleIds])).groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.users)]));
}

export async function findRole(db: DbOrTx, id: number): Promise<RoleRecord | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row ?? null;
}

export async function findRoleMenuIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)).orderBy(asc(roleMenus.menuId));
  return rows.map((r) => r.menuId);
}

/** Replaces the role's menus; call it inside the transaction that audits the change. */
export async function replaceRoleMenus(db: DbOrTx, roleId: number, menuIds: readonly number[]): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

export async function updateSensitivePerms(db: DbOrTx, roleId: number, perms: readonly SensitivePermission[], at: Date): Promise<RoleRecord> {
  const [row] = await db.update(roles).set({ sensitivePerms: [...perms], updatedAt: at }).where(eq(roles.id, roleId)).returning();
  return row;
}
