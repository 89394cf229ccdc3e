/** Rows written straight into the database, for situations the seed does not have. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { menus, roleMenus, roles, userRoles, users, type SensitivePermission } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { hashPassword } from '../../server/modules/auth/password';

let sequence = 0;
const next = () => { sequence += 1; return sequence; };

/** Hashing is slow on purpose, so each password is hashed once per file. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export interface RoleFixture {
  /** Operation codes whose menus the role is granted. */
  codes?: readonly string[];
  sensitivePerms?: readonly SensitivePermission[];
  mfaRequired?: boolean;
}

export async function createRole(db: Db, { codes = [], sensitivePerms = [], mfaRequired = false }: RoleFixture = {}) {
  const n = next();
  const [role] = await db.insert(roles).values({
    roleNo: `T${String(n).padStart(3, '0')}`, roleName: `Test role ${n}`, sensitivePerms: [...sensitivePerms], mfaRequired,
  }).returning();
  if (codes.length > 0) {
    const granted = await db.select({ id: menus.id }).from(menus).where(inArray(menus.perms, [...codes]));
    if (granted.length !== codes.length) throw new Error(`Unknown operation code among ${codes.join(', ')}`);
    await db.insert(roleMenus).values(granted.map((m) => ({ roleId: role.id, menuId: m.id })));
  }
  return role;
}

export async function createUser(db: Db, roleId: number, password = DEMO_PASSWORD) {
  const n = next();
  const [user] = await db.insert(users).values({
    userNo: `T${String(n).padStart(6, '0')}`, username: `test.user${n}`, realName: `Test User ${n}`,
    passwordHash: await hashOnce(password), phone: `2547000000${String(n).padStart(2, '0')}`, email: `test.user${n}@example.com`,
  }).returning();
  await db.insert(userRoles).values({ userId: user.id, roleId });
  return user;
}

export const findUser = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
