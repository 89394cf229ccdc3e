import { Alert, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { WALLET_SCREEN, type WithdrawalRow, type WithdrawalState } from '../../../../common/money/wallet';
import { screen } from '../../../../common/routes';
import { useMoneyConfirm } from '../../../components/money-actions';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { api } from '../../../providers/http';
import { toastInfo, toastSuccess, toastWarning } from '../../../providers/toast';
import { useWalletColumns } from './useWalletColumns';
import { WalletFilters } from './WalletFilters';

/** WalletRecords: customers' withdrawals of overpaid money; cancel a pending or failed one, retry a failed one. */
export default function WalletRecords() {
  const { t } = useTranslation('wallet');
  const confirm = useMoneyConfirm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const pagination = usePagination();
  const list = usePagedList<WithdrawalRow>('wallet/list', { ...pagination.params, ...filters });
  const facts = (row: WithdrawalRow) => ({ withdrawalNo: row.withdrawalNo, amount: formatKes(row.amountCents), phone: row.phone, channel: t(`options.channel.${row.channel}`) });
  const announce = (state: WithdrawalState) => {
    if (state.status === 'success') toastSuccess(t('outcome.success'));
    else if (state.status === 'failed') toastWarning(t('outcome.failed', { cause: state.failCause ?? '—' }));
    else if (state.status === 'inProgress') toastInfo(t('outcome.inProgress'));
    else toastSuccess(t('common:crud.done'));
    list.reload();
  };
  const post = (url: string, row: WithdrawalRow) => (key: string) => api.post<WithdrawalState>(url, { id: row.id }, { idempotencyKey: key }).then(announce);
  const columns = useWalletColumns({
    onCancel: (row) => confirm({ title: t('confirm.cancel', facts(row)), content: t('confirm.cancelContent', facts(row)), danger: true, run: post('wallet/cancel', row) }),
    onRetry: (row) => confirm({ title: t('confirm.retry', facts(row)), content: t('confirm.retryContent', facts(row)), run: post('wallet/retry', row) }),
  });

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(WALLET_SCREEN).labelKey}`)}</Typography.Title>}>
      <Alert type="info" showIcon message={t('hints.wallet')} style={{ marginBottom: 16 }} />
      <WalletFilters onSearch={(values) => { setFilters(values); pagination.reset(); }} />
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<WithdrawalRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns} data-testid="wallet-table"
          scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }} />
      )}
    </Card>
  );
}
