import { asc, inArray } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { merchants, tmInboundConfigs } from '../../db/schema';

export const inboundConfigSource = crudSource(tmInboundConfigs);

export async function merchantChoices(db: DbOrTx) {
  return db.select({ value: merchants.id, label: merchants.merchantName }).from(merchants).orderBy(asc(merchants.merchantNo)).limit(500);
}

export async function merchantNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = ids.length ? await db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).where(inArray(merchants.id, ids)) : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}
