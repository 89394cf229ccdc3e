/** Verification codes: the only code that touches their table. */
import { and, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../common/crud/schema';
import { verificationCodeEntity } from '../../../common/entities/verification-code';
import { crudSource, listPage } from '../../core/crud/crud.repository';
import { appCodeScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { verificationCodes as v } from '../../db/schema';

export type CodeRow = typeof v.$inferSelect;
const source = crudSource(v);

/** valid: unused and before expiry; expired: unused and past it; used. */
function stateClauses(state: unknown, now: Date): SQL[] {
  if (state === 'used') return [isNotNull(v.usedAt)];
  if (state === 'valid') return [isNull(v.usedAt), gt(v.expiresAt, now)];
  if (state === 'expired') return [isNull(v.usedAt), lte(v.expiresAt, now)];
  return [];
}

/** Codes sent by the apps of the scope's merchants (a code belongs to its app's merchant). */
export async function listCodePage(db: DbOrTx, query: ListQuery, now: Date, scope: MerchantScope) {
  const inScope = appCodeScopeClause(v.appCode, scope);
  const page = await listPage(db, verificationCodeEntity, source, query, [...stateClauses(query.state, now), ...(inScope ? [inScope] : [])]);
  return { ...page, records: page.records as CodeRow[] };
}

export async function findCode(db: DbOrTx, id: number, scope: MerchantScope = null) {
  const [row] = await db.select().from(v).where(and(eq(v.id, id), appCodeScopeClause(v.appCode, scope))).limit(1);
  return row ?? null;
}

export async function latestCodeOf(db: DbOrTx, appCode: string, phone: string, purpose: string) {
  const [row] = await db.select().from(v).where(and(eq(v.phone, phone), eq(v.appCode, appCode), eq(v.purpose, purpose)))
    .orderBy(desc(v.sentAt)).limit(1);
  return row ?? null;
}

/** Ends the customer's earlier codes and writes the new one. */
export async function replaceCode(db: DbOrTx, values: typeof v.$inferInsert) {
  const now = values.sentAt;
  await db.update(v).set({ expiresAt: now, updatedAt: now })
    .where(and(eq(v.phone, values.phone), eq(v.appCode, values.appCode), eq(v.purpose, values.purpose), isNull(v.usedAt), gt(v.expiresAt, now)));
  const [inserted] = await db.insert(v).values(values).returning();
  return inserted;
}

export async function updateCode(db: DbOrTx, id: number, values: Partial<typeof v.$inferInsert>) {
  await db.update(v).set(values).where(eq(v.id, id));
}
