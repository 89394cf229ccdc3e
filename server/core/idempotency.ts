/**
 * Money calls take an Idempotency-Key header: the same key again returns the first answer instead of
 * applying the call twice. The key is claimed inside the call's own transaction, so a concurrent second
 * request waits on the first and then reads its stored answer; a call that fails leaves no claim.
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import type { Deps } from './deps';
import { conflict, validationError } from './errors';
import { claimKey, findClaim, releaseKey, releaseUnansweredBefore, storeAnswer } from './idempotency.repository';

const KEY = /^[\w-]{8,128}$/;

export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw validationError('errors.idempotencyKeyRequired');
  if (!KEY.test(key)) throw validationError('errors.idempotencyKeyInvalid');
  return key;
}

class AlreadyAnswered extends Error {}

/** Runs `work` in one transaction under the key; a key already answered returns its stored answer. */
export async function idempotent<T>(deps: Deps, key: string, operation: string, userId: number | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  const scoped = `${userId ?? 'service'}:${key}`;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await claimKey(tx, scoped, operation, userId, deps.now()))) throw new AlreadyAnswered();
      const result = await work(tx);
      await storeAnswer(tx, scoped, result ?? null);
      return result;
    });
  } catch (error) {
    if (!(error instanceof AlreadyAnswered)) throw error;
    const stored = await findClaim(deps.db, scoped);
    if (!stored || stored.operation !== operation) throw conflict('errors.idempotencyKeyReused');
    if (stored.response === null) throw conflict('errors.requestInProgress');
    return stored.response as T;
  }
}

/**
 * For calls that span transactions and an outside party (a payout): the key is claimed and committed
 * first; a second request with it while the first runs is told the request is in progress.
 */
export async function idempotentAcross<T>(deps: Deps, key: string, operation: string, userId: number | null, work: () => Promise<T>): Promise<T> {
  const scoped = `${userId ?? 'service'}:${key}`;
  if (!(await claimKey(deps.db, scoped, operation, userId, deps.now()))) {
    const stored = await findClaim(deps.db, scoped);
    if (!stored || stored.operation !== operation) throw conflict('errors.idempotencyKeyReused');
    if (stored.response === null) throw conflict('errors.requestInProgress');
    return stored.response as T;
  }
  try {
    const result = await work();
    await storeAnswer(deps.db, scoped, result ?? null);
    return result;
  } catch (error) {
    await releaseKey(deps.db, scoped);
    throw error;
  }
}

/**
 * At server start: keys claimed by calls that never answered (the process died while they ran) are
 * released, so the user's retry is applied instead of being told "in progress" forever. What those calls
 * did is whole or absent (each money change is one transaction); their own recovery has run before this.
 */
export async function releaseAbandonedKeys(db: Deps['db'], now: Date): Promise<number> {
  return releaseUnansweredBefore(db, now);
}
