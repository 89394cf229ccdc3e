/**
 * Signed-in sessions kept in memory, so that a request reads the database for its session at most once a
 * minute (when the session's last-seen time is due to be moved) instead of on every call.
 *
 * Correctness rests on the database telling us what changed (migration 0049's triggers, delivered by
 * server/db/notifications.ts): a revoked or deleted session, any change to its user (frozen, password, name),
 * and any change to permissions empty the affected entries in the commit that makes the change — this
 * process's own commits before they return, other server processes' milliseconds later. While delivery is
 * not assured (the listening connection is down) nothing is served from memory.
 *
 * A read that began before a change and finishes after it must not put the old row back: every notification
 * moves `generation`, and a read only stores its row if the generation it started under is still current.
 */
import type { Db } from '../../db/client';
import { type NotificationHub, notificationsOf } from '../../db/notifications';
import type { SessionRow } from './session.repository';

const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly rows = new Map<string, SessionRow>();
  private generation = 0;

  constructor(private readonly hub: NotificationHub) {
    hub.subscribe('session_change', {
      payload: (text) => this.changed(text),
      lost: () => this.changed('*'),
    });
  }

  /** The generation a database read starts under; pass it back to `put`. */
  begin(): number {
    return this.generation;
  }

  get(tokenHash: string): SessionRow | undefined {
    return this.hub.live() ? this.rows.get(tokenHash) : undefined;
  }

  put(tokenHash: string, row: SessionRow, startedAt: number) {
    if (startedAt !== this.generation || !this.hub.live()) return;
    if (this.rows.size >= MAX_ENTRIES) this.rows.clear();
    this.rows.set(tokenHash, row);
  }

  /** `*`: everything; `u<id>`: that user's sessions. */
  private changed(payload: string) {
    this.generation += 1;
    if (!payload.startsWith('u')) {
      this.rows.clear();
      return;
    }
    const userId = Number(payload.slice(1));
    for (const [hash, row] of this.rows) if (row.userId === userId) this.rows.delete(hash);
  }
}

const caches = new WeakMap<Db, SessionCache | null>();

/** The cache of a database opened with its notifications (openDatabase); null otherwise (nothing cached). */
export function sessionCacheOf(db: Db): SessionCache | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    const hub = notificationsOf(db);
    cache = hub ? new SessionCache(hub) : null;
    caches.set(db, cache);
  }
  return cache;
}
