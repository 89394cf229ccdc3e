/** The write-off lists and files: batches, a batch's rows, the failed rows as xlsx, the template. */
import type { BatchListQuery, RowListQuery } from '../../../common/money/write-off-lists';
import { WRITE_OFF_MAX_ROWS } from '../../../common/money/write-off';
import type { Deps } from '../../core/deps';
import { notFound, validationError } from '../../core/errors';
import { fieldsOf, messageOf, presentBatch, presentRow } from './write-off.present';
import * as repo from './write-off.repository';
import { errorsWorkbook } from './write-off.xlsx';

export async function listBatches(deps: Deps, query: BatchListQuery, language: string) {
  const { rows, total } = await repo.listBatches(deps.db, query);
  return { records: rows.map((r) => presentBatch(r, language)), total, current: query.current, size: query.size };
}

async function batchOrNotFound(deps: Deps, batchId: number) {
  const batch = await repo.batchWithImporter(deps.db, batchId);
  if (!batch) throw notFound('writeOff:errors.batchNotFound');
  return batch;
}

export async function listRows(deps: Deps, batchId: number, query: RowListQuery, language: string) {
  const batch = await batchOrNotFound(deps, batchId);
  const { rows, total } = await repo.listRows(deps.db, batchId, query);
  return { batch: presentBatch(batch, language), records: rows.map((r) => presentRow(r, language)), total, current: query.current, size: query.size };
}

/** The failed rows of a batch as an xlsx, each with its message; a batch without failed rows has none to give. */
export async function errorsFile(deps: Deps, batchId: number, language: string) {
  const { batch } = await batchOrNotFound(deps, batchId);
  const failed = await repo.failedRows(deps.db, batchId, WRITE_OFF_MAX_ROWS);
  if (failed.length === 0) throw validationError('writeOff:errors.noRecord');
  const content = await errorsWorkbook(language, failed.map((r) => ({ rowNo: r.rowNo, fields: fieldsOf(r), errorMessage: messageOf(r.errorKey, r.errorParams, language) ?? '' })));
  return { content, fileName: `${batch.batchNo}-errors.xlsx`, rows: failed.length };
}
