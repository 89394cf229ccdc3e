/**
 * Each user's unread message count (the header's badge, asked by every signed-in screen) kept in memory, so that
 * the call reads the database only after the count has changed, not on every request.
 *
 * Correctness rests on the database telling us what changed, as for the session cache (session-cache.ts):
 * migration 0052's trigger announces every message to a user that arrives, is read, is unread again, moves to
 * another user or goes, and a truncated table ('*'). Delivery (server/db/notifications.ts): this process's own
 * commits before they return, other server processes' milliseconds later. While delivery is not assured (the
 * listening connection is down) nothing is served from memory.
 *
 * A read that began before a change and finishes after it must not put the old count back: every notification
 * moves `generation`, and a read only stores its count if the generation it started under is still current. A
 * read that stored its count just before the change's notification arrived has that count removed by it.
 */
import type { Db } from '../../db/client';
import { type NotificationHub, notificationsOf } from '../../db/notifications';

const MAX_ENTRIES = 10_000;

export class UnreadCache {
  private readonly counts = new Map<number, number>();
  private generation = 0;

  constructor(private readonly hub: NotificationHub) {
    hub.subscribe('unread_change', {
      payload: (text) => this.changed(text),
      lost: () => this.changed('*'),
    });
  }

  /** The user's count from memory, or from `load` (kept for the next call unless a change came meanwhile). */
  async read(userId: number, load: () => Promise<number>): Promise<number> {
    if (this.hub.live()) {
      const hit = this.counts.get(userId);
      if (hit !== undefined) return hit;
    }
    const startedAt = this.generation;
    const count = await load();
    if (startedAt === this.generation && this.hub.live()) {
      if (this.counts.size >= MAX_ENTRIES) this.counts.clear();
      this.counts.set(userId, count);
    }
    return count;
  }

  /** `*`: everyone; `u<id>`: that user. */
  private changed(payload: string) {
    this.generation += 1;
    if (!payload.startsWith('u')) {
      this.counts.clear();
      return;
    }
    this.counts.delete(Number(payload.slice(1)));
  }
}

const caches = new WeakMap<Db, UnreadCache | null>();

/** The cache of a database opened with its notifications (openDatabase); null otherwise (nothing cached). */
export function unreadCacheOf(db: Db): UnreadCache | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    const hub = notificationsOf(db);
    cache = hub ? new UnreadCache(hub) : null;
    caches.set(db, cache);
  }
  return cache;
}
