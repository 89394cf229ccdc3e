import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { hashToken, newToken } from '../../core/tokens';
import type { DbOrTx } from '../../db/client';
import { accessOf } from './access-cache';
import { findSessionByTokenHash, insertSession, touchSession } from './session.repository';

const TOUCH_EVERY_MS = 60_000;
const VIEW_PLAIN = 'viewPlainData';

/** Resolves a bearer token to a live session, or null when it is missing, expired, revoked or frozen. */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const row = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!row || row.revokedAt || row.status === 'frozen') return null;
  const now = deps.now();
  const idleLimit = row.lastSeenAt.getTime() + deps.config.SESSION_IDLE_MINUTES * 60_000;
  if (row.expiresAt <= now || idleLimit <= now.getTime()) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(deps.db, row.sessionId, now);
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
