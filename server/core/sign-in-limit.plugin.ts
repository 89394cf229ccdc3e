/**
 * Sign-in that scripts cannot rush: calls to noAuth/logon/* are counted per client address (before the body
 * is read) and attempts naming a username per username (from any address), with @fastify/rate-limit. Over
 * the limit is the envelope's "too many attempts" with a translated message; the account lockout after
 * failed passwords is separate and stays. Counts live in this process (see docs/decisions.md).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESULT_CODES } from '../../common/envelope';
import type { AppConfig } from '../config';
import { AppError } from './errors';
import { API_PREFIX } from './route';

const SIGN_IN_PREFIX = `${API_PREFIX}/noAuth/logon/`;

const isSignIn = (request: FastifyRequest) => (request.routeOptions.url ?? '').startsWith(SIGN_IN_PREFIX);

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

export async function registerSignInLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
  const timeWindow = config.SIGNIN_RATE_WINDOW_SECONDS * 1000;
  const perAddress = app.createRateLimit({ max: config.SIGNIN_RATE_PER_ADDRESS, timeWindow, keyGenerator: (request) => `address:${request.ip}` });
  const perUsername = app.createRateLimit({ max: config.SIGNIN_RATE_PER_USERNAME, timeWindow, keyGenerator: (request) => `username:${usernameOf(request)}` });
  app.addHook('onRequest', async (request) => {
    if (isSignIn(request)) refuseWhenExceeded(await perAddress(request));
  });
  app.addHook('preHandler', async (request) => {
    if (isSignIn(request) && usernameOf(request)) refuseWhenExceeded(await perUsername(request));
  });
}
