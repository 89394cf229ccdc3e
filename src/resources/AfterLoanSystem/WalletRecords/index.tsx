import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { payoutFailCause } from '../../../components/money/payout-fail-cause';
import { formatKes } from '../../../../common/money';
import { canWithdrawalMove, WALLET_SCREEN, type WithdrawalRow, type WithdrawalState } from '../../../../common/money/wallet';
import { WALLET_HIDDEN_FIRST } from '../../../../common/money/wallet-columns';
import { WALLET_FILTERS } from '../../../../common/money/wallet-filters';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable, type RowAction } from '../../../components/list';
import { useMoneyConfirm } from '../../../components/money-actions';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastInfo, toastSuccess, toastWarning } from '../../../providers/toast';
import { useWalletColumns } from './useWalletColumns';

/** WalletRecords: customers' withdrawals of overpaid money; cancel a pending or failed one, retry a failed one. */
export default function WalletRecords() {
  const { t } = useTranslation('wallet');
  const can = useOperation();
  const confirm = useMoneyConfirm();
  const { post: send } = usePost();
  const list = useListTable<WithdrawalRow>({ url: 'wallet/list' });
  const columns = useWalletColumns();
  const facts = (row: WithdrawalRow) => ({ withdrawalNo: row.withdrawalNo, amount: formatKes(row.amountCents), phone: row.phone, channel: t(`options.channel.${row.channel}`) });
  const announce = (state: WithdrawalState) => {
    if (state.status === 'success') toastSuccess(t('outcome.success'));
    else if (state.status === 'failed') toastWarning(t('outcome.failed', { cause: payoutFailCause(t, state.failCause) }));
    else if (state.status === 'inProgress') toastInfo(t('outcome.inProgress'));
    else toastSuccess(t('common:crud.done'));
  };
  const post = (url: string, row: WithdrawalRow) => (key: string) => send<WithdrawalState>(url, { id: row.id }, { idempotencyKey: key }).then(announce);
  const actions = (row: WithdrawalRow): RowAction[] => [
    ...(can(actionCode(WALLET_SCREEN, 'retry')) && canWithdrawalMove('retry', row.status) ? [{
      key: 'retry', label: t('actions.retry'), testId: 'row-retry',
      onClick: () => confirm({ title: t('confirm.retry', facts(row)), content: t('confirm.retryContent', facts(row)), run: post('wallet/retry', row) }),
    }] : []),
    ...(can(actionCode(WALLET_SCREEN, 'cancel')) && canWithdrawalMove('cancel', row.status) ? [{
      key: 'cancel', label: t('actions.cancel'), danger: true, testId: 'row-cancel',
      onClick: () => confirm({ title: t('confirm.cancel', facts(row)), content: t('confirm.cancelContent', facts(row)), danger: true, run: post('wallet/cancel', row) }),
    }] : []),
  ];

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(WALLET_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Alert type="info" showIcon message={t('hints.wallet')} style={{ marginBottom: 16 }} />
      <ListFilterBar defs={WALLET_FILTERS} labels="wallet:fields" values={list.searched} onSearch={list.search} />
      <ListTable<WithdrawalRow> rowKey="id" data-testid="wallet-table" list={list} columns={columns} columnsKey={WALLET_SCREEN} defaultHidden={WALLET_HIDDEN_FIRST}
        actions={actions} rowName={(row) => row.withdrawalNo} />
    </Card>
  );
}
