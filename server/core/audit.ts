import type { DbOrTx } from '../db/client';
import type { Actor } from './access';
import { insertAuditLog } from './audit.repository';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_FIELDS = new Set(['passwordHash', 'mfaSecret', 'tokenHash', 'codeHash', 'pendingMfaSecret', 'password',
  'oldPassword', 'newPassword', 'confirmPassword', 'temporaryPassword', 'secret']);

/** Audit rows never hold secrets: hashes and MFA secrets are dropped before writing. */
function withoutSecrets(value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  return Object.fromEntries(Object.entries(value)
    .filter(([key]) => !SECRET_FIELDS.has(key))
    .map(([key, inner]) => [key, withoutSecrets(inner)]));
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await insertAuditLog(db, {
    actorUserId: actor.userId,
    actorUsername: actor.username,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}
