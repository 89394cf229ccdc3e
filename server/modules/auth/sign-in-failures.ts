/**
 * Failed sign-ins naming a username, counted so that an attacker cannot keep the real user out (issue 31.7).
 * Per (username, address) they ask for the slide and then lock that username at that address only; per username
 * from any address they never lock: past SIGNIN_FAILURES_PER_USERNAME every attempt naming it needs the slide.
 * A correct sign-in from an address that has not failed therefore always gets through. Failures per address alone
 * are counted by the sign-in limits (server/core/sign-in-limit.plugin.ts). The counts live in rate_counters, one
 * window of SIGNIN_FAILURE_WINDOW_MINUTES each, so every server process sees the same.
 */
import type { Deps } from '../../core/deps';
import { countHit, dropCount, holdUntil, readHits, type Count } from '../../core/rate-counter.repository';

const hereKey = (username: string, address: string) => `failed:username-address:${address} ${username.toLowerCase()}`;
const everywhereKey = (username: string) => `failed:username:${username.toLowerCase()}`;

export interface UsernameFailures {
  /** Failures for this username from this address in the window. */
  here: number;
  /** How long the username stays locked at this address, in milliseconds (0: not locked). */
  lockedMs: number;
  slideRequired: boolean;
}

function failuresOf(deps: Deps, here: Count, everywhere: Count): UsernameFailures {
  const { LOGIN_LOCK_AFTER_FAILURES, LOGIN_SLIDE_AFTER_FAILURES, SIGNIN_FAILURES_PER_USERNAME } = deps.config;
  return {
    here: here.current,
    lockedMs: here.current >= LOGIN_LOCK_AFTER_FAILURES ? here.ttl : 0,
    slideRequired: here.current >= LOGIN_SLIDE_AFTER_FAILURES || everywhere.current >= SIGNIN_FAILURES_PER_USERNAME,
  };
}

export async function usernameFailuresOf(deps: Deps, username: string, address: string): Promise<UsernameFailures> {
  const now = deps.now();
  const here = await readHits(deps.db, hereKey(username, address), now);
  return failuresOf(deps, here, await readHits(deps.db, everywhereKey(username), now));
}

/** Counts one failure; the one that reaches LOGIN_LOCK_AFTER_FAILURES locks the username here for LOGIN_LOCK_MINUTES. */
export async function countUsernameFailure(deps: Deps, username: string, address: string): Promise<UsernameFailures> {
  const now = deps.now();
  const windowMs = deps.config.SIGNIN_FAILURE_WINDOW_MINUTES * 60_000;
  const here = await countHit(deps.db, hereKey(username, address), now, windowMs);
  const everywhere = await countHit(deps.db, everywhereKey(username), now, windowMs);
  if (here.current === deps.config.LOGIN_LOCK_AFTER_FAILURES) {
    const lockMs = deps.config.LOGIN_LOCK_MINUTES * 60_000;
    await holdUntil(deps.db, hereKey(username, address), new Date(now.getTime() + lockMs));
    return failuresOf(deps, { ...here, ttl: Math.max(here.ttl, lockMs) }, everywhere);
  }
  return failuresOf(deps, here, everywhere);
}

/** A correct sign-in forgets its address's failures for the username (not those of other addresses). */
export const clearUsernameFailures = (deps: Deps, username: string, address: string) => dropCount(deps.db, hereKey(username, address));
