import { Collapse, Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrialView } from '../../../common/money/repay-rows';
import { BreakdownTable } from './BreakdownTable';
import { Kes } from './Kes';

/** What the bill owes on the repayment day: settlement, extension and the breakdown per component. */
export function TrialSummary({ trial, loading }: { trial: TrialView | null; loading: boolean }) {
  const { t } = useTranslation('repay');
  if (!trial) return <Skeleton active paragraph={{ rows: 3 }} />;
  const items = [
    { key: 'billNo', label: t('columns.billNo'), children: trial.billNo },
    { key: 'customer', label: t('columns.customerName'), children: `${trial.customerName} · ${trial.phone}`, span: 2 },
    { key: 'dueDay', label: t('columns.dueDay'), children: trial.dueDay },
    { key: 'overdueDays', label: t('columns.overdueDays'), children: trial.overdueDays > 0 ? <Tag color="red">{trial.overdueDays}</Tag> : 0 },
    { key: 'lateFee', label: t('trial.lateFeeToCharge'), children: <Kes cents={trial.lateFeeToCharge} /> },
    { key: 'settlement', label: t('trial.settlement'), children: <span data-testid="trial-settlement"><Kes cents={trial.settlementCents} strong /></span> },
    { key: 'extension', label: t('trial.extension'), children: <span data-testid="trial-extension"><Kes cents={trial.extensionCents} strong /></span> },
    { key: 'extensionFee', label: t('trial.extensionFee'), children: <Kes cents={trial.extensionFeeCents} /> },
  ];
  return (
    <div style={{ opacity: loading ? 0.6 : 1 }} data-testid="repay-trial">
      <Descriptions size="small" column={3} items={items} title={t('trial.title', { day: trial.onDay })}
        extra={<Tag data-testid="trial-status">{t(`billStatuses.${trial.status}`)}</Tag>} />
      <Collapse ghost size="small" items={[{ key: 'breakdown', label: t('trial.breakdown'), children: <BreakdownTable columns={[{ key: 'owed', title: t('trial.owed'), amounts: trial.owed }]} /> }]} />
    </div>
  );
}
