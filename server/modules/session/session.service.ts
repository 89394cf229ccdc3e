import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { hashToken, newToken } from '../../core/tokens';
import type { DbOrTx } from '../../db/client';
import { accessOf } from './access-cache';
import { sessionCacheOf } from './session-cache';
import { findSessionByTokenHash, insertSession, type SessionRow, touchSession } from './session.repository';

const TOUCH_EVERY_MS = 60_000;
const VIEW_PLAIN = 'viewPlainData';

/**
 * The session row of a token hash: from memory (session-cache.ts) while its last-seen time is fresh, otherwise
 * from the database, moving last-seen when due (at most once a minute) and keeping the row in memory.
 */
async function sessionRow(deps: Deps, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const cache = sessionCacheOf(deps.db);
  const cached = cache?.get(tokenHash);
  if (cached && now.getTime() - cached.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return cached;
  const startedAt = cache?.begin() ?? 0;
  const row = await findSessionByTokenHash(deps.db, tokenHash);
  if (!row || !isLive(deps, row, now)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) {
    cache?.put(tokenHash, row, startedAt);
    return row;
  }
  await touchSession(deps.db, row.sessionId, now);
  const touched = { ...row, lastSeenAt: now };
  cache?.put(tokenHash, touched, startedAt);
  return touched;
}

function isLive(deps: Deps, row: SessionRow, now: Date): boolean {
  if (row.revokedAt || row.status === 'frozen') return false;
  const idleLimit = row.lastSeenAt.getTime() + deps.config.SESSION_IDLE_MINUTES * 60_000;
  return row.expiresAt > now && idleLimit > now.getTime();
}

/** Resolves a bearer token to a live session, or null when it is missing, expired, revoked or frozen. */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const now = deps.now();
  const row = await sessionRow(deps, hashToken(token), now);
  if (!row || !isLive(deps, row, now)) return null;
  const access = await accessOf(deps.db, row.userId, row.aclVersion);
  const sensitivePerms = access.sensitivePerms;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    userNo: row.userNo,
    username: row.username,
    realName: row.realName,
    codes: access.codes,
    sensitivePerms,
    isDesensitization: !sensitivePerms.has(VIEW_PLAIN),
    mustChangePassword: row.mustChangePassword,
  };
}

/** Opens a session; the plain token is returned once and only its hash is stored. */
export async function openSession(deps: Deps, db: DbOrTx, userId: number, ip: string, userAgent: string | undefined) {
  const token = newToken();
  const now = deps.now();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.SESSION_ABSOLUTE_HOURS * 3_600_000),
    ip,
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}
