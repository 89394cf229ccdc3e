/** The transfer screens' columns, declared once: the table (useTransferColumns) and the xlsx export (cash-transfer.export.ts) derive from them. */
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { TransferRow } from './transfer';

const v = valuesOf<TransferRow>('transfer');

export const TRANSFER_COLUMNS = [
  columnOf('transferNo', [v('transferNo'), v('createdAt', 'time')]),
  columnOf('amount', [v('amountCents', 'money', { title: 'transfer:fields.amountKes' })], ['transfer:fields.amount']),
  columnOf('status', [v('status', 'label', { labels: 'transfer:options.status' })]),
  columnOf('fromChannel', [v('fromChannel', 'label', { labels: 'transfer:options.channel' }), v('merchantName')]),
  columnOf('toAccount', [v('toAccountNo'), v('toBankName'), v('toAccountName')], ['transfer:fields.toAccountId']),
  columnOf('reason', [v('reason')]),
  columnOf('applicantName', [v('applicantName')]),
  columnOf('auditorName', [v('auditorName'), v('auditRemark')]),
  columnOf('auditedAt', [v('auditedAt', 'time')]),
  columnOf('payoutRef', [v('payoutRef'), v('thirdPartyCode')]),
  columnOf('failCause', [v('failCause', 'label', { labels: 'common:payoutFailCauses' })]),
  columnOf('confirmedByName', [v('confirmedByName'), v('confirmedAt', 'time')]),
];

/**
 * Shown when the user asks (column chooser), so the first view (number, amount, status, destination, applicant) fits
 * 1280 px: the source channel, reason, audit, payout and confirmation, which the export always holds.
 */
export const TRANSFER_HIDDEN_FIRST: readonly string[] = ['fromChannel', 'reason', 'auditorName', 'auditedAt', 'payoutRef', 'failCause', 'confirmedByName'];
