/**
 * Posting to the double-entry ledger. A journal is a set of lines whose debits equal their credits; it is
 * written in the caller's transaction, beside the change it records. The database refuses an unbalanced
 * journal at commit and any change to a posted line; mistakes are undone by a reversing journal.
 */
import { eq, sql } from 'drizzle-orm';
import { ACCOUNTS, type JournalKind } from '../../../common/money/ledger-accounts';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, ledgerJournals } from '../../db/schema';

export interface LedgerLine {
  account: string;
  debit?: number;
  credit?: number;
  merchantId?: number | null;
  channel?: string | null;
  orderId?: number | null;
  billId?: number | null;
}

export interface Journal {
  kind: JournalKind;
  refType: string;
  refId: string | number;
  orderId?: number | null;
  /** When set, the journal is posted at most once under this key. */
  postingKey?: string;
  memo?: string;
  actorUserId?: number | null;
  at: Date;
  lines: readonly LedgerLine[];
}

class UnbalancedJournalError extends Error {}

function checkLines(lines: readonly LedgerLine[]) {
  let balance = 0;
  for (const l of lines) {
    const debit = l.debit ?? 0;
    const credit = l.credit ?? 0;
    if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit) || debit < 0 || credit < 0) {
      throw new UnbalancedJournalError(`Bad amount on ${l.account}: ${debit}/${credit}`);
    }
    balance += debit - credit;
  }
  if (balance !== 0) throw new UnbalancedJournalError(`Journal does not balance by ${balance}`);
}

/** Lines with a zero amount are dropped; a journal left with no lines is not posted (returns null). */
export async function postJournal(tx: DbOrTx, journal: Journal): Promise<number | null> {
  const lines = journal.lines.filter((l) => (l.debit ?? 0) !== 0 || (l.credit ?? 0) !== 0);
  checkLines(lines);
  if (lines.length === 0) return null;
  const [row] = await tx.insert(ledgerJournals).values({
    kind: journal.kind, postingKey: journal.postingKey ?? null, refType: journal.refType, refId: String(journal.refId),
    orderId: journal.orderId ?? null, memo: journal.memo ?? null, actorUserId: journal.actorUserId ?? null, at: journal.at,
  }).onConflictDoNothing().returning({ id: ledgerJournals.id });
  if (!row) return null;
  await tx.insert(ledgerEntries).values(lines.map((l) => ({
    journalId: row.id, account: l.account, debitCents: l.debit ?? 0, creditCents: l.credit ?? 0,
    merchantId: l.merchantId ?? null, channel: l.channel ?? null, orderId: l.orderId ?? journal.orderId ?? null, billId: l.billId ?? null,
  })));
  return row.id;
}

/** Posts the mirror image of a journal (debits and credits swapped); a journal is reversed at most once. */
export async function reverseJournal(tx: DbOrTx, journalId: number, how: Omit<Journal, 'lines' | 'orderId' | 'refType' | 'refId'> & { refType?: string; refId?: string | number }): Promise<number> {
  const [original] = await tx.select().from(ledgerJournals).where(eq(ledgerJournals.id, journalId));
  if (!original) throw new Error(`No journal ${journalId}`);
  const lines = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journalId));
  const [row] = await tx.insert(ledgerJournals).values({
    kind: how.kind, refType: how.refType ?? original.refType, refId: String(how.refId ?? original.refId), orderId: original.orderId,
    reversesId: journalId, memo: how.memo ?? null, actorUserId: how.actorUserId ?? null, at: how.at, postingKey: how.postingKey ?? null,
  }).returning({ id: ledgerJournals.id });
  await tx.insert(ledgerEntries).values(lines.map((l) => ({
    journalId: row.id, account: l.account, debitCents: l.creditCents, creditCents: l.debitCents,
    merchantId: l.merchantId, channel: l.channel, orderId: l.orderId, billId: l.billId,
  })));
  return row.id;
}

/** What the ledger holds as overpaid money of an order, not yet refunded or withdrawn. */
export async function overpaymentBalance(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db.select({ balance: sql<string>`coalesce(sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents}), 0)` })
    .from(ledgerEntries).where(sql`${ledgerEntries.orderId} = ${orderId} and ${ledgerEntries.account} = ${ACCOUNTS.overpayment}`);
  return Number(row.balance);
}

export async function findJournalIdByPostingKey(db: DbOrTx, postingKey: string): Promise<number | undefined> {
  const [row] = await db.select({ id: ledgerJournals.id }).from(ledgerJournals).where(eq(ledgerJournals.postingKey, postingKey));
  return row?.id;
}
