/**
 * The xlsx exports of RepaymentManagement, -New and -Merge: the filtered rows with the screen's columns
 * (common/money/repay-columns.ts), titles and labels in the caller's language, masked for masked users,
 * streamed chunk by chunk. Refused without the exportData permission or over REPAY_EXPORT_MAX_ROWS; audited.
 */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { maskPayload } from '../../../common/masking';
import { cellValue, type RepayColumn } from '../../../common/money/repay-columns';
import { REPAY_EXPORT_MAX_ROWS } from '../../../common/money/repay-lists';
import { formatEat } from '../../../common/time';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import type { ListSource } from './repay-lists.service';

const CHUNK_ROWS = 2_000;
const EXPORT_PERMISSION = 'exportData';

function cell(language: string, column: RepayColumn, row: object): string | number | null {
  const value = cellValue(row, column.key);
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money': return Number(value) / 100;
    case 'time': return formatEat(value as string);
    case 'flag': return translate(language, value ? 'common:crud.yes' : 'common:crud.no');
    case 'label': return translate(language, `repay:${column.labels}.${String(value)}`);
    case 'int': return Number(value);
    default: return String(value);
  }
}

export interface ExportRequest<R extends object> {
  name: 'bills' | 'loans' | 'flows';
  source: ListSource<R>;
  columns: readonly RepayColumn[];
  filter: object;
  language: string;
}

export async function prepareRepayExport<R extends object>(deps: Deps, session: SessionUser, actor: Actor, request: ExportRequest<R>) {
  if (!session.sensitivePerms.has(EXPORT_PERMISSION)) throw forbidden('repay:errors.exportForbidden');
  const { total: rows } = await request.source.total();
  if (rows > REPAY_EXPORT_MAX_ROWS) throw validationError('repay:errors.exportTooMany', { cap: REPAY_EXPORT_MAX_ROWS });
  await recordAudit(deps.db, actor, { action: `rePayManage.${request.name}.export`, entity: request.name, after: { filter: request.filter, rows, masked: session.isDesensitization } });
  return {
    rows,
    start: () => {
      const stream = new PassThrough();
      writeAll(stream, request, session.isDesensitization).catch((error: unknown) => stream.destroy(error as Error));
      return stream;
    },
  };
}

/** Reads chunk after chunk until one comes back short (the total may be an estimate), never past the cap. */
async function writeAll<R extends object>(stream: PassThrough, { source, columns, language, name }: ExportRequest<R>, masked: boolean) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(translate(language, `repay:export.${name}`), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, header: translate(language, c.title), width: c.kind === 'time' ? 20 : 16, style: c.kind === 'money' ? { numFmt: '#,##0.00' } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (let offset = 0; offset < REPAY_EXPORT_MAX_ROWS; offset += CHUNK_ROWS) {
    const chunk = await source.rows(offset, Math.min(CHUNK_ROWS, REPAY_EXPORT_MAX_ROWS - offset));
    for (const row of masked ? maskPayload(chunk) : chunk) sheet.addRow(columns.map((c) => cell(language, c, row))).commit();
    if (chunk.length < CHUNK_ROWS) break;
  }
  sheet.commit();
  await workbook.commit();
}
