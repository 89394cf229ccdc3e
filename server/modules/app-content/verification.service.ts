/**
 * Verification codes sent to customers: issued by the open API, re-sent from VerificationCodeManagement, each SMS
 * through the outbox. Only a hash of a code is kept; a new code ends the customer's earlier ones.
 */
import { createHash, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_TTL_MS, VERIFICATION_MAX_ATTEMPTS, VERIFICATION_RESEND_AFTER_MS } from '../../../common/app-content/apps';
import type { ListQuery } from '../../../common/crud/schema';
import { RESULT_CODES } from '../../../common/envelope';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import type { MerchantScope } from '../../core/merchant-scope';
import { AppError, conflict, notFound, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { sendMessage } from '../outbox/outbox.service';
import { appNameOf } from './app-content.repository';
import { type CodeRow, findCode, latestCodeOf, listCodePage, replaceCode, updateCode } from './verification.repository';

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');

export const codeState = (row: CodeRow, now: Date) => (row.usedAt ? 'used' : row.expiresAt > now ? 'valid' : 'expired');

export async function listCodes(deps: Deps, query: ListQuery, scope: MerchantScope) {
  const now = deps.now();
  const page = await listCodePage(deps.db, query, now, scope);
  const records = page.records.map(({ codeHash: _hash, ...row }) => ({ ...row, state: codeState(row as CodeRow, now) }));
  return { ...page, records };
}

/** Writes a new code (ending the earlier ones), then sends it by SMS through the outbox. */
export async function issueCode(deps: Deps, request: { appCode: string; phone: string; purpose: string }, sendCount = 1) {
  const now = deps.now();
  const previous = await latestCodeOf(deps.db, request.appCode, request.phone, request.purpose);
  if (previous && now.getTime() - previous.sentAt.getTime() < VERIFICATION_RESEND_AFTER_MS) {
    throw new AppError(RESULT_CODES.tooManyAttempts, 'appContent:errors.resendTooSoon', { seconds: Math.ceil(VERIFICATION_RESEND_AFTER_MS / 1000) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await deps.db.transaction((tx) => replaceCode(tx, {
    ...request, codeHash: hashCode(request.phone, code), sentAt: now, expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS), sendCount,
  }));
  const body = translate('en', 'appContent:sms.code', { app: await appNameOf(deps.db, request.appCode), code, minutes: VERIFICATION_CODE_TTL_MS / 60_000 });
  const sent = await sendMessage(deps, { channel: 'sms', to: request.phone, body, kind: 'verificationCode', secrets: [code] });
  await updateCode(deps.db, row.id, { outboxId: sent.id });
  return { id: row.id, expiresAt: row.expiresAt, status: sent.status };
}

/** VerificationCodeManagement's "resend SMS": a fresh code to the same customer of one of the caller's merchants, audited. */
export async function resendCode(deps: Deps, id: number, actor: Actor, scope: MerchantScope) {
  const row = await findCode(deps.db, id, scope);
  if (!row) throw notFound();
  if (row.usedAt) throw conflict('appContent:errors.codeUsed');
  const latest = await latestCodeOf(deps.db, row.appCode, row.phone, row.purpose);
  if (latest && latest.id !== row.id) throw conflict('appContent:errors.codeSuperseded');
  const result = await issueCode(deps, { appCode: row.appCode, phone: row.phone, purpose: row.purpose }, row.sendCount + 1);
  await recordAudit(deps.db, actor, { action: 'resend', entity: 'verificationCode', entityId: row.id, before: { state: codeState(row, deps.now()) }, after: { newId: result.id, status: result.status } });
  return result;
}

/** The app checks what the customer typed: once, while valid, at most VERIFICATION_MAX_ATTEMPTS wrong tries. */
export async function verifyCode(deps: Deps, request: { appCode: string; phone: string; purpose: string; code: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await latestCodeOf(tx, request.appCode, request.phone, request.purpose);
    if (!row || codeState(row, now) !== 'valid' || row.failedAttempts >= VERIFICATION_MAX_ATTEMPTS) throw validationError('appContent:errors.codeExpired');
    if (row.codeHash !== hashCode(request.phone, request.code)) {
      await updateCode(tx, row.id, { failedAttempts: row.failedAttempts + 1, updatedAt: now });
      return { verified: false };
    }
    await updateCode(tx, row.id, { usedAt: now, updatedAt: now });
    return { verified: true };
  });
}
