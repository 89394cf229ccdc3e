/**
 * A map kept in memory beside the database and emptied by the database's own change notifications
 * (server/db/notifications.ts): this process's commits before they return, other server processes' milliseconds
 * later. While delivery is not assured (the listening connection is down) nothing is served from memory.
 * The session cache and the unread-count cache are built on it.
 *
 * A read that began before a change and finishes after it must not put the old value back: every notification
 * moves `generation`, and a value is only stored if the generation its read started under is still current.
 * A value stored just before the change's notification arrived is removed by it.
 *
 * Payloads: `*` empties everything; `u<id>` removes what `ownerOf` says belongs to user <id>.
 */
import type { Db } from './client';
import { type ChangeChannel, type NotificationHub, notificationsOf } from './notifications';

const MAX_ENTRIES = 10_000;

export class NotifiedCache<K, V> {
  private readonly values = new Map<K, V>();
  private generation = 0;

  constructor(private readonly hub: NotificationHub, channel: ChangeChannel, private readonly ownerOf: (key: K, value: V) => number) {
    hub.subscribe(channel, {
      payload: (text) => this.changed(text),
      lost: () => this.changed('*'),
    });
  }

  /** The generation a database read starts under; pass it back to `put`. */
  begin(): number {
    return this.generation;
  }

  get(key: K): V | undefined {
    return this.hub.live() ? this.values.get(key) : undefined;
  }

  put(key: K, value: V, startedAt: number) {
    if (startedAt !== this.generation || !this.hub.live()) return;
    if (this.values.size >= MAX_ENTRIES) this.values.clear();
    this.values.set(key, value);
  }

  /** The value from memory, or from `load` (kept for the next call unless a change came meanwhile). */
  async read(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const startedAt = this.begin();
    const value = await load();
    this.put(key, value, startedAt);
    return value;
  }

  private changed(payload: string) {
    this.generation += 1;
    if (!payload.startsWith('u')) {
      this.values.clear();
      return;
    }
    const userId = Number(payload.slice(1));
    for (const [key, value] of this.values) if (this.ownerOf(key, value) === userId) this.values.delete(key);
  }
}

/**
 * One cache per database opened with its notifications (openDatabase), made by `make` on first use; null for a
 * database without them (nothing cached).
 */
export function notifiedCacheOf<C>(make: (hub: NotificationHub) => C): (db: Db) => C | null {
  const caches = new WeakMap<Db, C | null>();
  return (db) => {
    let cache = caches.get(db);
    if (cache === undefined) {
      const hub = notificationsOf(db);
      cache = hub ? make(hub) : null;
      caches.set(db, cache);
    }
    return cache;
  };
}
