/** The refund list as xlsx: the filtered rows (masked for masked users), labels in the caller's language; audited. */
import { MONEY_EXPORT_MAX_ROWS } from '../../../common/money/money-inputs';
import { REFUND_COLUMNS } from '../../../common/money/refund-columns';
import { maskPayload } from '../../../common/masking';
import { actorOf, type Caller, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { merchantScopeOf } from '../order/order-scope';
import { buildSheet, declaredSheetColumns, fileStamp } from './money-sheet';
import { presentRefundRow } from './refund.present';
import { refundList, type RefundFilter } from './refund.repository';

const EXPORT_PERMISSION = 'exportData';

/** The sheet's columns: the list's declared columns (the table's too). */
export const refundSheetColumns = (language: string) => declaredSheetColumns(REFUND_COLUMNS, language);

export async function exportRefunds(deps: Deps, caller: Caller, filter: RefundFilter, language: string) {
  const { session } = caller;
  if (!session.sensitivePerms.has(EXPORT_PERMISSION)) throw forbidden('refund:errors.exportForbidden');
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { total } = await refundList.total(deps.db, scope, filter);
  if (total > MONEY_EXPORT_MAX_ROWS) throw validationError('refund:errors.exportTooMany', { cap: MONEY_EXPORT_MAX_ROWS });
  const rows = (await refundList.rows(deps.db, scope, filter, { limit: MONEY_EXPORT_MAX_ROWS })).map((r) => presentRefundRow(r, session as SessionUser));
  await recordAudit(deps.db, actorOf(caller), { action: 'refund.export', entity: 'refund', after: { filter, rows: rows.length, masked: session.isDesensitization } });
  const content = await buildSheet(translate(language, 'refund:export.sheet'), refundSheetColumns(language), session.isDesensitization ? maskPayload(rows) : rows);
  return { fileName: `refunds-${fileStamp(deps.now())}.xlsx`, rows: rows.length, content };
}
