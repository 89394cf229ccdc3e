import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseActionSummary, CaseItemResult } from '../../../../common/collection/case-list';
import { AppModal } from '../../crud/AppModal';
import { ListTable, useRowsList } from '../../list';
import { WorkWarnings } from '../../schedule/availability';

const NO_RESULTS: CaseItemResult[] = [];

/** Per-item results of an allocation action: case number → done (to whom) or skipped and why. */
export function CaseResultModal({ summary, onClose }: { summary: CaseActionSummary | null; onClose: () => void }) {
  const { t } = useTranslation('caseAllocation');
  const list = useRowsList(summary?.results ?? NO_RESULTS, 10);
  if (!summary) return null;
  return (
    <AppModal open title={t('result.title')} onCancel={onClose} width={720} data-testid="case-result"
      footer={<Button type="primary" onClick={onClose} data-testid="case-result-close">{t('common:actions.close')}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong data-testid="case-result-summary">{t('result.summary', { done: summary.done, skipped: summary.skipped })}</Typography.Text>
        <WorkWarnings warnings={summary.warnings} />
        <ListTable<CaseItemResult> rowKey="id" size="small" list={list} sticky={false}
          columns={[
            { key: 'caseNo', dataIndex: 'caseNo', title: t('collection:fields.caseNo'), render: (v: string | null, r) => v ?? `#${r.id}` },
            { key: 'outcome', dataIndex: 'outcome', title: t('result.outcome'), width: 120,
              render: (v: CaseItemResult['outcome']) => <Tag color={v === 'done' ? 'green' : 'orange'}>{t(`result.${v}`)}</Tag> },
            { key: 'detail', title: t('result.detail'), render: (_, r) => (r.reason ? t(r.reason) : r.collectorName ?? '—') },
          ]} />
      </Space>
    </AppModal>
  );
}
