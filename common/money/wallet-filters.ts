/** WalletRecords' filters (withdrawals), declared once: the filter bar and the server's list (wallet.repository.ts) derive from them. */
import type { FilterDef } from '../lists/filters';
import { WITHDRAWAL_STATUSES } from './statuses';

export const WALLET_FILTERS = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'withdrawalNo', kind: 'text', match: 'exact' },
  { name: 'status', kind: 'choice', values: WITHDRAWAL_STATUSES, labels: 'wallet:options.status' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];
