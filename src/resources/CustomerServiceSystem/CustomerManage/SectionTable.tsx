import { Table, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/table';

/** One section of the 360: every row the server sent (newest first), saying so when it stopped at its limit. */
export function SectionTable<T extends object>({ rows, columns, rowKey, limit, testId }: {
  rows: T[]; columns: TableColumnType<T>[]; rowKey: keyof T & string; limit?: number; testId: string;
}) {
  const { t } = useTranslation('customerManage');
  return (
    <>
      <Table<T> rowKey={rowKey} size="small" dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }} data-testid={testId} />
      {limit !== undefined && rows.length >= limit && <Typography.Text type="secondary">{t('view.limited', { count: limit })}</Typography.Text>}
    </>
  );
}
