/** The second step of a sign-in: an e-mail/SMS code, or binding or checking a TOTP authenticator. */
import { timingSafeEqual } from 'node:crypto';
import { maskEmail, maskPhone } from '../../../common/masking';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { AppError, validationError } from '../../core/errors';
import { RESULT_CODES } from '../../../common/envelope';
import { hashToken, newNumericCode } from '../../core/tokens';
import { sendMessage } from '../outbox/outbox.service';
import { countTicketAttempt, findLoginTicket, findUserById, updateLoginTicket, updateUser, type LoginStep } from './auth.repository';
import { finishLogin } from './auth.service';
import { newMfaEnrolment, verifyTotp } from './mfa';

const CODE_TTL_MS = 5 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_ATTEMPTS = 5;

async function openTicket(deps: Deps, ticket: string, steps: readonly LoginStep[]) {
  const row = await findLoginTicket(deps.db, hashToken(ticket));
  if (!row || row.usedAt || row.expiresAt <= deps.now() || !steps.includes(row.step) || row.attempts >= MAX_ATTEMPTS) {
    throw validationError('auth.ticketInvalid');
  }
  return row;
}

async function wrongCode(deps: Deps, ticketId: number): Promise<never> {
  const attempts = await countTicketAttempt(deps.db, ticketId);
  if (attempts >= MAX_ATTEMPTS) throw validationError('auth.ticketInvalid');
  throw validationError('auth.codeWrong', { left: MAX_ATTEMPTS - attempts });
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function sendLoginCode(deps: Deps, ticket: string, channel: 'sms' | 'email') {
  const row = await openTicket(deps, ticket, ['code']);
  const now = deps.now();
  if (row.codeSentAt && now.getTime() - row.codeSentAt.getTime() < RESEND_AFTER_MS) {
    const seconds = Math.ceil((RESEND_AFTER_MS - (now.getTime() - row.codeSentAt.getTime())) / 1000);
    throw new AppError(RESULT_CODES.tooManyAttempts, 'auth.codeTooSoon', { seconds });
  }
  const user = await findUserById(deps.db, row.userId);
  const to = channel === 'sms' ? user?.phone : user?.email;
  if (!user || !to) throw validationError('auth.channelMissing');
  const code = newNumericCode();
  await updateLoginTicket(deps.db, row.id, { codeHash: hashToken(code), codeChannel: channel, codeSentAt: now });
  await sendMessage(deps, {
    channel, to, kind: 'loginCode', recipientUserId: user.id, subject: channel === 'email' ? 'Sign-in code' : undefined,
    body: `Your back-office sign-in code is ${code}. It expires in 5 minutes. Do not share it.`,
    secrets: [code],
  });
  return { sentTo: channel === 'sms' ? maskPhone(to) : maskEmail(to), resendAfterSeconds: RESEND_AFTER_MS / 1000 };
}

export async function verifyLoginCode(deps: Deps, ticket: string, code: string, actor: Actor, userAgent?: string) {
  const row = await openTicket(deps, ticket, ['code']);
  if (!row.codeHash || !row.codeSentAt) throw validationError('auth.codeNotSent');
  if (deps.now().getTime() - row.codeSentAt.getTime() > CODE_TTL_MS) throw validationError('auth.codeExpired');
  if (!sameHash(row.codeHash, hashToken(code.trim()))) return wrongCode(deps, row.id);
  return finishLogin(deps, row.userId, actor, userAgent, row.id);
}

/** Starts binding an authenticator: the secret waits on the ticket until a code from it is checked. */
export async function startMfaBinding(deps: Deps, ticket: string) {
  const row = await openTicket(deps, ticket, ['mfaBind']);
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw validationError('auth.ticketInvalid');
  const enrolment = await newMfaEnrolment(user.username);
  await updateLoginTicket(deps.db, row.id, { pendingMfaSecret: enrolment.secret });
  return { ...enrolment, expiresAt: row.expiresAt.toISOString() };
}

export async function verifyMfa(deps: Deps, ticket: string, code: string, actor: Actor, userAgent?: string) {
  const row = await openTicket(deps, ticket, ['mfaBind', 'mfaVerify']);
  const user = await findUserById(deps.db, row.userId);
  const secret = row.step === 'mfaBind' ? row.pendingMfaSecret : user?.mfaSecret;
  if (!user || !secret) throw validationError('auth.mfaNotStarted');
  if (!(await verifyTotp(secret, code.trim(), deps.now()))) return wrongCode(deps, row.id);
  if (row.step === 'mfaBind') {
    await updateUser(deps.db, user.id, { mfaSecret: secret, mfaBoundAt: deps.now() });
    await recordAudit(deps.db, { ...actor, userId: user.id, username: user.username },
      { action: 'bindMfa', entity: 'user', entityId: user.id, before: { mfaBound: false }, after: { mfaBound: true } });
  }
  return finishLogin(deps, user.id, actor, userAgent, row.id);
}
