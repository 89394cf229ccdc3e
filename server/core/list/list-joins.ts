/**
 * Which joins a list's count needs. A page joins every declared table (the names it shows); its count joins only
 * the tables its conditions read (and what those joins stand on), so an unfiltered total stays a count over the
 * list's own table and its index. Tables are told apart by their SQL name, so two aliases of one table are two joins.
 */
import { Column, getTableName, is, SQL, Table } from 'drizzle-orm';

export interface ListJoin {
  table: Table;
  on: SQL;
  /** `left`: the row stays without a match (a name that may be missing). Default inner. */
  type?: 'inner' | 'left';
  /**
   * The count joins it whatever the filter: an inner join that leaves rows out (a nullable or unenforced key).
   * An inner join along a required foreign key changes no count, so it is joined only when a condition reads it.
   */
  inCount?: boolean;
}

export const tableName = (table: Table) => getTableName(table);

/** The tables whose columns a condition reads, leaving out those of a subquery (a table the SQL itself names). */
export function tablesRead(condition: SQL): Set<string> {
  const columns = new Set<string>();
  const named = new Set<string>();
  const walk = (chunk: unknown) => {
    if (is(chunk, Column)) columns.add(tableName(chunk.table));
    else if (is(chunk, Table)) named.add(tableName(chunk));
    else if (is(chunk, SQL)) chunk.queryChunks.forEach(walk);
    else if (Array.isArray(chunk)) chunk.forEach(walk);
  };
  walk(condition);
  for (const name of named) columns.delete(name);
  return columns;
}

/** The joins (in declared order) that the given tables need: each one read, and each join its `on` stands on. */
export function joinsNeeded(joins: readonly ListJoin[], tables: ReadonlySet<string>): ListJoin[] {
  const byName = new Map(joins.map((join) => [tableName(join.table), join]));
  const needed = new Set<string>();
  const need = (name: string) => {
    const join = byName.get(name);
    if (!join || needed.has(name)) return;
    needed.add(name);
    for (const other of tablesRead(join.on)) if (other !== name) need(other);
  };
  for (const join of joins) if (join.inCount) need(tableName(join.table));
  for (const name of tables) need(name);
  return joins.filter((join) => needed.has(tableName(join.table)));
}
