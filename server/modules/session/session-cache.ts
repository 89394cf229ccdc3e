/**
 * Signed-in sessions kept in memory, so that a request reads the database for its session at most once a
 * minute (when the session's last-seen time is due to be moved) instead of on every call.
 *
 * Correctness rests on the database telling us what changed (server/db/notified-cache.ts): migration 0049's
 * triggers announce a revoked or deleted session, any change to its user (frozen, password, name) and any change
 * to permissions on channel `session_change`, emptying that user's sessions (or all of them).
 */
import { NotifiedCache, notifiedCacheOf } from '../../db/notified-cache';
import type { SessionRow } from './session.repository';

/** Rows by token hash. */
export type SessionCache = NotifiedCache<string, SessionRow>;

export const sessionCacheOf = notifiedCacheOf((hub): SessionCache => new NotifiedCache(hub, 'session_change', (_hash, row) => row.userId));
