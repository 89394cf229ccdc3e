import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AllocationItemResult, AllocationSummary } from '../../../../common/orders/order-allocation';
import { AppModal } from '../../../components/crud/AppModal';
import { ListTable, useRowsList } from '../../../components/list';
import { WorkWarnings } from '../../../components/schedule/availability';

const NO_RESULTS: AllocationItemResult[] = [];
const RESULTS_PAGE_SIZE = 10;
const OUTCOME_COLOURS = { allocated: 'green', reallocated: 'blue', skipped: 'orange' } as const;

/** Per-item results of an allocation run: order number → allocated to whom, or skipped and why. */
export function AllocationResultModal({ summary, onClose }: { summary: AllocationSummary | null; onClose: () => void }) {
  const { t } = useTranslation('orderAllocation');
  const list = useRowsList(summary?.results ?? NO_RESULTS, RESULTS_PAGE_SIZE);
  if (!summary) return null;
  return (
    <AppModal open title={t('result.title')} onCancel={onClose} width={720} data-testid="allocation-result"
      footer={<Button type="primary" onClick={onClose} data-testid="allocation-result-close">{t('common:actions.close')}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong data-testid="allocation-summary">{t('result.summary', { allocated: summary.allocated, skipped: summary.skipped })}</Typography.Text>
        <WorkWarnings warnings={summary.warnings} />
        <ListTable<AllocationItemResult>
          rowKey="orderId" size="small" list={list} sticky={false}
          columns={[
            { key: 'orderNo', dataIndex: 'orderNo', title: t('result.orderNo'), render: (v: string | null, r) => v ?? `#${r.orderId}` },
            { key: 'outcome', dataIndex: 'outcome', title: t('result.outcome'), width: 130,
              render: (v: AllocationItemResult['outcome']) => <Tag color={OUTCOME_COLOURS[v]}>{t(`result.${v}`)}</Tag> },
            { key: 'detail', title: t('result.detail'), render: (_, r) => (r.reason ? t(r.reason) : r.auditorName) },
          ]}
        />
      </Space>
    </AppModal>
  );
}
