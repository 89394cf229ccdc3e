import { count, eq } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { tmActivities, tmApprovals } from '../../db/schema';

export const tmActivitySource = crudSource(tmActivities);

export async function requestsOf(db: DbOrTx, activityId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tmApprovals).where(eq(tmApprovals.activityId, activityId));
  return row.n;
}
