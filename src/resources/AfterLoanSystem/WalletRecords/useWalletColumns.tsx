import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WALLET_COLUMNS } from '../../../../common/money/wallet-columns';
import type { WithdrawalRow } from '../../../../common/money/wallet';
import { payoutFailCause } from '../../../components/money/payout-fail-cause';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { SecondaryText, StatusTag } from '../../../components/money-actions';
import { orderDetailPath } from '../../../components/orders';

const COLOURS = { pending: 'gold', inProgress: 'processing', success: 'green', failed: 'red', cancelled: 'default' };

/** The withdrawals' columns, declared in common/money/wallet-columns.ts; the row actions are the list's. */
export function useWalletColumns(): TableColumnType<WithdrawalRow>[] {
  const { t } = useTranslation('wallet');
  return useDeclaredColumns(WALLET_COLUMNS, {
    withdrawalNo: { fixed: 'left', width: 180 },
    orderNo: { render: (_, row) => <Link to={orderDetailPath(row.orderId)}>{row.orderNo}</Link> },
    status: { width: 200,
      render: (_, row) => <><StatusTag ns="wallet" field="status" value={row.status} colours={COLOURS} /><SecondaryText text={row.failCause && payoutFailCause(t, row.failCause)} /></> },
  });
}
