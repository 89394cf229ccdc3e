/** A run's items as an xlsx workbook, headers and labels in the caller's language; the export is audited. */
import ExcelJS from 'exceljs';
import type { ReconciliationItemRow } from '../../../common/money/reconciliation';
import { formatEat } from '../../../common/time';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import type { MerchantScope } from '../../core/merchant-scope';
import { translate } from '../../core/i18n';
import { allItems } from './reconciliation.repository';
import { existingRun } from './reconciliation.service';

const COLUMNS = ['outcome', 'direction', 'reference', 'thirdPartyCode', 'orderNo', 'oursCents', 'theirsCents', 'differenceCents'] as const;
type Column = (typeof COLUMNS)[number];
const MONEY = new Set<Column>(['oursCents', 'theirsCents', 'differenceCents']);
const kes = (cents: number | null) => (cents === null ? null : cents / 100);

export interface ReconciliationExport {
  fileName: string;
  rows: number;
  content: Buffer;
}

export async function exportRun(deps: Deps, actor: Actor, scope: MerchantScope, runId: number, language: string): Promise<ReconciliationExport> {
  const run = await existingRun(deps, runId);
  const items = await allItems(deps.db, runId, scope);
  const t = (key: string, params?: Record<string, string | number>) => translate(language, `reconciliation:${key}`, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`${run.channel} ${run.day}`, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow([t('export.title', { channel: t(`options.channel.${run.channel}`), day: run.day, at: formatEat(run.at) })]).font = { bold: true };
  sheet.addRow(COLUMNS.map((c) => t(`fields.${c}`))).font = { bold: true };
  COLUMNS.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c === 'reference' || c === 'orderNo' ? 24 : 18;
    if (MONEY.has(c)) column.numFmt = '#,##0.00';
  });
  const cells = (item: ReconciliationItemRow): Record<Column, string | number | null> => ({
    outcome: t(`options.outcome.${item.outcome}`), direction: t(`options.direction.${item.direction}`), reference: item.reference,
    thirdPartyCode: item.thirdPartyCode, orderNo: item.orderNo, oursCents: kes(item.oursCents), theirsCents: kes(item.theirsCents),
    differenceCents: kes((item.oursCents ?? 0) - (item.theirsCents ?? 0)),
  });
  for (const item of items) sheet.addRow(COLUMNS.map((c) => cells(item)[c]));
  await recordAudit(deps.db, actor, { action: 'reconciliation.export', entity: 'reconciliation', entityId: runId, after: { channel: run.channel, day: run.day, rows: items.length } });
  return { fileName: `reconciliation-${run.channel}-${run.day}.xlsx`, rows: items.length, content: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
