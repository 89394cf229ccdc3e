import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayActionResult } from '../../../../common/money/pay-manage';
import { AppModal } from '../../../components/crud/AppModal';
import { usePagination } from '../../../components/table';
import { useFailLabels } from './PayStatusTags';
import type { PayOutcome } from './usePayActions';

const COLOURS = { success: 'green', failed: 'red', inProgress: 'blue', cancelled: 'default', refused: 'orange' } as const;
type Shown = keyof typeof COLOURS;

const shownOf = (r: PayActionResult): Shown => (!r.ok ? 'refused' : r.outcome ?? 'cancelled');

/** Per-order results of an action: paid, lending failure and why, waiting for the channel, cancelled, or refused and why. */
export function PayResultModal({ outcome, onClose }: { outcome: PayOutcome | null; onClose: () => void }) {
  const { t } = useTranslation('loan');
  const labels = useFailLabels();
  const pagination = usePagination(10);
  if (!outcome) return null;
  const { results } = outcome.answer;
  const counts = (Object.keys(COLOURS) as Shown[]).map((shown) => [shown, results.filter((r) => shownOf(r) === shown).length] as const)
    .filter(([, count]) => count > 0);
  const detail = (r: PayActionResult) => {
    if (!r.ok) return r.message;
    if (r.outcome === 'failed') return `${labels.failType(r.failType)} · ${labels.failCause(r.failCause)}`;
    return r.outcome === 'inProgress' ? t('results.waitingHint') : '';
  };
  return (
    <AppModal open title={`${t(`actions.${outcome.action}`)} · ${t('results.title')}`} onCancel={onClose} width={760} data-testid="pay-result"
      footer={<Button type="primary" onClick={onClose} data-testid="pay-result-close">{t('common:actions.close')}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong data-testid="pay-result-summary">
          {counts.map(([shown, count]) => t('results.count', { label: t(`results.${shown}`), count })).join(' · ')}
        </Typography.Text>
        {results.some((r) => r.outcome === 'inProgress') && <Alert type="info" showIcon message={t('results.waitingHint')} />}
        <Table<PayActionResult>
          rowKey="orderId" size="small" dataSource={results} pagination={pagination.paginationProps(results.length)}
          columns={[
            { key: 'orderNo', title: t('results.orderNo'), width: 180, render: (_, r) => r.orderNo ?? `#${r.orderId}` },
            { key: 'outcome', title: t('results.outcome'), width: 150,
              render: (_, r) => <Tag color={COLOURS[shownOf(r)]} data-testid="pay-result-outcome">{t(`results.${shownOf(r)}`)}</Tag> },
            { key: 'detail', title: t('results.detail'), render: (_, r) => <span data-testid="pay-result-detail">{detail(r)}</span> },
          ]}
        />
      </Space>
    </AppModal>
  );
}
