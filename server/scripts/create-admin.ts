/**
 * Creates the first real administrator of a deployment:
 *   npm run create-admin -- --username jdoe --name "Jane Doe" --phone 254712345678 --email jane@example.com
 * The password comes from ADMIN_PASSWORD or is asked for.
 */
import { eq } from 'drizzle-orm';
import { isEmail, isPassword, isPhone } from '../../common/validators';
import { prepareData } from '../db/seed';
import { syncMenus } from '../db/seed/menus';
import { roleMenus, roles, SENSITIVE_PERMISSIONS, userRoles, users } from '../db/schema';
import { findUserByUsername } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';
import { ask, openConfiguredDatabase, parseFlags } from './cli';

const ADMIN_ROLE_NO = 'ADMIN';

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  const username = flags.username ?? await ask('Username: ');
  const realName = flags.name ?? await ask('Full name: ');
  const phone = flags.phone ?? await ask('Phone (254XXXXXXXXX): ');
  const email = flags.email ?? await ask('E-mail: ');
  const password = process.env.ADMIN_PASSWORD ?? await ask('Password (8–32, letters and digits): ');
  const problems = [
    !/^[\w.@-]{3,64}$/.test(username) && 'username: 3–64 letters, digits, . _ @ -',
    !realName && 'full name is required',
    !isPhone(phone) && 'phone: 254 followed by 9 digits',
    !isEmail(email) && 'e-mail format',
    !isPassword(password) && 'password: 8–32 characters with a letter and a digit',
  ].filter(Boolean);
  if (problems.length) throw new Error(`Not created: ${problems.join('; ')}`);

  const database = await openConfiguredDatabase();
  try {
    await prepareData(database.db, { demo: false });
    await database.db.transaction(async (tx) => {
      if (await findUserByUsername(tx, username)) throw new Error(`User ${username} already exists`);
      const menuIds = await syncMenus(tx);
      let [role] = await tx.select().from(roles).where(eq(roles.roleNo, ADMIN_ROLE_NO));
      if (!role) {
        [role] = await tx.insert(roles).values({ roleNo: ADMIN_ROLE_NO, roleName: 'System Administrator', sensitivePerms: [...SENSITIVE_PERMISSIONS] }).returning();
        await tx.insert(roleMenus).values([...new Set(menuIds.values())].map((menuId) => ({ roleId: role.id, menuId })));
      }
      const [user] = await tx.insert(users).values({
        userNo: `A${Date.now().toString(36).toUpperCase()}`, username, realName, phone, email, passwordHash: await hashPassword(password),
      }).returning();
      await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    });
    console.log(`Administrator ${username} created.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
