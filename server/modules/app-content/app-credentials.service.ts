/**
 * Rotating an app's secret for the open API. The new secret is answered once, to the operator who rotated it,
 * and only its SHA-256 hash is kept; the secret it replaces keeps working for APP_SECRET_GRACE_MS so the app's
 * builds can be updated, unless revoked earlier. A second rotation within the grace replaces the older secret
 * at once (only one previous secret is kept). Rotations and revocations are audited without any secret or hash.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_SECRET_GRACE_MS, type AppCredentialRow } from '../../../common/app-content/apps';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import type { MerchantScope } from '../../core/merchant-scope';
import { conflict, notFound } from '../../core/errors';
import { type AppClientRow, listCredentials, lockApp, type SecretUsed, updateSecrets } from './app-credentials.repository';

export const hashAppSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const sameHash = (given: Buffer, storedHex: string) => {
  const stored = Buffer.from(storedHex, 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored);
};

const previousActive = (app: AppClientRow, now: Date) =>
  Boolean(app.previousSecretHash && app.previousSecretExpiresAt && app.previousSecretExpiresAt > now);

/** Which of the app's secrets the caller gave: the current one, the replaced one within its grace, or none. */
export function secretUsed(app: AppClientRow, secret: string, now: Date): SecretUsed | null {
  const given = Buffer.from(hashAppSecret(secret), 'hex');
  if (sameHash(given, app.secretHash)) return 'current';
  if (previousActive(app, now) && sameHash(given, app.previousSecretHash as string)) return 'previous';
  return null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function present(app: AppClientRow, merchantName: string | null, now: Date): AppCredentialRow {
  const active = previousActive(app, now);
  return {
    id: app.id, appCode: app.appCode, appName: app.appName, merchantName, appKey: app.appKey, enabled: app.enabled,
    lastUsedAt: iso(app.lastUsedAt), secretRotatedAt: iso(app.secretRotatedAt),
    previousSecretExpiresAt: active ? iso(app.previousSecretExpiresAt) : null,
    previousSecretLastUsedAt: active ? iso(app.previousSecretLastUsedAt) : null,
  };
}

/** What the audit keeps of a change: times only. */
const audited = (app: AppClientRow, now: Date) => {
  const { appCode, secretRotatedAt, previousSecretExpiresAt } = present(app, null, now);
  return { appCode, secretRotatedAt, previousSecretExpiresAt };
};

/** The apps of the caller's merchants; another merchant's app is not found for rotating or revoking either. */
export async function listAppCredentials(deps: Deps, scope: MerchantScope): Promise<AppCredentialRow[]> {
  const now = deps.now();
  return (await listCredentials(deps.db, scope)).map((r) => present(r.app, r.merchantName, now));
}

/** A new secret for the app; the answer is the only place it ever appears. */
export async function rotateSecret(deps: Deps, actor: Actor, scope: MerchantScope, id: number) {
  const now = deps.now();
  const secret = randomBytes(32).toString('base64url');
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockApp(tx, id, scope);
    if (!before) throw notFound('appContent:errors.appNotFound');
    const after = await updateSecrets(tx, id, {
      secretHash: hashAppSecret(secret), previousSecretHash: before.secretHash,
      previousSecretExpiresAt: new Date(now.getTime() + APP_SECRET_GRACE_MS), previousSecretLastUsedAt: null, secretRotatedAt: now, updatedAt: now,
    });
    await recordAudit(tx, actor, { action: 'appCredential.rotate', entity: 'appClient', entityId: id, before: audited(before, now), after: audited(after, now) });
    return after;
  });
  return { ...present(row, null, now), secret };
}

/** Ends the replaced secret's grace at once (e.g. it leaked, or every build has moved on). */
export async function revokePreviousSecret(deps: Deps, actor: Actor, scope: MerchantScope, id: number) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockApp(tx, id, scope);
    if (!before) throw notFound('appContent:errors.appNotFound');
    if (!previousActive(before, now)) throw conflict('appContent:errors.noPreviousSecret');
    const after = await updateSecrets(tx, id, { previousSecretHash: null, previousSecretExpiresAt: null, previousSecretLastUsedAt: null, updatedAt: now });
    await recordAudit(tx, actor, { action: 'appCredential.revoke', entity: 'appClient', entityId: id, before: audited(before, now), after: audited(after, now) });
    return after;
  });
  return present(row, null, now);
}
