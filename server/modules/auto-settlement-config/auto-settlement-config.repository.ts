/** AutoSettlementConfig rows: the generic CRUD's source and the merchants whose automatic settlement is on. */
import { eq } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { autoSettlementConfigs } from '../../db/schema';

export const autoSettlementConfigSource = crudSource(autoSettlementConfigs);

export async function enabledAutoSettlementConfigs(db: DbOrTx) {
  return db.select().from(autoSettlementConfigs).where(eq(autoSettlementConfigs.enabled, true));
}
