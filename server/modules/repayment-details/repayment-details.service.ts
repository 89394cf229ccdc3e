/**
 * repaymentDetails / RepaymentDetailsNew: the list, its totals and its xlsx export. The route admits either screen's
 * view code; the service then requires the code of the screen of the system asked for, and narrows to the
 * merchants the user may see.
 */
import { REPAYMENT_DETAIL_SCREENS, type RepaymentDetailRow } from '../../../common/collection/repayment-details';
import { maskPayload } from '../../../common/masking';
import { MONEY_EXPORT_MAX_ROWS } from '../../../common/money/money-inputs';
import { actionCode, viewCode } from '../../../common/routes';
import { formatEat } from '../../../common/time';
import { shownLevel } from '../../../common/collection/policies';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { merchantScopeOf } from '../order/order-scope';
import { buildSheet, fileStamp, type SheetColumn } from '../refund/money-sheet';
import type { MerchantScope } from '../../core/merchant-scope';
import { repaymentDetailList, type RepaymentDetailFilter } from './repayment-details.repository';

/** How many rows and their net amount (reversed rows are negative). */
async function repaymentTotals(deps: Deps, scope: MerchantScope, filter: RepaymentDetailFilter) {
  const { total, sums } = await repaymentDetailList.total(deps.db, scope, filter);
  return { total, totalCents: sums.totalCents };
}

function requireScreen(session: SessionUser, filter: RepaymentDetailFilter, action?: string) {
  const key = REPAYMENT_DETAIL_SCREENS[filter.system];
  if (!session.codes.has(action ? actionCode(key, action) : viewCode(key))) throw forbidden();
}

export async function listRepayments(deps: Deps, session: SessionUser, query: RepaymentDetailFilter & { current: number; size: number }) {
  requireScreen(session, query);
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repaymentDetailList.page(deps.db, scope, query);
  return { records: rows, total, current: query.current, size: query.size };
}

export async function repaymentSummary(deps: Deps, session: SessionUser, filter: RepaymentDetailFilter) {
  requireScreen(session, filter);
  return repaymentTotals(deps, await merchantScopeOf(deps.db, session.userId), filter);
}

function sheetColumns(language: string, system: string): SheetColumn<RepaymentDetailRow>[] {
  const t = (key: string) => translate(language, key);
  const text = (field: keyof RepaymentDetailRow, width?: number): SheetColumn<RepaymentDetailRow> =>
    ({ header: t(`repaymentDetails:fields.${field}`), value: (r) => (r[field] as string | null) ?? null, width });
  return [
    { header: t('repaymentDetails:fields.repaidAt'), value: (r) => formatEat(r.repaidAt), width: 20 },
    text('caseNo', 22), text('orderNo', 24), text('customerName', 22), text('phone'), text('merchantName', 22),
    { header: t('repaymentDetails:fields.level'), value: (r) => shownLevel(system, r.level) },
    text('collectorName', 20), text('agency'),
    { header: t('repaymentDetails:fields.amount'), value: (r) => r.amountCents, money: true },
    { header: t('repaymentDetails:fields.reversed'), value: (r) => t(r.reversed ? 'common:crud.yes' : 'common:crud.no') },
  ];
}

export async function exportRepayments(deps: Deps, session: SessionUser, actor: Actor, filter: RepaymentDetailFilter, language: string) {
  requireScreen(session, filter, 'export');
  if (!session.sensitivePerms.has('exportData')) throw forbidden('repaymentDetails:errors.exportForbidden');
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { total } = await repaymentDetailList.total(deps.db, scope, filter);
  if (total > MONEY_EXPORT_MAX_ROWS) throw validationError('repaymentDetails:errors.exportTooMany', { cap: MONEY_EXPORT_MAX_ROWS });
  const rows = (await repaymentDetailList.rows(deps.db, scope, filter, { limit: MONEY_EXPORT_MAX_ROWS })) as unknown as RepaymentDetailRow[];
  await recordAudit(deps.db, actor, { action: 'repaymentDetails.export', entity: 'repaymentDetails', after: { filter, rows: rows.length, masked: session.isDesensitization } });
  const content = await buildSheet(translate(language, 'repaymentDetails:export.sheet'), sheetColumns(language, filter.system), session.isDesensitization ? maskPayload(rows) : rows);
  return { fileName: `repayment-details-${filter.system}-${fileStamp(deps.now())}.xlsx`, rows: rows.length, content };
}
