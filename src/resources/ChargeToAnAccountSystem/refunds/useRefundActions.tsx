/** The refund row actions: approve, re-refund, refresh status and withdraw, each confirmed, with the outcome told; the lists refetch. */
import { useTranslation } from 'react-i18next';
import { payoutFailCause } from '../../../components/money/payout-fail-cause';
import { formatKes } from '../../../../common/money';
import type { RefundRow, RefundState } from '../../../../common/money/refund';
import { useMoneyConfirm } from '../../../components/money-actions';
import { usePost } from '../../../hooks/usePost';
import { toastInfo, toastSuccess, toastWarning } from '../../../providers/toast';

export function useRefundActions() {
  const { t } = useTranslation('refund');
  const confirm = useMoneyConfirm();
  const { post: send } = usePost();
  const details = (row: RefundRow) => ({ refundNo: row.refundNo, amount: formatKes(row.amountCents), channel: t(`options.channel.${row.channel}`), account: row.receivingAccount });

  const announce = (state: RefundState) => {
    if (state.refundStatus === 'success') toastSuccess(t('outcome.success'));
    else if (state.refundStatus === 'failure') toastWarning(t('outcome.failure', { cause: payoutFailCause(t, state.failCause) }));
    else if (state.refundStatus === 'inProgress') toastInfo(t('outcome.inProgress'));
    else toastSuccess(t('common:crud.done'));
  };
  const post = (url: string, row: RefundRow) => (key: string) => send<RefundState>(url, { id: row.id }, { idempotencyKey: key }).then(announce);

  return {
    approve: (row: RefundRow) => confirm({ title: t('approve.title', details(row)), content: t('approve.content', details(row)), run: post('refund/approve', row) }),
    reRefund: (row: RefundRow) => confirm({ title: t('reRefund.title', details(row)), content: t('reRefund.content', details(row)), run: post('refund/reRefund', row) }),
    refresh: (row: RefundRow) => confirm({ title: t('actions.refresh'), content: row.refundNo, run: post('refund/refresh', row) }),
    withdraw: (row: RefundRow) => confirm({ title: t('withdraw.title', details(row)), content: t('withdraw.content'), danger: true, run: post('refund/withdraw', row) }),
  };
}
