/** The sandbox channels' own book (channel_transactions): what they paid out and collected. */
import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { channelTransactions } from '../../db/schema';

export type ChannelTransaction = typeof channelTransactions.$inferSelect;
type NewChannelTransaction = typeof channelTransactions.$inferInsert;

export async function findPayout(db: DbOrTx, channel: string, reference: string): Promise<ChannelTransaction | undefined> {
  const [row] = await db.select().from(channelTransactions)
    .where(and(eq(channelTransactions.channel, channel), eq(channelTransactions.direction, 'payout'), eq(channelTransactions.reference, reference)));
  return row;
}

/** Whether the channel was asked to pay this account before. */
export async function hasPaidTo(db: DbOrTx, channel: string, account: string): Promise<boolean> {
  const [row] = await db.select({ id: channelTransactions.id }).from(channelTransactions)
    .where(and(eq(channelTransactions.channel, channel), eq(channelTransactions.direction, 'payout'), eq(channelTransactions.account, account))).limit(1);
  return Boolean(row);
}

/** Records a payout; undefined when one with the same channel and reference exists. */
export async function insertPayout(db: DbOrTx, row: NewChannelTransaction): Promise<ChannelTransaction | undefined> {
  const [stored] = await db.insert(channelTransactions).values(row).onConflictDoNothing().returning();
  return stored;
}

export async function insertCollection(db: DbOrTx, row: NewChannelTransaction): Promise<void> {
  await db.insert(channelTransactions).values(row);
}

export async function transactionsBetween(db: DbOrTx, channel: string, from: Date, to: Date): Promise<ChannelTransaction[]> {
  return db.select().from(channelTransactions)
    .where(and(eq(channelTransactions.channel, channel), gte(channelTransactions.at, from), lt(channelTransactions.at, to)))
    .orderBy(asc(channelTransactions.at), asc(channelTransactions.id));
}

/** Marks the late answers due by a time as answered and returns them. */
export async function takeDueAnswers(db: DbOrTx, at: Date): Promise<ChannelTransaction[]> {
  return db.update(channelTransactions).set({ answered: true })
    .where(and(eq(channelTransactions.answered, false), lte(channelTransactions.answerDueAt, at)))
    .returning();
}
