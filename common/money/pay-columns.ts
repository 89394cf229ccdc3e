/**
 * LoanManagement's columns, declared once: the table (usePayColumns) and the xlsx export (pay-manage.export.ts)
 * derive from them. Related facts share a column so the table stays narrow; the export spreads them out.
 */
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { PayManageRow } from './pay-manage';

const v = valuesOf<PayManageRow>('loan');

export const PAY_COLUMNS = [
  columnOf('orderNo', [v('orderNo'), v('merchantName')], ['loan:fields.orderNo', 'loan:fields.merchantName']),
  columnOf('releaseStatus', [
    v('releaseStatus', 'label', { labels: 'loan:releaseStatus', read: (row) => row.releaseStatus ?? 'none' }),
    v('status', 'label', { labels: 'order:status', title: 'loan:fields.orderStatus' }),
    v('lendingChannel', 'label', { labels: 'loan:channels' }),
  ]),
  columnOf('customer', [v('customerName'), v('phone')], ['loan:fields.customer']),
  columnOf('loanAmountCents', [v('loanAmountCents', 'money')]),
  columnOf('practicalAmountCents', [v('practicalAmountCents', 'money')]),
  columnOf('latestCode', [
    v('latestCode.systemCode'), v('latestCode.status', 'label', { labels: 'loan:codeStatus', title: 'loan:fields.codeStatus' }),
    v('latestCode.thirdPartyCode'), v('latestCode.thirdPartyOrderNo'),
    v('latestCode.failType', 'label', { labels: 'loan:failTypes' }), v('latestCode.failCause', 'label', { labels: 'loan:failCauses' }),
    v('latestCode.confirmStatus', 'label', { labels: 'loan:confirmStatus' }), v('latestCode.confirmerName'),
    v('latestCode.createdAt', 'time', { title: 'loan:fields.codeAt' }),
  ], ['loan:fields.latestCode']),
  columnOf('attempts', [v('attempts', 'int')]),
  columnOf('times', [v('auditAt', 'time'), v('lendingAt', 'time')], ['loan:fields.auditAt', 'loan:fields.lendingAt']),
];

/**
 * Shown when the user asks (column chooser), so the first view fits 1280 px: the customer (the order names them),
 * the loan amount beside the practical one, and the audit and lending times.
 */
export const PAY_HIDDEN_FIRST: readonly string[] = ['customer', 'loanAmountCents', 'times'];
