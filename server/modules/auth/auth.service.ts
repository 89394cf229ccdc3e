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
  addLoginFailure, clearLoginFailures, findLoginFailures, findLoginPolicy, findUserById, findUserByUsername,
  insertLoginTicket, lockLogin, spendLoginTicket, spendSlideChallenge, updateUser, type LoginStep,
} from './auth.repository';
import { verifyPassword } from './password';

export interface LoginInput {
  username: string;
  password: string;
  slideToken?: string;
}

export type LoginResult =
  | { token: string; isUpdatePasswordStatus: boolean }
  | { nextStep: LoginStep; ticket: string; channels: Array<'sms' | 'email'> };

const TICKET_TTL_MS = MFA_WINDOW_MS;

async function checkNotLocked(deps: Deps, username: string) {
  const failures = await findLoginFailures(deps.db, username);
  const now = deps.now();
  if (failures?.lockedUntil && failures.lockedUntil > now) {
    const minutes = Math.ceil((failures.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new AppError(RESULT_CODES.locked, 'auth.locked', { minutes });
  }
  return failures?.failures ?? 0;
}

async function failLogin(deps: Deps, username: string, actor: Actor): Promise<never> {
  const now = deps.now();
  const row = await addLoginFailure(deps.db, username, now);
  await recordAudit(deps.db, actor, { action: 'loginFailed', entity: 'user', entityId: null, after: { username, failures: row.failures } });
  if (row.failures >= deps.config.LOGIN_LOCK_AFTER_FAILURES) {
    await lockLogin(deps.db, username, new Date(now.getTime() + deps.config.LOGIN_LOCK_MINUTES * 60_000));
    throw new AppError(RESULT_CODES.locked, 'auth.locked', { minutes: deps.config.LOGIN_LOCK_MINUTES });
  }
  const slideRequired = row.failures >= deps.config.LOGIN_SLIDE_AFTER_FAILURES;
  throw new AppError(RESULT_CODES.validation, 'auth.badCredentials', {}, { slideRequired });
}

export async function login(deps: Deps, input: LoginInput, actor: Actor, userAgent?: string): Promise<LoginResult> {
  const failures = await checkNotLocked(deps, input.username);
  if (input.slideToken) {
    if (!(await spendSlideChallenge(deps.db, input.slideToken, deps.now()))) {
      throw new AppError(RESULT_CODES.validation, 'auth.slideRequired', {}, { slideRequired: true });
    }
  } else if (failures >= deps.config.LOGIN_SLIDE_AFTER_FAILURES) {
    throw new AppError(RESULT_CODES.tooManyAttempts, 'auth.slideRequired', {}, { slideRequired: true });
  }
  const user = await findUserByUsername(deps.db, input.username);
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) return failLogin(deps, input.username, actor);
  if (user.status === 'frozen') throw new AppError(RESULT_CODES.forbidden, 'auth.frozen');
  await clearLoginFailures(deps.db, input.username);

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
