/** Batches and rows as the screen and the errors file show them: messages translated for the caller. */
import type { ImportResult, ImportStatus, WriteOffBatchRow, WriteOffRowView } from '../../../common/money/write-off-lists';
import { hasMessage, translate } from '../../core/i18n';
import type { BatchRecord, RowRecord } from './write-off.repository';
import type { RowFields } from './write-off.xlsx';

/** A stored message key (with its parameters) in the caller's language; anything else as it is. */
export function messageOf(key: string | null, params: unknown, language: string): string | null {
  if (!key) return null;
  return hasMessage(key) ? translate(language, key, (params ?? {}) as Record<string, string | number>) : key;
}

/**
 * A batch's reason for ending in error, as stored in its one text column: the message key, or key and
 * parameters as JSON when the message has parameters (e.g. the columns a file lacks).
 */
export const storedReason = (key: string, params?: Record<string, string | number>) =>
  (params && Object.keys(params).length ? JSON.stringify({ key, params }) : key);

function reasonOf(stored: string | null, language: string): string | null {
  if (!stored?.startsWith('{')) return messageOf(stored, null, language);
  const { key, params } = JSON.parse(stored) as { key: string; params: Record<string, string | number> };
  return messageOf(key, params, language);
}

export function presentBatch({ batch, importerName }: { batch: BatchRecord; importerName: string | null }, language: string): WriteOffBatchRow {
  return {
    id: batch.id, batchNo: batch.batchNo, fileName: batch.fileName, importerName, status: batch.status as ImportStatus,
    result: batch.result as ImportResult | null, totalRows: batch.totalRows, successRows: batch.successRows, failedRows: batch.failedRows,
    totalAmountCents: batch.totalAmountCents, appliedAmountCents: batch.appliedAmountCents, autoWriteOffCount: batch.autoWriteOffCount,
    errorMessage: reasonOf(batch.errorMessage, language), createdAt: batch.createdAt.toISOString(), finishedAt: batch.finishedAt?.toISOString() ?? null,
  };
}

export function presentRow({ row, flowNo }: { row: RowRecord; flowNo: string | null }, language: string): WriteOffRowView {
  return {
    id: row.id, rowNo: row.rowNo, orderNo: row.orderNo, serialNo: row.serialNo, channel: row.channel, amountCents: row.amountCents,
    repaidAt: row.repaidAt?.toISOString() ?? null, isRecord: row.isRecord, accountId: row.accountId, ok: row.ok, autoWrittenOff: row.autoWrittenOff,
    flowNo, errorMessage: messageOf(row.errorKey, row.errorParams, language),
  };
}

/** A stored row as the fields it was read with (for the errors file). */
export function fieldsOf(row: RowRecord): RowFields {
  return {
    ...(row.breakdown as Record<string, number | null> | null ?? {}),
    orderNo: row.orderNo, serialNo: row.serialNo, channel: row.channel, amountCents: row.amountCents,
    repaidAt: row.repaidAt?.toISOString() ?? null, isRecord: row.isRecord, accountId: row.accountId,
  };
}
