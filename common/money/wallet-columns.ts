/** WalletRecords' columns, declared once: the table (useWalletColumns) derives from them, as an export would. */
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { WithdrawalRow } from './wallet';

const v = valuesOf<WithdrawalRow>('wallet');

export const WALLET_COLUMNS = [
  columnOf('withdrawalNo', [v('withdrawalNo'), v('createdAt', 'time')]),
  columnOf('orderNo', [v('orderNo')]),
  columnOf('customer', [v('customerName'), v('phone')]),
  columnOf('amount', [v('amountCents', 'money')], ['wallet:fields.amount']),
  // A withdrawal's failure cause under its status, so the row actions stay in view at 1280 px.
  columnOf('status', [v('status', 'label', { labels: 'wallet:options.status' }), v('failCause', 'label', { labels: 'common:payoutFailCauses' })],
    ['wallet:fields.status', 'wallet:fields.failCause']),
  columnOf('channel', [v('channel', 'label', { labels: 'wallet:options.channel' })]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('attempts', [v('attempts', 'int')]),
  columnOf('payoutRef', [v('payoutRef')]),
  columnOf('updatedAt', [v('updatedAt', 'time')]),
];

/** Shown when the user asks (column chooser), so the default view with its actions fits 1280 px. */
export const WALLET_HIDDEN_FIRST: readonly string[] = ['channel', 'merchantName', 'attempts', 'payoutRef', 'updatedAt'];
