/** OutCollectionList's own writes: an agency result on a case's timeline, and the case's follow-up figures. */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { collectionCases, collectionContacts } from '../../db/schema';
import type { LockedCase } from './allocation.repository';

export async function addAgencyResult(tx: Tx, row: LockedCase, input: { userId: number; result: string; remark: string | null; agency: string }, now: Date) {
  const [contact] = await tx.insert(collectionContacts).values({
    caseId: row.id, customerId: row.customerId, userId: input.userId, channel: 'agency', target: 'borrower',
    result: input.result, remark: input.remark ? `${input.agency}: ${input.remark}` : input.agency, at: now,
  }).returning({ id: collectionContacts.id });
  await tx.update(collectionCases).set({ followUpCount: sql`${collectionCases.followUpCount} + 1`, lastContactAt: now, updatedAt: now })
    .where(eq(collectionCases.id, row.id));
  return contact;
}
