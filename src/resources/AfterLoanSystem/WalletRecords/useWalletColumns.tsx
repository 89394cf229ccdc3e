import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { payoutFailCause } from '../../../components/money/payout-fail-cause';
import { Link } from 'react-router';
import { formatKes } from '../../../../common/money';
import type { WithdrawalRow } from '../../../../common/money/wallet';
import { formatEat } from '../../../../common/time';
import { SecondaryText, StatusTag } from '../../../components/money-actions';
import { orderDetailPath } from '../../../components/orders';

const COLOURS = { pending: 'gold', inProgress: 'processing', success: 'green', failed: 'red', cancelled: 'default' };
const dash = (value: string | null) => value || '—';

/** The withdrawals' columns; the row actions are the list's. */
export function useWalletColumns(): TableColumnType<WithdrawalRow>[] {
  const { t } = useTranslation('wallet');
  return [
    { key: 'withdrawalNo', title: t('fields.withdrawalNo'), dataIndex: 'withdrawalNo', fixed: 'left', width: 180, render: (v: string, row) => <>{v}<SecondaryText text={formatEat(row.createdAt)} /></> },
    { key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo', render: (v: string, row) => <Link to={orderDetailPath(row.orderId)}>{v}</Link> },
    { key: 'customer', title: t('fields.customerName'), dataIndex: 'customerName', render: (v: string, row) => <>{v}<SecondaryText text={row.phone} /></> },
    { key: 'amount', title: t('fields.amount'), dataIndex: 'amountCents', align: 'right', render: (v: number) => formatKes(v) },
    {
      // A withdrawal's failure cause under its status, so the row actions stay in view at 1280 px.
      key: 'status', title: `${t('fields.status')} / ${t('fields.failCause')}`, dataIndex: 'status', width: 200,
      render: (v: string, row) => <><StatusTag ns="wallet" field="status" value={v} colours={COLOURS} /><SecondaryText text={row.failCause && payoutFailCause(t, row.failCause)} /></>,
    },
    { key: 'channel', title: t('fields.channel'), dataIndex: 'channel', render: (v: string) => t(`options.channel.${v}`) },
    { key: 'merchantName', title: t('fields.merchantName'), dataIndex: 'merchantName' },
    { key: 'attempts', title: t('fields.attempts'), dataIndex: 'attempts', align: 'right' },
    { key: 'payoutRef', title: t('fields.payoutRef'), dataIndex: 'payoutRef', render: dash },
    { key: 'updatedAt', title: t('fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatEat(v) },
  ];
}
