/**
 * The customer behind the case: their record in one line (loans, settled on time, the most days overdue, repaid,
 * broken promises, open cases) and their loans, newest first — this case's marked, another's case with its holder.
 */
import { Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_LOANS_SHOWN, type CustomerLoanRow, type CustomerRecord } from '../../../../common/collection/my-collection-case';
import { displayLevel } from '../../../../common/collection/statuses';
import { formatEat } from '../../../../common/time';
import { Kes } from '../../money';

const BILL_COLOURS: Record<string, string> = { unpaid: 'blue', partial: 'gold', settled: 'green', extended: 'purple' };

export function CustomerLoans({ rows, record }: { rows: readonly CustomerLoanRow[]; record: CustomerRecord }) {
  const { t } = useTranslation(['myCollection', 'collection', 'repay']);
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 3, xl: 4 }} data-testid="customer-record" items={[
        { key: 'loans', label: t('customerRecord.loans'), children: record.loans },
        { key: 'settled', label: t('customerRecord.settled'), children: t('customerRecord.settledOnTime', { settled: record.settled, onTime: record.settledOnTime }) },
        { key: 'maxOverdue', label: t('customerRecord.maxOverdueDays'), children: record.maxOverdueDays },
        { key: 'repaid', label: t('customerRecord.repaid'), children: <Kes cents={record.repaidCents} /> },
        { key: 'promises', label: t('customerRecord.promises'), children: t('customerRecord.broken', { promises: record.promises, broken: record.brokenPromises }) },
        { key: 'openCases', label: t('customerRecord.openCases'), children: record.openCases },
      ]} />
      <Table<CustomerLoanRow> size="small" pagination={false} scroll={{ x: 'max-content' }} rowKey="billId" dataSource={[...rows]} data-testid="customer-loans"
        columns={[
          {
            key: 'orderNo', title: t('customerRecord.order'),
            render: (_, r) => <>{r.orderNo}{r.thisCase && <Tag color="blue" style={{ marginInlineStart: 8 }}>{t('customerRecord.thisCase')}</Tag>}</>,
          },
          { key: 'merchant', title: t('customerRecord.merchant'), dataIndex: 'merchantName' },
          { key: 'amount', title: t('customerRecord.amount'), align: 'right', render: (_, r) => <Kes cents={r.loanAmountCents} /> },
          { key: 'lendingAt', title: t('customerRecord.lendingAt'), render: (_, r) => formatEat(r.lendingAt) || '—' },
          { key: 'dueDay', title: t('customerRecord.dueDay'), dataIndex: 'dueDay' },
          { key: 'status', title: t('caseView.status'), render: (_, r) => <Tag color={BILL_COLOURS[r.billStatus]}>{t(`repay:billStatuses.${r.billStatus}`, { defaultValue: r.billStatus })}</Tag> },
          { key: 'overdueDays', title: t('collection:fields.overdueDays'), align: 'right', dataIndex: 'overdueDays' },
          { key: 'owed', title: t('customerRecord.owed'), align: 'right', render: (_, r) => <Kes cents={r.owedCents} /> },
          { key: 'repaid', title: t('customerRecord.repaid'), align: 'right', render: (_, r) => <Kes cents={r.repaidCents} /> },
          {
            key: 'case', title: t('customerRecord.case'),
            render: (_, r) => (r.caseNo
              ? `${r.caseNo} · ${displayLevel(r.caseLevel ?? '')} · ${t(`collection:options.status.${r.caseStatus}`)}${r.collectorName ? ` · ${r.collectorName}` : ''}` : '—'),
          },
        ]} />
      {rows.length >= CUSTOMER_LOANS_SHOWN && <Typography.Text type="secondary">{t('customerRecord.limited', { count: CUSTOMER_LOANS_SHOWN })}</Typography.Text>}
    </>
  );
}
