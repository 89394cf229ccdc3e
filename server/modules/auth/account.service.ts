/** What signed-in users do to their own account: sign out, change password, bind MFA. */
import { isPassword } from '../../../common/validators';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import { revokeSession } from '../session/session.repository';
import { wholeReachScope } from '../../core/merchant-scope';
import { findMerchantNames, findUserById, findUserProfile, updateUser } from './auth.repository';
import { newMfaEnrolment, verifyTotp } from './mfa';
import { hashPassword, verifyPassword } from './password';

export async function signOut(deps: Deps, session: SessionUser, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, session.sessionId, deps.now(), 'signOut');
    await recordAudit(tx, actor, { action: 'signOut', entity: 'session', entityId: session.sessionId });
  });
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export async function changePassword(deps: Deps, session: SessionUser, input: ChangePasswordInput, actor: Actor) {
  if (input.newPassword !== input.confirmPassword) throw validationError('validation.passwordsDiffer');
  if (!isPassword(input.newPassword)) throw validationError('validation.password');
  if (input.newPassword === input.oldPassword) throw validationError('auth.passwordUnchanged');
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw validationError('auth.oldPasswordWrong');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, mustChangePassword: false, passwordChangedAt: deps.now() });
    await recordAudit(tx, actor, { action: 'changePwd', entity: 'user', entityId: user.id,
      before: { mustChangePassword: user.mustChangePassword }, after: { mustChangePassword: false } });
  });
}

export async function profile(deps: Deps, session: SessionUser) {
  const row = await findUserProfile(deps.db, session.userId);
  if (!row) throw notFound();
  return { ...row, isDesensitization: session.isDesensitization, sensitivePerms: [...session.sensitivePerms], merchantScope: await merchantScopeSummary(deps, session) };
}

/**
 * Which merchants' rows the user sees, for the header and empty lists: all of them (head office, or tied to every
 * merchant), or the names of those they are tied to (issue 32.8: a scoped list gave no hint that it was scoped).
 */
async function merchantScopeSummary(deps: Deps, session: SessionUser): Promise<{ all: boolean; names: string[] }> {
  const scope = await wholeReachScope(deps.db, session);
  if (scope === null) return { all: true, names: [] };
  return { all: false, names: await findMerchantNames(deps.db, scope) };
}

/** A user binds an authenticator of their own accord; the secret is kept only once a code checks out. */
export const startSelfMfa = (session: SessionUser) => newMfaEnrolment(session.username);

export async function confirmSelfMfa(deps: Deps, session: SessionUser, secret: string, code: string, actor: Actor) {
  const user = await findUserById(deps.db, session.userId);
  if (user?.mfaSecret) throw conflict('auth.mfaAlreadyBound');
  if (!(await verifyTotp(secret, code.trim(), deps.now()))) throw validationError('auth.codeWrong', { left: '-' });
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, session.userId, { mfaSecret: secret, mfaBoundAt: deps.now() });
    await recordAudit(tx, actor, { action: 'bindMfa', entity: 'user', entityId: session.userId,
      before: { mfaBound: false }, after: { mfaBound: true } });
  });
}
