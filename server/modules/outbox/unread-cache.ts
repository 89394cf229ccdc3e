/**
 * Each user's unread message count (the header's badge, asked by every signed-in screen) kept in memory, so that
 * the call reads the database only after the count has changed, not on every request.
 *
 * Correctness rests on the database telling us what changed (server/db/notified-cache.ts): migration 0052's
 * trigger announces on channel `unread_change` every message to a user that arrives, is read, is unread again,
 * moves to another user or goes, and a truncated table ('*').
 */
import { NotifiedCache, notifiedCacheOf } from '../../db/notified-cache';

/** Counts by user id. */
export const unreadCacheOf = notifiedCacheOf((hub) => new NotifiedCache<number, number>(hub, 'unread_change', (userId) => userId));
