import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import type { ZeroSettleFilteredAnswer, ZeroSettleItemResult } from '../../../../common/money/zero-settle';
import { AppModal } from '../../../components/crud/AppModal';
import { ListTable, useRowsList } from '../../../components/list';

const NO_RESULTS: ZeroSettleItemResult[] = [];

/** Per-bill results of a zero settlement: settled to 0 (its flow and what was forgiven), or refused and why. */
export function ZeroSettleResultModal({ answer, onClose }: { answer: ZeroSettleFilteredAnswer | null; onClose: () => void }) {
  const { t } = useTranslation('repay');
  const list = useRowsList(answer?.results ?? NO_RESULTS, 10);
  if (!answer) return null;
  const refused = answer.results.length - answer.settled;
  return (
    <AppModal open title={t('zeroSettle.resultTitle')} onCancel={onClose} width={720} data-testid="zero-settle-result"
      footer={<Button type="primary" onClick={onClose} data-testid="zero-settle-result-close">{t('common:actions.close')}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong data-testid="zero-settle-summary">
          {t('zeroSettle.resultSummary', { settled: answer.settled, refused, amount: formatKes(answer.waivedCents) })}
        </Typography.Text>
        <ListTable<ZeroSettleItemResult>
          rowKey="billId" size="small" list={list} sticky={false}
          columns={[
            { key: 'billNo', dataIndex: 'billNo', title: t('zeroSettle.billNo') },
            { key: 'outcome', title: t('zeroSettle.outcome'), width: 130,
              render: (_, r) => <Tag color={r.ok ? 'green' : 'orange'} data-testid="zero-settle-outcome">{t(r.ok ? 'zeroSettle.settled' : 'zeroSettle.refused')}</Tag> },
            { key: 'detail', title: t('zeroSettle.detail'),
              render: (_, r) => (r.ok ? `${r.flowNo} · ${formatKes(r.waivedCents ?? 0)}` : r.message) },
          ]}
        />
      </Space>
    </AppModal>
  );
}
