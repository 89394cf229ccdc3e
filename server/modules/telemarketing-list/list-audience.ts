/** The server's check of a list-library audience's chosen import batch (common/marketing/list-audience.ts). */
import { validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { findListBatch } from './list-audience.repository';

/** A chosen batch must exist, be committed, and (when the task names a merchant) be that merchant's: else 400 naming it. */
export async function checkListBatch(db: DbOrTx, namespace: string, batchId: number | null, merchantId: number | null) {
  if (!batchId) return;
  const batch = await findListBatch(db, batchId);
  if (batch?.status !== 'committed') throw validationError(`${namespace}:errors.listBatchNotFound`);
  if (merchantId && batch.merchantId !== merchantId) throw validationError(`${namespace}:errors.listBatchOtherMerchant`, { batch: batch.batchNo });
}
