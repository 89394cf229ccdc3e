/** Sign-in: password, then (by role and user) an e-mail/SMS code or TOTP, then a session. */
import { RESULT_CODES } from '../../../common/envelope';
import { MFA_WINDOW_MS } from '../../../common/constants';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { AppError, validationError } from '../../core/errors';
import { hashToken, newToken } from '../../core/tokens';
import { openSession } from '../session/session.service';
import {
  findLoginPolicy, findUserById, findUserByUsername, insertLoginTicket, spendLoginTicket, spendSlideChallenge, updateUser, type LoginStep,
} from './auth.repository';
import { verifyPassword } from './password';
import { clearUsernameFailures, countUsernameFailure, usernameFailuresOf } from './sign-in-failures';

/** The longest username a sign-in accepts (the login body's schema); a longer one never reaches a count's key. */
export const USERNAME_MAX_LENGTH = 64;

export interface LoginInput {
  username: string;
  password: string;
  slideToken?: string;
}

export type LoginResult =
  | { token: string; isUpdatePasswordStatus: boolean }
  | { nextStep: LoginStep; ticket: string; channels: Array<'sms' | 'email'> };

const TICKET_TTL_MS = MFA_WINDOW_MS;

async function checkNotLocked(deps: Deps, username: string, address: string) {
  const failures = await usernameFailuresOf(deps, username, address);
  if (failures.lockedMs > 0) throw new AppError(RESULT_CODES.locked, 'auth.locked', { minutes: Math.ceil(failures.lockedMs / 60_000) });
  return failures;
}

async function failLogin(deps: Deps, username: string, actor: Actor): Promise<never> {
  const failures = await countUsernameFailure(deps, username, actor.ip);
  await recordAudit(deps.db, actor, { action: 'loginFailed', entity: 'user', entityId: null, after: { username, failures: failures.here } });
  if (failures.lockedMs > 0) throw new AppError(RESULT_CODES.locked, 'auth.locked', { minutes: deps.config.LOGIN_LOCK_MINUTES });
  throw new AppError(RESULT_CODES.validation, 'auth.badCredentials', {}, { slideRequired: failures.slideRequired });
}

/**
 * A sign-in refused before its password was checked (an empty password, an over-long name) is a failure too
 * (issue 31.7): audited, and counted against the username it names when that name is a valid one.
 */
export async function refuseLoginInput(deps: Deps, body: Record<string, unknown>, actor: Actor, refusal: unknown): Promise<never> {
  const named = typeof body.username === 'string' ? body.username.trim() : '';
  const username = named.length > 0 && named.length <= USERNAME_MAX_LENGTH ? named : null;
  const failures = username ? await countUsernameFailure(deps, username, actor.ip) : null;
  await recordAudit(deps.db, actor, {
    action: 'loginFailed', entity: 'user', entityId: null,
    after: { username: username ?? named.slice(0, USERNAME_MAX_LENGTH), failures: failures?.here ?? null, refused: refusal instanceof AppError ? refusal.messageKey : 'invalid' },
  });
  throw refusal;
}

export async function login(deps: Deps, input: LoginInput, actor: Actor, userAgent?: string): Promise<LoginResult> {
  const failures = await checkNotLocked(deps, input.username, actor.ip);
  if (input.slideToken) {
    if (!(await spendSlideChallenge(deps.db, input.slideToken, deps.now()))) {
      throw new AppError(RESULT_CODES.validation, 'auth.slideRequired', {}, { slideRequired: true });
    }
  } else if (failures.slideRequired) {
    throw new AppError(RESULT_CODES.tooManyAttempts, 'auth.slideRequired', {}, { slideRequired: true });
  }
  const user = await findUserByUsername(deps.db, input.username);
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) return failLogin(deps, input.username, actor);
  if (user.status === 'frozen') throw new AppError(RESULT_CODES.forbidden, 'auth.frozen');
  await clearUsernameFailures(deps, input.username, actor.ip);

  const policy = await findLoginPolicy(deps.db, user.id);
  const step: LoginStep | null = user.mfaSecret ? 'mfaVerify' : policy.mfaRequired ? 'mfaBind' : policy.codeRequired ? 'code' : null;
  if (!step) return finishLogin(deps, user.id, { ...actor, userId: user.id, username: user.username }, userAgent);

  const ticket = newToken();
  await insertLoginTicket(deps.db, {
    ticketHash: hashToken(ticket), userId: user.id, step, expiresAt: new Date(deps.now().getTime() + TICKET_TTL_MS),
  });
  const channels = [user.phone ? 'sms' : null, user.email ? 'email' : null].filter((c): c is 'sms' | 'email' => c !== null);
  return { nextStep: step, ticket, channels };
}

/** Opens the session once every step is done, and records the sign-in. */
export async function finishLogin(deps: Deps, userId: number, actor: Actor, userAgent?: string, ticketId?: number) {
  return deps.db.transaction(async (tx) => {
    if (ticketId !== undefined && !(await spendLoginTicket(tx, ticketId, deps.now()))) throw validationError('auth.ticketInvalid');
    const user = await findUserById(tx, userId);
    if (!user || user.status === 'frozen') throw new AppError(RESULT_CODES.forbidden, 'auth.frozen');
    const token = await openSession(deps, tx, userId, actor.ip, userAgent);
    await updateUser(tx, userId, { lastLoginAt: deps.now() });
    await recordAudit(tx, { ...actor, userId, username: user.username }, { action: 'login', entity: 'user', entityId: userId });
    return { token, isUpdatePasswordStatus: user.mustChangePassword };
  });
}
