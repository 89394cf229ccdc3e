/**
 * The shared rate counts (the sign-in limits' store, failed sign-ins, the SMS routes' rate per second): one atomic
 * upsert per counted call, so two server processes counting the same key at once both see the other's hit.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { rateCounters } from '../db/schema';

export interface Count {
  current: number;
  /** Milliseconds left in the key's window. */
  ttl: number;
}

/** Counts one call of `key`: the first of a window (or the first after it ended) starts a new window. */
export async function countHit(db: DbOrTx, key: string, now: Date, windowMs: number): Promise<Count> {
  const ends = new Date(now.getTime() + windowMs).toISOString();
  const at = now.toISOString();
  const [row] = await queryRows<{ hits: number; ends: Date | string }>(db, sql`
    insert into rate_counters (key, hits, window_ends_at) values (${key}, 1, ${ends}::timestamptz)
    on conflict (key) do update set
      hits = case when rate_counters.window_ends_at <= ${at}::timestamptz then 1 else rate_counters.hits + 1 end,
      window_ends_at = case when rate_counters.window_ends_at <= ${at}::timestamptz then excluded.window_ends_at else rate_counters.window_ends_at end
    returning hits, window_ends_at as ends`);
  return { current: Number(row.hits), ttl: Math.max(0, new Date(row.ends).getTime() - now.getTime()) };
}

/** What `key` has counted in its window, without counting. */
export async function readHits(db: DbOrTx, key: string, now: Date): Promise<Count> {
  const [row] = await queryRows<{ hits: number; ends: Date | string }>(db, sql`
    select hits, window_ends_at as ends from rate_counters where key = ${key} and window_ends_at > ${now.toISOString()}::timestamptz`);
  return row ? { current: Number(row.hits), ttl: new Date(row.ends).getTime() - now.getTime() } : { current: 0, ttl: 0 };
}

/** Keeps `key`'s window open until `until` at least (a lockout that starts at the failure that reached it). */
export async function holdUntil(db: DbOrTx, key: string, until: Date): Promise<void> {
  await db.update(rateCounters).set({ windowEndsAt: until }).where(and(eq(rateCounters.key, key), lt(rateCounters.windowEndsAt, until)));
}

/** Forgets what `key` has counted (a successful sign-in clears its own failures). */
export async function dropCount(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

/** Drops the counts whose window has ended (a job): the table holds only the keys counted lately. */
export async function pruneEnded(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, now));
}
