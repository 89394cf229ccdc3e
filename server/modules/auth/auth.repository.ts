import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, loginTickets, merchants, organizations, roles, slideChallenges, userRoles, users } from '../../db/schema';

export type { LoginStep } from '../../db/schema';

export const findUserByUsername = async (db: DbOrTx, username: string) =>
  (await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1))[0] ?? null;

export const findUserById = async (db: DbOrTx, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

export async function updateUser(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

/** Merchants' names in name order (the header's "your merchants"). */
export async function findMerchantNames(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ name: merchants.merchantName }).from(merchants).where(inArray(merchants.id, [...ids])).orderBy(asc(merchants.merchantName));
  return rows.map((row) => row.name);
}

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

/** Whether any of the user's roles asks for MFA or for an e-mail/SMS code at sign-in. */
export async function findLoginPolicy(db: DbOrTx, userId: number) {
  const [row] = await db.select({
    mfaRequired: sql<boolean>`coalesce(bool_or(${roles.mfaRequired}), false)`,
    codeRequired: sql<boolean>`coalesce(bool_or(${roles.loginCodeRequired}), false)`,
  }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, userId));
  return { mfaRequired: Boolean(row?.mfaRequired), codeRequired: Boolean(row?.codeRequired) };
}

export async function insertSlideChallenge(db: DbOrTx, targetX: number, issuedAt: Date, expiresAt: Date) {
  await db.delete(slideChallenges).where(lt(slideChallenges.expiresAt, issuedAt));
  const [row] = await db.insert(slideChallenges).values({ targetX, issuedAt, expiresAt }).returning();
  return row;
}

/** Marks an open challenge as answered (right or wrong) exactly once; null when already answered or expired. */
export async function answerSlideChallenge(db: DbOrTx, id: string, at: Date, passed: boolean) {
  const [row] = await db.update(slideChallenges)
    .set(passed ? { passedAt: at } : { usedAt: at })
    .where(and(eq(slideChallenges.id, id), isNull(slideChallenges.passedAt), isNull(slideChallenges.usedAt), gt(slideChallenges.expiresAt, at)))
    .returning();
  return row ?? null;
}

export async function findSlideChallenge(db: DbOrTx, id: string) {
  return (await db.select().from(slideChallenges).where(eq(slideChallenges.id, id)).limit(1))[0] ?? null;
}

/** Spends a passed challenge on one sign-in attempt; false when it was not passed, is spent or expired. */
export async function spendSlideChallenge(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db.update(slideChallenges).set({ usedAt: at })
    .where(and(eq(slideChallenges.id, id), sql`${slideChallenges.passedAt} is not null`, isNull(slideChallenges.usedAt), gt(slideChallenges.expiresAt, at)))
    .returning({ id: slideChallenges.id });
  return rows.length === 1;
}

export async function insertLoginTicket(db: DbOrTx, values: typeof loginTickets.$inferInsert) {
  const [row] = await db.insert(loginTickets).values(values).returning();
  return row;
}

export const findLoginTicket = async (db: DbOrTx, ticketHash: string) =>
  (await db.select().from(loginTickets).where(eq(loginTickets.ticketHash, ticketHash)).limit(1))[0] ?? null;

export async function updateLoginTicket(db: DbOrTx, id: number, values: Partial<typeof loginTickets.$inferInsert>) {
  await db.update(loginTickets).set(values).where(eq(loginTickets.id, id));
}

/** Spends a ticket exactly once; false when another request already did. */
export async function spendLoginTicket(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db.update(loginTickets).set({ usedAt: at })
    .where(and(eq(loginTickets.id, id), isNull(loginTickets.usedAt))).returning({ id: loginTickets.id });
  return rows.length === 1;
}

export async function countTicketAttempt(db: DbOrTx, id: number) {
  const [row] = await db.update(loginTickets).set({ attempts: sql`${loginTickets.attempts} + 1` })
    .where(eq(loginTickets.id, id)).returning({ attempts: loginTickets.attempts });
  return row.attempts;
}
