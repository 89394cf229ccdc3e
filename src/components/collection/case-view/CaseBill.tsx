import { Alert, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseBill as Bill } from '../../../../common/collection/my-collection-case';
import { BreakdownTable, Kes } from '../../money';

/** The bill's components: charged, settled and outstanding today (the money core's trial, late fee to today included). */
export function CaseBill({ bill }: { bill: Bill | null }) {
  const { t } = useTranslation('myCollection');
  if (!bill) return <Alert type="warning" showIcon message={t('caseView.noBill')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} items={[
        { key: 'day', label: t('caseView.billOnDay', { day: bill.onDay }), children: <span data-testid="case-settlement"><Kes cents={bill.settlementCents} strong /></span> },
      ]} />
      <BreakdownTable testId="case-bill" columns={[
        { key: 'charged', title: t('caseView.charged'), amounts: bill.charged },
        { key: 'settled', title: t('caseView.settled'), amounts: bill.settled },
        { key: 'outstanding', title: t('caseView.outstanding'), amounts: bill.outstanding },
      ]} />
    </Space>
  );
}
