import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

export interface SessionRow {
  sessionId: number;
  userId: number;
  userNo: string;
  username: string;
  realName: string;
  status: 'normal' | 'frozen';
  mustChangePassword: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** acl_state.version: rises on any change to roles, menus, role menus or user roles. */
  aclVersion: number;
}

/** One indexed query per request: the session, its user and the current permission version. */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`
    select s.id as "sessionId", u.id as "userId", u.user_no as "userNo", u.username, u.real_name as "realName",
      u.status, u.must_change_password as "mustChangePassword", s.created_at as "createdAt",
      s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt", s.revoked_at as "revokedAt",
      (select version from acl_state where id = 1) as "aclVersion"
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash}
  `);
  if (!row) return null;
  return {
    ...(row as unknown as SessionRow),
    sessionId: Number(row.sessionId),
    aclVersion: Number(row.aclVersion),
    createdAt: new Date(row.createdAt as string),
    lastSeenAt: new Date(row.lastSeenAt as string),
    expiresAt: new Date(row.expiresAt as string),
    revokedAt: row.revokedAt ? new Date(row.revokedAt as string) : null,
  };
}

export interface UserAccess {
  codes: string[];
  sensitivePerms: string[];
}

/** A user's operation codes (leaving out disabled menus and all under them) and sensitive permissions. */
export async function findUserAccess(db: DbOrTx, userId: number): Promise<UserAccess> {
  const [row] = await queryRows<UserAccess>(db, sql`
    select
      coalesce((
        with recursive granted as (
          select m.id, m.perms from user_roles ur
            join role_menus rm on rm.role_id = ur.role_id
            join menus m on m.id = rm.menu_id and m.enabled
          where ur.user_id = ${userId}
        ), blocked as (
          select m.id from menus m where not m.enabled
          union select m.id from menus m join blocked b on m.parent_id = b.id
        )
        select array_agg(distinct g.perms) from granted g
        where g.perms is not null and g.id not in (select id from blocked)
      ), '{}') as codes,
      coalesce((
        select array_agg(distinct p) from user_roles ur join roles r on r.id = ur.role_id,
          unnest(r.sensitive_perms) as p where ur.user_id = ${userId}
      ), '{}') as "sensitivePerms"
  `);
  return { codes: row?.codes ?? [], sensitivePerms: row?.sensitivePerms ?? [] };
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row.id;
}

export async function touchSession(db: DbOrTx, sessionId: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number, at: Date, reason: string) {
  await db.update(sessions).set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user (freeze, password reset, MFA reset). */
export async function revokeUserSessions(db: DbOrTx, userId: number, at: Date, reason: string) {
  await db.update(sessions).set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
