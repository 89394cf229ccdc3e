/** The refund screens' columns, declared once: the table (useRefundColumns) and the xlsx export (refund.export.ts) derive from them. */
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { RefundRow } from './refund';

const v = valuesOf<RefundRow>('refund');
const label = (field: 'auditStatus' | 'refundStatus' | 'verificationStatus' | 'channel') => v(field, 'label', { labels: `refund:options.${field}` });

export const REFUND_COLUMNS = [
  columnOf('refundNo', [v('refundNo'), v('createdAt', 'time')]),
  columnOf('orderNo', [v('orderNo')]),
  columnOf('customer', [v('customerName'), v('phone')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('amount', [v('amountCents', 'money', { title: 'refund:fields.amountKes' })], ['refund:fields.amount']),
  // Rejected by the applicant before anyone audited it: "withdrawn".
  columnOf('auditStatus', [{ ...label('auditStatus'), read: (row: RefundRow) => (row.withdrawn ? 'withdrawn' : row.auditStatus) }]),
  columnOf('refundStatus', [label('refundStatus')]),
  columnOf('verificationStatus', [label('verificationStatus')]),
  columnOf('receiving', [label('channel'), v('receivingAccount'), v('receivingBank'), v('receivingName')], ['refund:fields.receivingAccount']),
  columnOf('applicantName', [v('applicantName')]),
  columnOf('auditorName', [v('auditorName'), v('auditedAt', 'time')]),
  columnOf('auditRemark', [v('auditRemark')]),
  columnOf('payoutRef', [v('payoutRef'), v('thirdPartyCode')]),
  columnOf('failCause', [v('failCause', 'label', { labels: 'common:payoutFailCauses' })]),
  columnOf('remark', [v('remark')]),
];

/**
 * Shown when the user asks (column chooser), so the first view (refund and order number, amount, the three statuses)
 * fits 1280 px; the export always holds them all.
 */
export const REFUND_HIDDEN_FIRST: readonly string[] = [
  'customer', 'merchantName', 'receiving', 'applicantName', 'auditorName', 'auditRemark', 'payoutRef', 'failCause', 'remark',
];
