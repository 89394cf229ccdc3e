/** The idempotency_keys rows: a claimed key, its stored answer, and the release of a key. */
import { and, eq, isNotNull, isNull, like, lt, notLike } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** Claims a key; false when it was already claimed (by this call earlier, or a concurrent one). */
export async function claimKey(db: DbOrTx, key: string, operation: string, userId: number | null, at: Date): Promise<boolean> {
  const claimed = await db.insert(idempotencyKeys).values({ key, userId, operation, at })
    .onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findClaim(db: DbOrTx, key: string) {
  const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return stored;
}

export async function storeAnswer(db: DbOrTx, key: string, response: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.key, key));
}

export async function releaseKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

/** Releases the keys claimed before a time that never got an answer; returns how many. */
export async function releaseUnansweredBefore(db: DbOrTx, before: Date): Promise<number> {
  const released = await db.delete(idempotencyKeys).where(and(isNull(idempotencyKeys.response), lt(idempotencyKeys.at, before))).returning({ key: idempotencyKeys.key });
  return released.length;
}

/** Deletes the answered keys claimed before a time, of one scope (`prefix`) or of all but it; returns how many. */
export async function pruneAnsweredBefore(db: DbOrTx, prefix: string, inScope: boolean, before: Date): Promise<number> {
  const scope = inScope ? like(idempotencyKeys.key, `${prefix}%`) : notLike(idempotencyKeys.key, `${prefix}%`);
  const pruned = await db.delete(idempotencyKeys).where(and(isNotNull(idempotencyKeys.response), lt(idempotencyKeys.at, before), scope))
    .returning({ key: idempotencyKeys.key });
  return pruned.length;
}
