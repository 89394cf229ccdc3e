/**
 * Issue 32.1, submit once, store once: every POST route honours an Idempotency-Key. The route core claims
 * the key (scoped by caller and route) before the handler runs and stores the handler's answer; the same
 * key again answers that first answer without running the handler. A repeat that arrives while the first
 * runs waits for it (bounded) and answers its answer; a first attempt that fails releases the key, so the
 * repeat runs itself. The money routes' own keys (idempotency.ts) live in another scope ("<user>:<key>"),
 * so a money call is claimed once by each layer, never twice by one.
 */
import type { FastifyRequest } from 'fastify';
import type { Deps } from './deps';
import { conflict, validationError } from './errors';
import { claimKey, findClaim, pruneAnsweredBefore, releaseKey, storeAnswer } from './idempotency.repository';

const KEY = /^[\w-]{8,128}$/;
/** The route layer's keys start with this; pruning and the money layer tell them apart by it. */
export const ROUTE_SCOPE = 'route:';
/** How long a repeat waits for the first attempt before it is told the request is still in progress. */
export const REPEAT_WAIT_MS = 20_000;
const POLL_MS = 40;
/** A repeat comes within seconds (a double click, a retry after a lost answer): a day bounds the store. */
export const ROUTE_KEY_TTL_MS = 24 * 60 * 60_000;
/** The money routes' keys guard payouts and repayments: kept a month. */
export const MONEY_KEY_TTL_MS = 30 * 24 * 60 * 60_000;

/** A stored answer is wrapped, so a handler that answers null is not read as "still running". */
interface StoredAnswer { data: unknown }

/**
 * The scoped key of a POST request, or null when it carries none or has no caller to scope it by (a
 * public route: sign-in steps are answered fresh). A malformed key is refused.
 */
export function routeKeyOf(request: FastifyRequest, url: string): string | null {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) return null;
  if (!KEY.test(key)) throw validationError('errors.idempotencyKeyInvalid');
  const caller = request.session ? `u${request.session.userId}` : request.serviceMerchantId !== null ? `m${request.serviceMerchantId}` : null;
  return caller ? `${ROUTE_SCOPE}${caller}:${url}:${key}` : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` once per scoped key; a repeat answers the first answer (waiting for it while it runs). */
export async function answerOnce(deps: Deps, scoped: string, url: string, userId: number | null, work: () => Promise<unknown>): Promise<unknown> {
  // Real time, not deps.now(): a test clock standing still must not make the wait endless.
  const deadline = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    if (await claimKey(deps.db, scoped, url, userId, deps.now())) {
      try {
        const data = await work();
        await storeAnswer(deps.db, scoped, { data: data ?? null } satisfies StoredAnswer);
        return data;
      } catch (error) {
        await releaseKey(deps.db, scoped);
        throw error;
      }
    }
    const stored = await findClaim(deps.db, scoped);
    if (stored?.response) return (stored.response as StoredAnswer).data;
    // No row: the first attempt failed and released the key in between; claim it again.
    if (!stored) continue;
    if (Date.now() > deadline) throw conflict('errors.requestInProgress');
    await pause(POLL_MS);
  }
}

/** The scheduled pruning: answered route keys after a day, money keys after a month (unanswered ones: main.ts). */
export async function pruneAnsweredKeys(deps: Deps, now: Date): Promise<number> {
  const routeKeys = await pruneAnsweredBefore(deps.db, ROUTE_SCOPE, true, new Date(now.getTime() - ROUTE_KEY_TTL_MS));
  const moneyKeys = await pruneAnsweredBefore(deps.db, ROUTE_SCOPE, false, new Date(now.getTime() - MONEY_KEY_TTL_MS));
  return routeKeys + moneyKeys;
}
