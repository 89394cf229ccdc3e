/**
 * Sign-in limits that stop attackers, not offices (issues 11.2 and 31.7). Two counts per client address, both
 * before the body is read: every call to noAuth/logon/* (a flood guard sized for a contact centre behind one NAT
 * address, SIGNIN_RATE_PER_ADDRESS a window, with @fastify/rate-limit), and the calls that FAILED (any refusal:
 * bad input, wrong password, wrong code, locked), SIGNIN_FAILURES_PER_ADDRESS a failure window. Failures naming a
 * username are counted by the sign-in itself (server/modules/auth/sign-in-failures.ts), so a username cannot be
 * kept out by calls from another address. Over a limit is the envelope's "too many attempts" with a translated
 * message. The counts live in the database (rate_counters), so every server process counts against the same limit.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESULT_CODES } from '../../common/envelope';
import { clientAddress } from './client-address';
import type { Deps } from './deps';
import { AppError } from './errors';
import { API_PREFIX } from './route';
import { countHit, readHits, type Count } from './rate-counter.repository';

const SIGN_IN_PREFIX = `${API_PREFIX}/noAuth/logon/`;
const TOO_MANY = 'security:tooManySignIns';

const tooMany = (ttlMs: number) => new AppError(RESULT_CODES.tooManyAttempts, TOO_MANY, { seconds: Math.max(1, Math.ceil(ttlMs / 1000)) });

type Counted = { isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number };

function refuseWhenExceeded(answer: Counted): void {
  if (answer.isAllowed || !answer.isExceeded) return;
  throw tooMany(answer.ttlInSeconds * 1000);
}

type Answer = (error: Error | null, count?: Count) => void;

/** @fastify/rate-limit's store interface over the database; a limit that cannot be counted refuses the call. */
function databaseStore(deps: Pick<Deps, 'db' | 'now'>) {
  return class DatabaseStore {
    incr(key: string, answer: Answer, timeWindow: number) {
      countHit(deps.db, key, deps.now(), timeWindow).then((count) => answer(null, count), answer);
    }
    read(key: string, answer: Answer) {
      readHits(deps.db, key, deps.now()).then((count) => answer(null, count), answer);
    }
    child() {
      return this;
    }
  };
}

const failedKey = (request: FastifyRequest) => `failed:address:${clientAddress(request)}`;

/** Our own "too many" answers are not failures of the caller's: counting them would keep an address out for good. */
const isLimitRefusal = (error: unknown) => error instanceof AppError && error.messageKey === TOO_MANY;

export async function registerSignInLimits(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config } = deps;
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(deps) });
  const timeWindow = config.SIGNIN_RATE_WINDOW_SECONDS * 1000;
  const failureWindowMs = config.SIGNIN_FAILURE_WINDOW_MINUTES * 60_000;
  const perAddress = app.createRateLimit({ max: config.SIGNIN_RATE_PER_ADDRESS, timeWindow, keyGenerator: (request) => `address:${clientAddress(request)}` });
  const byAddress = async (request: FastifyRequest) => {
    refuseWhenExceeded(await perAddress(request));
    const failed = await readHits(deps.db, failedKey(request), deps.now());
    if (failed.current >= config.SIGNIN_FAILURES_PER_ADDRESS) throw tooMany(failed.ttl);
  };
  const countFailure = async (request: FastifyRequest, _reply: unknown, error: unknown) => {
    if (!isLimitRefusal(error)) await countHit(deps.db, failedKey(request), deps.now(), failureWindowMs);
  };
  // A refusal that is an answer, not a thrown error, does not exist on these routes: every failure passes onError.
  app.addHook('onRoute', (routeOptions) => {
    if (!routeOptions.url.startsWith(SIGN_IN_PREFIX)) return;
    routeOptions.onRequest = [byAddress, ...hooksOf(routeOptions.onRequest)];
    routeOptions.onError = [countFailure, ...hooksOf(routeOptions.onError)];
  });
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
