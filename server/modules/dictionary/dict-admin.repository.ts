import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import { queryRows, type DbOrTx } from '../../db/client';
import { dictItems, dictTypes } from '../../db/schema';

export const dictItemSource = crudSource(dictItems);
export const dictTypeSource = crudSource(dictTypes);

const MAX_SORT = 9999;

/** How many entries each of these types has. */
export async function countItemsByType(db: DbOrTx, typeIds: number[]): Promise<Map<number, number>> {
  if (typeIds.length === 0) return new Map();
  const rows = await db.select({ typeId: dictItems.typeId, total: count() }).from(dictItems)
    .where(inArray(dictItems.typeId, typeIds)).groupBy(dictItems.typeId);
  return new Map(rows.map((r) => [r.typeId, Number(r.total)]));
}

/** Every entry of a type, enabled or not, in display order. */
export async function findItemsOfType(db: DbOrTx, typeId: number) {
  return db.select().from(dictItems).where(eq(dictItems.typeId, typeId)).orderBy(asc(dictItems.sort), asc(dictItems.id));
}

export async function findType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.id, id)).limit(1);
  return row ?? null;
}

export async function findItem(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dictItems).where(eq(dictItems.id, id)).limit(1);
  return row ?? null;
}

/** An entry and all entries below it, parents before children. */
export async function findItemSubtree(db: DbOrTx, id: number) {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive below(id, depth) as (
      select id, 0 from ${dictItems} where id = ${id}
      union all
      select i.id, b.depth + 1 from ${dictItems} i join below b on i.parent_id = b.id where b.depth < 1000
    )
    select id from below order by depth, id`);
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const items = await db.select().from(dictItems).where(inArray(dictItems.id, ids));
  return ids.map((itemId) => items.find((i) => i.id === itemId)!);
}

/** The sort value that places a new entry after its last sibling. */
export async function nextItemSort(db: DbOrTx, typeId: number, parentId: number | null): Promise<number> {
  const [{ highest }] = await db.select({ highest: sql<number | null>`max(${dictItems.sort})` }).from(dictItems)
    .where(and(eq(dictItems.typeId, typeId), parentId === null ? isNull(dictItems.parentId) : eq(dictItems.parentId, parentId)));
  return highest === null ? 1 : Math.min(Number(highest) + 1, MAX_SORT);
}

/** Deletes entries in one statement, so a parent and its children go together. */
export async function deleteItems(db: DbOrTx, ids: number[]) {
  if (ids.length > 0) await db.delete(dictItems).where(inArray(dictItems.id, ids));
}

export async function deleteType(db: DbOrTx, id: number) {
  await db.delete(dictTypes).where(eq(dictTypes.id, id));
}
