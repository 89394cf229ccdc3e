/** The transfer list as xlsx, labels in the caller's language; audited. Our own accounts only: nothing to mask. */
import { MONEY_EXPORT_MAX_ROWS } from '../../../common/money/money-inputs';
import { TRANSFER_COLUMNS } from '../../../common/money/transfer-columns';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { merchantScopeOf } from '../order/order-scope';
import { buildSheet, declaredSheetColumns, fileStamp } from '../refund/money-sheet';
import { transferList, type TransferFilter } from './cash-transfer.repository';
import { presentTransfer } from './cash-transfer.service';
import { actorOf, type Caller } from '../../core/access';

/** The sheet's columns: the list's declared columns (the table's too). */
export const transferSheetColumns = (language: string) => declaredSheetColumns(TRANSFER_COLUMNS, language);

export async function exportTransfers(deps: Deps, caller: Caller, filter: TransferFilter, language: string) {
  const scope = await merchantScopeOf(deps.db, caller.session.userId);
  const { total } = await transferList.total(deps.db, scope, filter);
  if (total > MONEY_EXPORT_MAX_ROWS) throw validationError('transfer:errors.exportTooMany', { cap: MONEY_EXPORT_MAX_ROWS });
  const rows = (await transferList.rows(deps.db, scope, filter, { limit: MONEY_EXPORT_MAX_ROWS })).map((r) => presentTransfer(r, caller.session));
  await recordAudit(deps.db, actorOf(caller), { action: 'transfer.export', entity: 'cashTransfer', after: { filter, rows: rows.length } });
  const content = await buildSheet(translate(language, 'transfer:export.sheet'), transferSheetColumns(language), rows);
  return { fileName: `cash-transfers-${fileStamp(deps.now())}.xlsx`, rows: rows.length, content };
}
