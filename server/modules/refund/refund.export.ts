/** The refund list as xlsx: the filtered rows (masked for masked users), labels in the caller's language; audited. */
import { MONEY_EXPORT_MAX_ROWS } from '../../../common/money/money-inputs';
import type { RefundFilter, RefundRow } from '../../../common/money/refund';
import { formatEat } from '../../../common/time';
import { maskPayload } from '../../../common/masking';
import type { SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { merchantScopeOf } from '../order/order-scope';
import { buildSheet, fileStamp, type SheetColumn } from './money-sheet';
import { presentRefundRow } from './refund.present';
import * as repo from './refund.repository';
import { actorOf, type Caller } from './refund.service';

const EXPORT_PERMISSION = 'exportData';

function columns(language: string): SheetColumn<RefundRow>[] {
  const t = (key: string) => translate(language, `refund:${key}`);
  const text = (field: keyof RefundRow, width?: number): SheetColumn<RefundRow> => ({ header: t(`fields.${field}`), value: (r) => (r[field] as string | null) ?? null, width });
  const option = (field: 'channel' | 'verificationStatus' | 'auditStatus' | 'refundStatus'): SheetColumn<RefundRow> =>
    ({ header: t(`fields.${field}`), value: (r) => t(`options.${field}.${r[field]}`) });
  return [
    text('refundNo', 24), text('orderNo', 24), text('customerName', 22), text('merchantName', 22), text('phone'),
    { header: t('fields.amountKes'), value: (r) => r.amountCents, money: true }, option('channel'), text('receivingBank'),
    text('receivingAccount'), text('receivingName', 22), option('verificationStatus'), option('auditStatus'), option('refundStatus'),
    text('applicantName'), text('auditorName'), { header: t('fields.auditedAt'), value: (r) => formatEat(r.auditedAt) || null, width: 20 },
    text('auditRemark', 24), text('payoutRef', 24), text('thirdPartyCode'), text('failCause'), text('remark', 24),
    { header: t('fields.createdAt'), value: (r) => formatEat(r.createdAt), width: 20 },
  ];
}

export async function exportRefunds(deps: Deps, caller: Caller, filter: RefundFilter, language: string) {
  const { session } = caller;
  if (!session.sensitivePerms.has(EXPORT_PERMISSION)) throw forbidden('refund:errors.exportForbidden');
  const scope = await merchantScopeOf(deps.db, session.userId);
  const total = await repo.countRefunds(deps.db, scope, filter);
  if (total > MONEY_EXPORT_MAX_ROWS) throw validationError('refund:errors.exportTooMany', { cap: MONEY_EXPORT_MAX_ROWS });
  const rows = (await repo.refundRows(deps.db, scope, filter, MONEY_EXPORT_MAX_ROWS)).map((r) => presentRefundRow(r, session as SessionUser));
  await recordAudit(deps.db, actorOf(caller), { action: 'refund.export', entity: 'refund', after: { filter, rows: rows.length, masked: session.isDesensitization } });
  const content = await buildSheet(translate(language, 'refund:export.sheet'), columns(language), session.isDesensitization ? maskPayload(rows) : rows);
  return { fileName: `refunds-${fileStamp(deps.now())}.xlsx`, rows: rows.length, content };
}
