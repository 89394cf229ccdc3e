/**
 * Sign-in that scripts cannot rush: calls to noAuth/logon/* are counted per client address (before the body
 * is read) and attempts naming a username per username (from any address), with @fastify/rate-limit. Over
 * the limit is the envelope's "too many attempts" with a translated message; the account lockout after
 * failed passwords is separate and stays. The counts live in the database (rate_counters), so every server
 * process behind a load balancer counts against the same limit.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESULT_CODES } from '../../common/envelope';
import type { Deps } from './deps';
import { AppError } from './errors';
import { API_PREFIX } from './route';
import { countHit, readHits, type Count } from './rate-counter.repository';

const SIGN_IN_PREFIX = `${API_PREFIX}/noAuth/logon/`;

function usernameOf(request: FastifyRequest): string | null {
  const body = request.body as { username?: unknown } | null | undefined;
  const name = typeof body === 'object' && body !== null && typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
  return name || null;
}

type Counted = { isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number };

function refuseWhenExceeded(answer: Counted): void {
  if (answer.isAllowed || !answer.isExceeded) return;
  throw new AppError(RESULT_CODES.tooManyAttempts, 'security:tooManySignIns', { seconds: Math.max(1, answer.ttlInSeconds) });
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

export async function registerSignInLimits(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config } = deps;
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(deps) });
  const timeWindow = config.SIGNIN_RATE_WINDOW_SECONDS * 1000;
  const perAddress = app.createRateLimit({ max: config.SIGNIN_RATE_PER_ADDRESS, timeWindow, keyGenerator: (request) => `address:${request.ip}` });
  const perUsername = app.createRateLimit({ max: config.SIGNIN_RATE_PER_USERNAME, timeWindow, keyGenerator: (request) => `username:${usernameOf(request)}` });
  const byAddress = async (request: FastifyRequest) => refuseWhenExceeded(await perAddress(request));
  const byUsername = async (request: FastifyRequest) => {
    if (usernameOf(request)) refuseWhenExceeded(await perUsername(request));
  };
  // On the sign-in routes only (registered after this), so other requests do not pass through two more hooks.
  app.addHook('onRoute', (routeOptions) => {
    if (!routeOptions.url.startsWith(SIGN_IN_PREFIX)) return;
    routeOptions.onRequest = [byAddress, ...hooksOf(routeOptions.onRequest)];
    routeOptions.preHandler = [byUsername, ...hooksOf(routeOptions.preHandler)];
  });
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
