/** The transfer list as xlsx, labels in the caller's language; audited. Our own accounts only: nothing to mask. */
import { MONEY_EXPORT_MAX_ROWS } from '../../../common/money/money-inputs';
import type { TransferFilter, TransferRow } from '../../../common/money/transfer';
import { formatEat } from '../../../common/time';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { merchantScopeOf } from '../order/order-scope';
import { buildSheet, fileStamp, type SheetColumn } from '../refund/money-sheet';
import * as repo from './cash-transfer.repository';
import { actorOf, presentTransfer, type Caller } from './cash-transfer.service';

function columns(language: string): SheetColumn<TransferRow>[] {
  const t = (key: string) => translate(language, `transfer:${key}`);
  const text = (field: keyof TransferRow, width?: number): SheetColumn<TransferRow> => ({ header: t(`fields.${field}`), value: (r) => (r[field] as string | null) ?? null, width });
  const time = (field: 'auditedAt' | 'confirmedAt' | 'createdAt'): SheetColumn<TransferRow> => ({ header: t(`fields.${field}`), value: (r) => formatEat(r[field]) || null, width: 20 });
  return [
    text('transferNo', 24), text('merchantName', 22), { header: t('fields.fromChannel'), value: (r) => t(`options.channel.${r.fromChannel}`) },
    text('toBankName', 20), text('toAccountNo', 20), text('toAccountName', 24), { header: t('fields.amountKes'), value: (r) => r.amountCents, money: true },
    text('reason', 30), { header: t('fields.status'), value: (r) => t(`options.status.${r.status}`) }, text('applicantName'), text('auditorName'),
    time('auditedAt'), text('auditRemark', 24), text('payoutRef', 24), text('thirdPartyCode'), text('failCause'), text('confirmedByName'),
    time('confirmedAt'), time('createdAt'),
  ];
}

export async function exportTransfers(deps: Deps, caller: Caller, filter: TransferFilter, language: string) {
  const scope = await merchantScopeOf(deps.db, caller.session.userId);
  const total = await repo.countTransfers(deps.db, scope, filter);
  if (total > MONEY_EXPORT_MAX_ROWS) throw validationError('transfer:errors.exportTooMany', { cap: MONEY_EXPORT_MAX_ROWS });
  const rows = (await repo.transferRows(deps.db, scope, filter, MONEY_EXPORT_MAX_ROWS)).map((r) => presentTransfer(r, caller.session));
  await recordAudit(deps.db, actorOf(caller), { action: 'transfer.export', entity: 'cashTransfer', after: { filter, rows: rows.length } });
  const content = await buildSheet(translate(language, 'transfer:export.sheet'), columns(language), rows);
  return { fileName: `cash-transfers-${fileStamp(deps.now())}.xlsx`, rows: rows.length, content };
}
