/** An administrator's actions on a user's access: freeze, unfreeze, reset password, reset MFA. */
import { randomInt } from 'node:crypto';
import { maskEmail, maskPhone } from '../../../common/masking';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { findUserById, updateUser } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import { sendMessage } from '../outbox/outbox.service';
import { revokeUserSessions } from '../session/session.repository';

const accessView = (u: { status: string; frozenAt: Date | null; mustChangePassword: boolean; mfaSecret: string | null }) =>
  ({ status: u.status, frozenAt: u.frozenAt, mustChangePassword: u.mustChangePassword, mfaBound: u.mfaSecret !== null });

async function loadUser(deps: Deps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('users.notFound');
  return user;
}

/** Freezing ends every session of the user at once. */
export async function freezeUser(deps: Deps, userId: number, actor: Actor) {
  const user = await loadUser(deps, userId);
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
  const user = await loadUser(deps, userId);
  if (user.status !== 'frozen') throw conflict('users.notFrozen');
  await deps.db.transaction(async (tx) => {
    const after = await updateUser(tx, userId, { status: 'normal', frozenAt: null });
    await recordAudit(tx, actor, { action: 'unfreeze', entity: 'user', entityId: userId, before: accessView(user), after: accessView(after) });
  });
}

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
function temporaryPassword(): string {
  const letters = Array.from({ length: 6 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
  return `${letters}${randomInt(1000, 10_000)}`;
}

/**
 * Sets a temporary password that the user must change at next sign-in, ends their sessions, and sends it
 * to the user's own phone and e-mail; the administrator never sees it unless the user has neither.
 */
export async function resetPassword(deps: Deps, userId: number, actor: Actor) {
  const user = await loadUser(deps, userId);
  const temporary = temporaryPassword();
  const passwordHash = await hashPassword(temporary);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const after = await updateUser(tx, userId, { passwordHash, mustChangePassword: true, passwordChangedAt: now });
    await revokeUserSessions(tx, userId, now, 'passwordReset');
    await recordAudit(tx, actor, { action: 'resetPwd', entity: 'user', entityId: userId, before: accessView(user), after: accessView(after) });
  });
  const body = `Your back-office password was reset. Temporary password: ${temporary}. You must change it when you sign in.`;
  const deliveredTo: string[] = [];
  if (user.phone) {
    await sendMessage(deps, { channel: 'sms', to: user.phone, body, kind: 'passwordReset', recipientUserId: userId });
    deliveredTo.push(maskPhone(user.phone));
  }
  if (user.email) {
    await sendMessage(deps, { channel: 'email', to: user.email, subject: 'Password reset', body, kind: 'passwordReset', recipientUserId: userId });
    deliveredTo.push(maskEmail(user.email));
  }
  return { deliveredTo, temporaryPassword: deliveredTo.length === 0 ? temporary : null };
}

/** Clears the user's authenticator; they bind a new one at next sign-in if their role requires it. */
export async function resetMfa(deps: Deps, userId: number, actor: Actor) {
  const user = await loadUser(deps, userId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const after = await updateUser(tx, userId, { mfaSecret: null, mfaBoundAt: null });
    await revokeUserSessions(tx, userId, now, 'mfaReset');
    await recordAudit(tx, actor, { action: 'resetMFA', entity: 'user', entityId: userId, before: accessView(user), after: accessView(after) });
  });
}
