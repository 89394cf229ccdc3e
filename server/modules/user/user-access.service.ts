/**
 * An administrator's actions on a user's access: freeze, unfreeze, reset password, reset MFA; only on users
 * inside the administrator's merchants (others read as missing).
 */
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { findUserById, updateUser } from '../auth/auth.repository';
import { revokeUserSessions } from '../session/session.repository';
import { deliverTemporaryPassword, issueTemporaryPassword } from './temporary-password';
import { assertUserInReach } from './user-grant';

const accessView = (u: { status: string; frozenAt: Date | null; mustChangePassword: boolean; mfaSecret: string | null }) =>
  ({ status: u.status, frozenAt: u.frozenAt, mustChangePassword: u.mustChangePassword, mfaBound: u.mfaSecret !== null });

async function loadUser(deps: Deps, userId: number, actor: Actor) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('users.notFound');
  await assertUserInReach(deps.db, actor, userId);
  return user;
}

/** Freezing ends every session of the user at once. */
export async function freezeUser(deps: Deps, userId: number, actor: Actor) {
  const user = await loadUser(deps, userId, actor);
  if (user.status === 'frozen') throw conflict('users.alreadyFrozen');
  if (userId === actor.userId) throw conflict('users.cannotFreezeSelf');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const after = await updateUser(tx, userId, { status: 'frozen', frozenAt: now });
    await revokeUserSessions(tx, userId, now, 'frozen');
    await recordAudit(tx, actor, { action: 'freeze', entity: 'user', entityId: userId, before: accessView(user), after: accessView(after) });
  });
}

export async function unfreezeUser(deps: Deps, userId: number, actor: Actor) {
  const user = await loadUser(deps, userId, actor);
  if (user.status !== 'frozen') throw conflict('users.notFrozen');
  await deps.db.transaction(async (tx) => {
    const after = await updateUser(tx, userId, { status: 'normal', frozenAt: null });
    await recordAudit(tx, actor, { action: 'unfreeze', entity: 'user', entityId: userId, before: accessView(user), after: accessView(after) });
  });
}

/**
 * Sets a temporary password that the user must change at next sign-in, ends their sessions, and sends it
 * to the user's own phone and e-mail; the administrator never sees it unless the user has neither.
 */
export async function resetPassword(deps: Deps, userId: number, actor: Actor) {
  const user = await loadUser(deps, userId, actor);
  const { temporary, passwordHash } = await issueTemporaryPassword();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const after = await updateUser(tx, userId, { passwordHash, mustChangePassword: true, passwordChangedAt: now });
    await revokeUserSessions(tx, userId, now, 'passwordReset');
    await recordAudit(tx, actor, { action: 'resetPwd', entity: 'user', entityId: userId, before: accessView(user), after: accessView(after) });
  });
  return deliverTemporaryPassword(deps, user, temporary, 'passwordReset');
}

/** Clears the user's authenticator; they bind a new one at next sign-in if their role requires it. */
export async function resetMfa(deps: Deps, userId: number, actor: Actor) {
  const user = await loadUser(deps, userId, actor);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const after = await updateUser(tx, userId, { mfaSecret: null, mfaBoundAt: null });
    await revokeUserSessions(tx, userId, now, 'mfaReset');
    await recordAudit(tx, actor, { action: 'resetMFA', entity: 'user', entityId: userId, before: accessView(user), after: accessView(after) });
  });
}
