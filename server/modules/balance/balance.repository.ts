/** Balance accounts, their recorded entries, and the ledger's cash per channel beside them. */
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BalanceEntryRow } from '../../../common/entities/balance-account';
import type { BalanceHistoryQuery } from '../../../common/entities/balance-account';
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx, Tx } from '../../db/client';
import { balanceAccounts, balanceEntries, ledgerEntries, ledgerJournals, users } from '../../db/schema';

export const balanceAccountSource = crudSource(balanceAccounts);

type EntryInsert = typeof balanceEntries.$inferInsert;
export type EntryRecord = typeof balanceEntries.$inferSelect;

const cashBalance = sql<string>`coalesce(sum(${ledgerEntries.debitCents} - ${ledgerEntries.creditCents}), 0)`;

/** The ledger's cash now in each of these channels, in one grouped query. */
export async function ledgerCashByChannel(db: DbOrTx, channels: readonly string[]): Promise<Map<string, number>> {
  if (!channels.length) return new Map();
  const rows = await db.select({ channel: ledgerEntries.channel, cents: cashBalance }).from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, ACCOUNTS.cash), inArray(ledgerEntries.channel, [...channels])))
    .groupBy(ledgerEntries.channel);
  return new Map(rows.map((r) => [r.channel!, Number(r.cents)]));
}

/** The ledger's cash in one channel from every journal posted before `before`. */
export async function ledgerCashBefore(db: DbOrTx, channel: string, before: Date): Promise<number> {
  const [row] = await db.select({ cents: cashBalance }).from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(and(eq(ledgerEntries.account, ACCOUNTS.cash), eq(ledgerEntries.channel, channel), lt(ledgerJournals.at, before)));
  return Number(row.cents);
}

/** The account, locked: records of one account are written one at a time. */
export async function lockAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(balanceAccounts).where(eq(balanceAccounts.id, id)).for('update');
  return row ?? null;
}

export async function findEntry(tx: Tx, accountId: number, day: string): Promise<EntryRecord | null> {
  const [row] = await tx.select().from(balanceEntries).where(and(eq(balanceEntries.accountId, accountId), eq(balanceEntries.entryDay, day)));
  return row ?? null;
}

export async function insertEntry(tx: Tx, values: EntryInsert): Promise<EntryRecord> {
  const [row] = await tx.insert(balanceEntries).values(values).returning();
  return row;
}

export async function updateEntry(tx: Tx, id: number, values: Partial<EntryInsert>): Promise<EntryRecord> {
  const [row] = await tx.update(balanceEntries).set(values).where(eq(balanceEntries.id, id)).returning();
  return row;
}

export async function setLastBalance(tx: Tx, id: number, values: { lastBalanceCents: number; lastEntryDay: string; updatedAt: Date }) {
  await tx.update(balanceAccounts).set(values).where(eq(balanceAccounts.id, id));
}

export async function accountExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: balanceAccounts.id }).from(balanceAccounts).where(eq(balanceAccounts.id, id));
  return Boolean(row);
}

/** An account's entries, newest day first. */
export async function history(db: DbOrTx, accountId: number, query: BalanceHistoryQuery) {
  const rows = await db.select({
    id: balanceEntries.id, entryDay: balanceEntries.entryDay, balanceCents: balanceEntries.balanceCents,
    ledgerBalanceCents: balanceEntries.ledgerBalanceCents, remark: balanceEntries.remark, recordedByName: users.realName, updatedAt: balanceEntries.updatedAt,
  }).from(balanceEntries).leftJoin(users, eq(users.id, balanceEntries.createdBy))
    .where(eq(balanceEntries.accountId, accountId)).orderBy(desc(balanceEntries.entryDay))
    .limit(query.size).offset((query.current - 1) * query.size);
  const [{ total }] = await db.select({ total: count() }).from(balanceEntries).where(eq(balanceEntries.accountId, accountId));
  const records: BalanceEntryRow[] = rows.map((r) => ({
    ...r, differenceCents: r.balanceCents - r.ledgerBalanceCents, updatedAt: r.updatedAt.toISOString(),
  }));
  return { records, total: Number(total), current: query.current, size: query.size };
}
