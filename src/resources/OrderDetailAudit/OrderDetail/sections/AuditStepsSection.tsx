import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZE } from '../../../../../common/constants';
import { ListTable, useListTable } from '../../../../components/list';
import { EmptyState } from '../../../../components/table';
import type { StepRow } from '../order-detail.types';
import { SectionCard } from '../SectionCard';
import { useStepColumns } from './useStepColumns';

/** This order's audit steps, then the steps of the customer's other orders, 5 per page. */
export function AuditStepsSection({ orderId, steps }: { orderId: number; steps: StepRow[] }) {
  const { t } = useTranslation('orderDetail');
  const history = useListTable<StepRow>({ url: 'orderDetail/historySteps', params: { orderId }, pageSize: HISTORY_PAGE_SIZE, syncWithLocation: false });
  const columns = useStepColumns(false);
  const historyColumns = useStepColumns(true);
  return (
    <SectionCard name="steps">
      <Table<StepRow> rowKey="id" size="small" dataSource={steps} columns={columns} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }} data-testid="order-steps" />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('sections.historySteps')}</Typography.Title>
      <ListTable<StepRow> rowKey="id" size="small" list={history} columns={historyColumns}
        locale={{ emptyText: <EmptyState description={t('empty.history')} /> }} data-testid="history-steps" />
    </SectionCard>
  );
}
