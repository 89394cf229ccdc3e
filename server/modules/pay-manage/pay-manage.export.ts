/**
 * LoanManagement's export: refused without the exportData permission or over PAY_EXPORT_MAX_ROWS, audited,
 * then streamed into an xlsx chunk by chunk (keyset on the list's order), masked for masked users.
 */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { PAY_COLUMNS } from '../../../common/money/pay-columns';
import { PAY_EXPORT_CHUNK_ROWS, PAY_EXPORT_MAX_ROWS, type PayManageFilter } from '../../../common/money/pay-manage';
import { maskPayload } from '../../../common/masking';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import type { MerchantScope } from '../order/order-list.repository';
import { merchantScopeOf } from '../order/order-scope';
import { declaredSheetColumns, sheetCell, sheetLayout } from '../refund/money-sheet';
import { countPayOrders, latestCodes, payOrderPage, type PayCursor } from './pay-manage.repository';

const EXPORT_PERMISSION = 'exportData';

/** The sheet's columns: the list's declared columns (the table's too), the latest loan code spread out. */
export const paySheetColumns = (language: string) => declaredSheetColumns(PAY_COLUMNS, language);

export async function prepareExport(deps: Deps, session: SessionUser, actor: Actor, filter: PayManageFilter, language: string) {
  if (!session.sensitivePerms.has(EXPORT_PERMISSION)) throw forbidden('loan:errors.exportForbidden');
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { total: rows } = await countPayOrders(deps.db, filter, scope);
  if (rows > PAY_EXPORT_MAX_ROWS) throw validationError('loan:errors.exportTooMany', { cap: PAY_EXPORT_MAX_ROWS });
  await recordAudit(deps.db, actor, { action: 'payManage.export', entity: 'order', after: { filter, rows, masked: session.isDesensitization } });
  return {
    rows,
    start: () => {
      const stream = new PassThrough();
      writeAll(deps, stream, filter, scope, session.isDesensitization, language).catch((error: unknown) => stream.destroy(error as Error));
      return stream;
    },
  };
}

async function writeAll(deps: Deps, stream: PassThrough, filter: PayManageFilter, scope: MerchantScope, masked: boolean, language: string) {
  const columns = paySheetColumns(language);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(translate(language, 'loan:export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetLayout(columns);
  sheet.getRow(1).font = { bold: true };
  let cursor: PayCursor | null = null;
  for (let written = 0; written < PAY_EXPORT_MAX_ROWS;) {
    const chunk = await payOrderPage(deps.db, filter, scope, { limit: Math.min(PAY_EXPORT_CHUNK_ROWS, PAY_EXPORT_MAX_ROWS - written), offset: 0, cursor });
    if (!chunk.length) break;
    const codes = await latestCodes(deps.db, chunk.map((r) => r.id));
    const rows = chunk.map(({ cursorAt: _, ...r }) => ({ ...r, attempts: codes.get(r.id)?.attempts ?? 0, latestCode: codes.get(r.id)?.latest ?? null }));
    for (const row of masked ? maskPayload(rows) : rows) sheet.addRow(columns.map((c) => sheetCell(c, row))).commit();
    written += chunk.length;
    const last = chunk[chunk.length - 1];
    cursor = { auditAt: last.cursorAt, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
}
