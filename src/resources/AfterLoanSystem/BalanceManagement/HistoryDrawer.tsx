import { Drawer, Space, Table, Typography, type TableColumnType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceAccountRow, BalanceEntryRow } from '../../../../common/entities/balance-account';
import { HISTORY_PAGE_SIZE } from '../../../../common/constants';
import { formatKes } from '../../../../common/money';
import { formatEat } from '../../../../common/time';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';

interface Props {
  account: BalanceAccountRow | null;
  /** Changes after a record, to load the history again. */
  version: number;
  onClose: () => void;
}

/** An account's recorded balances, newest day first, five to a page. */
export function HistoryDrawer({ account, version, onClose }: Props) {
  const { t } = useTranslation('balance');
  const pagination = usePagination(HISTORY_PAGE_SIZE);
  const { reset } = pagination;
  const list = usePagedList<BalanceEntryRow>(`balance/history/${account?.id ?? 0}`, pagination.params, account !== null);
  const { reload } = list;
  useEffect(() => { reset(); }, [account?.id, reset]);
  useEffect(() => { if (version) reload(); }, [version, reload]);

  const columns: TableColumnType<BalanceEntryRow>[] = [
    { key: 'entryDay', title: t('fields.entryDay'), dataIndex: 'entryDay' },
    { key: 'balanceCents', title: t('fields.balanceCents'), dataIndex: 'balanceCents', align: 'right', render: (v: number) => formatKes(v) },
    { key: 'ledgerBalanceCents', title: t('fields.ledgerBalanceCents'), dataIndex: 'ledgerBalanceCents', align: 'right', render: (v: number) => formatKes(v) },
    {
      key: 'differenceCents', title: t('fields.differenceCents'), dataIndex: 'differenceCents', align: 'right',
      render: (v: number) => <Typography.Text type={v === 0 ? undefined : 'danger'}>{formatKes(v)}</Typography.Text>,
    },
    { key: 'remark', title: t('fields.remark'), dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '—' },
    {
      key: 'recorded', title: t('fields.recorded'), dataIndex: 'updatedAt',
      render: (v: string, entry) => (
        <Space direction="vertical" size={0}>
          <span>{entry.recordedByName ?? '—'}</span>
          <Typography.Text type="secondary">{formatEat(v)}</Typography.Text>
        </Space>
      ),
    },
  ];

  return (
    <Drawer open={account !== null} onClose={onClose} width="70%" destroyOnHidden data-testid="history-drawer"
      title={account && t('history.title', { name: account.accountName })}>
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<BalanceEntryRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns}
          scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }} />
      )}
    </Drawer>
  );
}
