import { Space, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BalanceAccountRow, BalanceEntryRow } from '../../../../common/entities/balance-account';
import { HISTORY_PAGE_SIZE } from '../../../../common/constants';
import { formatKes } from '../../../../common/money';
import { formatEat } from '../../../../common/time';
import { ListTable, useListTable } from '../../../components/list';

/** The header sticks to the top of the drawer's body, which scrolls (not to the page under the app header). */
const IN_DRAWER_BODY = { offsetHeader: 0 };

/** An account's recorded balances, newest day first, five to a page (a secondary list: its view stays out of the address bar). */
export function BalanceHistory({ account }: { account: BalanceAccountRow }) {
  const { t } = useTranslation('balance');
  const list = useListTable<BalanceEntryRow>({ url: `balance/history/${account.id}`, pageSize: HISTORY_PAGE_SIZE, syncWithLocation: false });
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
  return <ListTable<BalanceEntryRow> rowKey="id" list={list} columns={columns} sticky={IN_DRAWER_BODY} />;
}
