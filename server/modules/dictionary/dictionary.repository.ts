import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dictItems, dictTypes } from '../../db/schema';

/** The enabled entries of one enabled dictionary type, in display order. */
export async function findOptions(db: DbOrTx, dictKey: string) {
  return db.select({
    itemKey: dictItems.itemKey, itemValue: dictItems.itemValue, valueType: dictItems.valueType, parentId: dictItems.parentId,
    id: dictItems.id, labelDefault: dictItems.labelDefault, labelEn: dictItems.labelEn, labelZh: dictItems.labelZh,
  }).from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(eq(dictTypes.dictKey, dictKey), eq(dictTypes.enabled, true), eq(dictItems.enabled, true)))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));
}
