import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, merchants, organizations, roles, userRoles, users } from '../../db/schema';

/** The signed-in user's own profile, as the shell and Home show it. */
export async function findUserProfile(db: DbOrTx, userId: number) {
  const [row] = await db.select({
    userId: users.id, userNo: users.userNo, username: users.username, realName: users.realName,
    phone: users.phone, email: users.email, jobNumber: users.jobNumber, isInternal: users.isInternal,
    deptName: departments.name, merchantName: merchants.merchantName, orgName: organizations.orgName,
    mfaBound: sql<boolean>`${users.mfaSecret} is not null`, lastLoginAt: users.lastLoginAt,
    emailVerified: users.emailVerified, phoneVerified: users.phoneVerified,
    roleNames: sql<string[]>`coalesce((select array_agg(r.role_name order by r.role_name) from ${userRoles} ur
      join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '{}')`,
  }).from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId));
  return row ?? null;
}
