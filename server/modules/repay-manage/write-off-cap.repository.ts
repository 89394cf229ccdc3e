/** The merchant's automatic write-off remainder (AutoWriteOffAmountConfig), when one is enabled. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { autoWriteOffConfigs } from '../../db/schema';

export async function autoWriteOffCap(db: DbOrTx, merchantId: number): Promise<number | undefined> {
  const [row] = await db.select({ max: autoWriteOffConfigs.maxRemainderCents }).from(autoWriteOffConfigs)
    .where(and(eq(autoWriteOffConfigs.merchantId, merchantId), eq(autoWriteOffConfigs.enabled, true)));
  return row?.max;
}
