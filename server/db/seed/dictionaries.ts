import type { DbOrTx } from '../client';
import { dictItems, dictTypes } from '../schema';
import { DICTIONARIES } from './dictionaries.data';

/** Inserts every reference dictionary the database lacks; entries edited by staff are left alone. */
export async function syncDictionaries(db: DbOrTx): Promise<void> {
  const existing = new Set((await db.select({ key: dictTypes.dictKey }).from(dictTypes)).map((r) => r.key));
  let sort = existing.size;
  for (const [dictKey, { name, items }] of Object.entries(DICTIONARIES)) {
    if (existing.has(dictKey)) continue;
    sort += 1;
    const [type] = await db.insert(dictTypes).values({ dictKey, name, sort }).returning({ id: dictTypes.id });
    await db.insert(dictItems).values(items.map(([value, en, zh], index) => ({
      typeId: type.id, itemKey: value, itemValue: value, labelDefault: en, labelEn: en, labelZh: zh, sort: index + 1,
    })));
  }
}
