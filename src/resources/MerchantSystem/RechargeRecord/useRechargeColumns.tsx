import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_READS, BILLING_SCREENS, type RechargeRow } from '../../../../common/merchant/billing';
import { RECHARGE_COLUMNS } from '../../../../common/merchant/billing-columns';
import { formatKes } from '../../../../common/money';
import { actionCode } from '../../../../common/routes';
import type { RowAction } from '../../../components/list';
import { StatusTag, useMoneyConfirm } from '../../../components/money-actions';
import { Kes } from '../../../components/money/Kes';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

const STATUS_COLOURS = { pending: 'gold', confirmed: 'green', rejected: 'red' };

const LOOKS = {
  rechargeNo: { fixed: 'left' as const, width: 200 },
  amount: { render: (_: unknown, row: RechargeRow) => <Kes cents={row.amountCents} strong /> },
  status: { render: (_: unknown, row: RechargeRow) => <StatusTag ns="merchantBilling" field="status" value={row.status} colours={STATUS_COLOURS} /> },
};

export function useRechargeColumns(): TableColumnType<RechargeRow>[] {
  return useDeclaredColumns(RECHARGE_COLUMNS, LOOKS);
}

/** Confirm (with the amount and reference named) or reject a pending recharge someone else recorded. */
export function useRechargeRowActions(onReject: (row: RechargeRow) => void): (row: RechargeRow) => RowAction[] {
  const { t } = useTranslation('merchantBilling');
  const can = useOperation();
  const confirm = useMoneyConfirm();
  const { post } = usePost({ invalidates: [ALL_LISTS, ...BILLING_READS] });
  const allowed = can(actionCode(BILLING_SCREENS.recharges, 'confirm'));

  const confirmRow = (row: RechargeRow) => {
    const details = { rechargeNo: row.rechargeNo, amount: formatKes(row.amountCents), merchant: row.merchantName, channel: t(`options.channel.${row.channel}`), reference: row.channelRef };
    confirm({
      title: t('confirm.title', details), content: t('confirm.content', details),
      run: async (key) => {
        const after = await post<RechargeRow>('merchantBilling/confirm', { id: row.id }, { idempotencyKey: key });
        toastSuccess(t('confirm.done', { balance: formatKes(after.balanceAfterCents ?? 0) }));
      },
    });
  };

  return (row) => {
    if (!allowed || row.status !== 'pending') return [];
    if (row.own) return [{ key: 'own', label: t('hints.ownRecharge'), disabled: true, onClick: () => undefined, testId: 'row-own' }];
    return [
      { key: 'confirm', label: t('actions.confirm'), onClick: () => confirmRow(row), testId: 'row-confirm' },
      { key: 'reject', label: t('actions.reject'), danger: true, onClick: () => onReject(row), testId: 'row-reject' },
    ];
  };
}
