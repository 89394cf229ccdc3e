/** List entries: which of a batch of values are already on a list, and adding many at once. */
import { and, eq, inArray } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { riskListEntries } from '../../db/schema';

export const riskListEntrySource = crudSource(riskListEntries);

export type ListEntryInsert = typeof riskListEntries.$inferInsert;

export async function valuesOnList(db: DbOrTx, listType: string, subjectType: string, values: readonly string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const e = riskListEntries;
  const rows = await db.select({ value: e.value }).from(e)
    .where(and(eq(e.listType, listType as ListEntryInsert['listType']), eq(e.subjectType, subjectType as ListEntryInsert['subjectType']), inArray(e.value, [...values])));
  return new Set(rows.map((r) => r.value));
}

export async function insertEntries(db: DbOrTx, rows: readonly ListEntryInsert[]) {
  if (rows.length === 0) return [];
  return db.insert(riskListEntries).values([...rows]).returning();
}
