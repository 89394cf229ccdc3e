/**
 * LoanManagement's export: refused without the exportData permission or over PAY_EXPORT_MAX_ROWS, audited,
 * then streamed into an xlsx chunk by chunk (keyset on the list's order), masked for masked users.
 */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { PAY_EXPORT_CHUNK_ROWS, PAY_EXPORT_MAX_ROWS, type PayManageFilter, type PayManageRow } from '../../../common/money/pay-manage';
import { maskPayload } from '../../../common/masking';
import { formatEat } from '../../../common/time';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { hasMessage, translate } from '../../core/i18n';
import type { MerchantScope } from '../order/order-list.repository';
import { merchantScopeOf } from '../order/order-scope';
import { countPayOrders, latestCodes, payOrderPage, type PayCursor } from './pay-manage.repository';

const EXPORT_PERMISSION = 'exportData';

/** The sheet's columns: the list's, with the latest loan code spread out. */
const COLUMNS = ['orderNo', 'merchantName', 'customerName', 'phone', 'loanAmountCents', 'practicalAmountCents', 'lendingChannel',
  'releaseStatus', 'attempts', 'systemCode', 'thirdPartyCode', 'thirdPartyOrderNo', 'codeStatus', 'failType', 'failCause',
  'confirmStatus', 'confirmerName', 'codeAt', 'auditAt', 'lendingAt'] as const;
type Column = (typeof COLUMNS)[number];
type SheetRow = Record<Column, string | number | null>;

const MONEY = new Set<Column>(['loanAmountCents', 'practicalAmountCents']);
/** Columns whose values are labelled from the loan namespace, by the prefix of their keys. */
const LABELS: Partial<Record<Column, string>> = {
  lendingChannel: 'loan:channels', releaseStatus: 'loan:releaseStatus', codeStatus: 'loan:codeStatus', failType: 'loan:failTypes',
  failCause: 'loan:failCauses', confirmStatus: 'loan:confirmStatus',
};

function sheetRow(row: PayManageRow): SheetRow {
  const code = row.latestCode;
  return {
    orderNo: row.orderNo, merchantName: row.merchantName, customerName: row.customerName, phone: row.phone,
    loanAmountCents: row.loanAmountCents / 100, practicalAmountCents: row.practicalAmountCents / 100, lendingChannel: row.lendingChannel,
    releaseStatus: row.releaseStatus === null ? null : String(row.releaseStatus), attempts: row.attempts,
    systemCode: code?.systemCode ?? null, thirdPartyCode: code?.thirdPartyCode ?? null, thirdPartyOrderNo: code?.thirdPartyOrderNo ?? null,
    codeStatus: code?.status ?? null, failType: code?.failType ?? null, failCause: code?.failCause ?? null, confirmStatus: code?.confirmStatus ?? null,
    confirmerName: code?.confirmerName ?? null, codeAt: formatEat(code?.createdAt), auditAt: formatEat(row.auditAt), lendingAt: formatEat(row.lendingAt),
  };
}

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
  const t = (key: string) => translate(language, key);
  const label = (column: Column, value: string | number | null) => {
    const key = LABELS[column] && value !== null ? `${LABELS[column]}.${value}` : null;
    return key && hasMessage(key) ? t(key) : value;
  };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t('loan:export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ key: c, header: t(`loan:fields.${c}`), width: 18, style: MONEY.has(c) ? { numFmt: '#,##0.00' } : {} }));
  sheet.getRow(1).font = { bold: true };
  let cursor: PayCursor | null = null;
  for (let written = 0; written < PAY_EXPORT_MAX_ROWS;) {
    const chunk = await payOrderPage(deps.db, filter, scope, { limit: Math.min(PAY_EXPORT_CHUNK_ROWS, PAY_EXPORT_MAX_ROWS - written), offset: 0, cursor });
    if (!chunk.length) break;
    const codes = await latestCodes(deps.db, chunk.map((r) => r.id));
    const rows = chunk.map(({ cursorAt: _, ...r }) => ({ ...r, attempts: codes.get(r.id)?.attempts ?? 0, latestCode: codes.get(r.id)?.latest ?? null }));
    for (const row of masked ? maskPayload(rows) : rows) {
      const values = sheetRow(row);
      sheet.addRow(COLUMNS.map((c) => label(c, values[c]))).commit();
    }
    written += chunk.length;
    const last = chunk[chunk.length - 1];
    cursor = { auditAt: last.cursorAt, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
}
