/**
 * OrderManagement's export: refuse without the exportData permission or over EXPORT_MAX_ROWS, audit who
 * exported what, then stream the rows into the xlsx chunk by chunk, masked for masked users.
 */
import { PassThrough } from 'node:stream';
import { EXPORT_CHUNK_ROWS, EXPORT_MAX_ROWS, ORDER_MANAGEMENT_COLUMNS, type OrderManagementScreen } from '../../../common/orders/order-management';
import type { OrderFilter } from '../../../common/orders/order-query';
import { maskPayload } from '../../../common/masking';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { merchantScopeOf } from '../order/order-scope';
import type { MerchantScope } from '../order/order-list.repository';
import { normalizeLanguage } from '../../../common/envelope';
import { findOptions } from '../dictionary/dictionary.repository';
import { openOrderSheet, type Column, type ColumnLabels, type OrderSheet } from './order-export';
import { countUpTo, exportChunk, type ExportCursor } from './order-management.repository';

const EXPORT_PERMISSION = 'exportData';
const DICTIONARY_OF: Partial<Record<Column, string>> = {
  refuseCode: 'REFUSE_CODE', loanType: 'LOAN_TYPE', incomingChannel: 'INCOMING_CHANNEL', promotionChannel: 'PROMOTION_CHANNEL',
  lendingChannel: 'LENDING_CHANNEL', dataSource: 'DATA_SOURCE', modelLevel: 'MODEL_LEVEL',
};

async function dictionaryLabels(deps: Deps, columns: readonly Column[], language: string): Promise<ColumnLabels> {
  const zh = normalizeLanguage(language) === 'zh';
  const entries = await Promise.all(columns.filter((c) => DICTIONARY_OF[c]).map(async (c) => {
    const rows = await findOptions(deps.db, DICTIONARY_OF[c]!);
    return [c, new Map(rows.map((r) => [r.itemValue, (zh ? r.labelZh : r.labelEn) || r.labelDefault]))] as const;
  }));
  return Object.fromEntries(entries);
}

export interface PreparedExport {
  rows: number;
  /** Writes the workbook into the returned stream; the caller sends the stream. */
  start: () => PassThrough;
}

export async function prepareExport(deps: Deps, session: SessionUser, actor: Actor, screen: OrderManagementScreen, filter: OrderFilter, language: string): Promise<PreparedExport> {
  if (!session.sensitivePerms.has(EXPORT_PERMISSION)) throw forbidden('orderManagement:errors.exportForbidden');
  const scope = await merchantScopeOf(deps.db, session.userId);
  const rows = await countUpTo(deps.db, filter, scope, EXPORT_MAX_ROWS + 1);
  if (rows > EXPORT_MAX_ROWS) throw validationError('orderManagement:export.tooMany', { cap: EXPORT_MAX_ROWS });
  const columns = ORDER_MANAGEMENT_COLUMNS[screen];
  const labels = await dictionaryLabels(deps, columns, language);
  await recordAudit(deps.db, actor, { action: `${screen}.export`, entity: 'order', after: { filter, rows, masked: session.isDesensitization } });
  return {
    rows,
    start: () => {
      const stream = new PassThrough();
      const sheet = openOrderSheet(stream, columns, language, labels);
      writeAll(deps, sheet, filter, scope, session.isDesensitization).catch((error: unknown) => stream.destroy(error as Error));
      return stream;
    },
  };
}

async function writeAll(deps: Deps, sheet: OrderSheet, filter: OrderFilter, scope: MerchantScope, masked: boolean) {
  let cursor: ExportCursor | null = null;
  let written = 0;
  while (written < EXPORT_MAX_ROWS) {
    const chunk = await exportChunk(deps.db, filter, scope, cursor, Math.min(EXPORT_CHUNK_ROWS, EXPORT_MAX_ROWS - written));
    if (!chunk.length) break;
    sheet.addRows(masked ? maskPayload(chunk) : chunk);
    written += chunk.length;
    const last = chunk[chunk.length - 1];
    cursor = { applyAt: last.cursorAt, id: last.id };
  }
  await sheet.finish();
}
