import { Drawer, Tag } from 'antd';
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TempLimitCustomerRow, TempLimitRow } from '../../../../common/coupons/temp-limit';
import { ListTable, useListTable } from '../../../components/list';

/** The rows of a task's list, each with its result. */
export function RowsDrawer({ task, onClose }: { task: TempLimitRow | null; onClose: () => void }) {
  const { t } = useTranslation('tempLimit');
  const list = useListTable<TempLimitCustomerRow>({ url: 'tempLimit/rows', params: { taskId: task?.id ?? 0 }, syncWithLocation: false, enabled: task !== null });
  const columns: TableColumnType<TempLimitCustomerRow>[] = [
    { key: 'rowNo', title: t('fields.rowNo'), dataIndex: 'rowNo', width: 80 },
    { key: 'phone', title: t('fields.phone'), dataIndex: 'phone' },
    { key: 'customerName', title: t('fields.customerName'), dataIndex: 'customerName', render: (v: string | null) => v ?? '—' },
    { key: 'result', title: t('fields.result'), dataIndex: 'result', render: (v: string) => <Tag color={v === 'ok' ? 'green' : 'red'}>{t(`options.result.${v}`)}</Tag> },
  ];
  return (
    <Drawer open={task !== null} onClose={onClose} width={640} title={task ? t('titles.rows', { name: task.name }) : ''} destroyOnHidden>
      {task && <ListTable<TempLimitCustomerRow> rowKey="id" list={list} columns={columns} columnsKey="TemporaryCreditLimitIssuance.rows" rowName={(row) => row.phone} />}
    </Drawer>
  );
}
