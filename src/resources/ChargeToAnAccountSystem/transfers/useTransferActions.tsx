/** Give up, one-key payout and confirm arrival: each confirmed, with the channel's outcome told; the lists refetch. */
import { useTranslation } from 'react-i18next';
import { payoutFailCause } from '../../../components/money/payout-fail-cause';
import { formatKes } from '../../../../common/money';
import type { TransferRow, TransferStatus } from '../../../../common/money/transfer';
import { useMoneyConfirm } from '../../../components/money-actions';
import { usePost } from '../../../hooks/usePost';
import { toastInfo, toastSuccess, toastWarning } from '../../../providers/toast';

interface TransferState {
  status: TransferStatus;
  failCause: string | null;
}

export function useTransferActions() {
  const { t } = useTranslation('transfer');
  const confirm = useMoneyConfirm();
  const { post: send } = usePost();
  const facts = (row: TransferRow) => ({
    transferNo: row.transferNo, amount: formatKes(row.amountCents), from: t(`options.channel.${row.fromChannel}`), account: `${row.toBankName} ${row.toAccountNo}`,
  });
  const announce = (state: TransferState) => {
    if (state.status === 'paid') toastSuccess(t('outcome.paid'));
    else if (state.status === 'failed') toastWarning(t('outcome.failed', { cause: payoutFailCause(t, state.failCause) }));
    else if (state.status === 'paying') toastInfo(t('outcome.paying'));
    else toastSuccess(t('common:crud.done'));
  };
  const post = (url: string, row: TransferRow) => (key: string) => send<TransferState>(url, { id: row.id }, { idempotencyKey: key }).then(announce);

  return {
    giveUp: (row: TransferRow) => confirm({ title: t('confirm.giveUp', facts(row)), content: t('confirm.giveUpContent'), danger: true, run: post('transfer/giveUp', row) }),
    payout: (row: TransferRow) => confirm(row.status === 'paying'
      ? { title: t('confirm.payoutAgain', facts(row)), content: t('confirm.payoutAgainContent'), run: post('transfer/payout', row) }
      : { title: t('confirm.payout', facts(row)), content: t('confirm.payoutContent', facts(row)), run: post('transfer/payout', row) }),
    confirmArrival: (row: TransferRow) => confirm({ title: t('confirm.arrival', facts(row)), content: t('confirm.arrivalContent'), run: post('transfer/confirm', row) }),
  };
}
