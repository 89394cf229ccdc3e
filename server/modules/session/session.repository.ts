import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { aclState, sessions, users } from '../../db/schema';

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

const sessionColumns = {
  sessionId: sessions.id, userId: users.id, userNo: users.userNo, username: users.username, realName: users.realName,
  status: users.status, mustChangePassword: users.mustChangePassword, createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, aclVersion: aclState.version,
};

function sessionByTokenQuery(db: Db) {
  return db.select(sessionColumns).from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(aclState, eq(aclState.id, 1))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token');
}

/** Built once per database: the statement is prepared on each connection and its SQL never rebuilt. */
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionByTokenQuery>>();

/**
 * One indexed query per request: the session, its user and the current permission version (against which
 * the user's codes are cached, access-cache.ts), as a prepared statement.
 */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionByTokenQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row ? { ...row, status: row.status as SessionRow['status'] } : null;
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
