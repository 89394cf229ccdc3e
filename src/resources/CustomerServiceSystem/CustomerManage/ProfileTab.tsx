import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerCreditRow, CustomerView } from '../../../../common/customers/customer-manage';
import { formatKes } from '../../../../common/money';
import { formatEat } from '../../../../common/time';
import { DetailFields } from '../../OrderDetailAudit/OrderDetail/DetailFields';
import { DictText } from '../../OrderDetailAudit/OrderDetail/DictText';
import { SectionTable } from './SectionTable';

/** The customer as registered (labels and choices as the order detail shows them), and their credit lines. */
export function ProfileTab({ view }: { view: CustomerView }) {
  const { t } = useTranslation('orderDetail');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DetailFields data={view.profile as unknown as Record<string, unknown>} columns="wide" fields={[
        { name: 'fullName' }, { name: 'customerNo' }, { name: 'phone' }, { name: 'idNumber' }, { name: 'merchantName' },
        { name: 'gender', render: (v) => (v ? t(`genders.${v as string}`) : '—') }, { name: 'birthDate' }, { name: 'email' },
        { name: 'language', format: { dict: 'CUSTOMER_LANGUAGE' } }, { name: 'maritalStatus', format: { options: 'maritalStatus' } },
        { name: 'education', format: { options: 'education' } }, { name: 'occupation', format: { options: 'occupation' } },
        { name: 'employer' }, { name: 'monthlyIncomeCents', format: 'money' }, { name: 'county' }, { name: 'address' },
        { name: 'registeredAt', format: 'time' },
      ]} />
      <Typography.Title level={5}>{t('sections.credits')}</Typography.Title>
      <SectionTable<CustomerCreditRow> rowKey="id" rows={view.credits} testId="customer-credits" columns={[
        { key: 'creditType', title: t('fields.creditType'), render: (_, r) => (
          <>
            <DictText dictKey="CREDIT_TYPE" value={r.creditType} />
            {r.taskName && <Typography.Text type="secondary" data-testid="credit-task"> · {t('fields.creditTask', { name: r.taskName })}</Typography.Text>}
          </>
        ) },
        { key: 'limitCents', title: t('fields.limitCents'), align: 'right', render: (_, r) => formatKes(r.limitCents) },
        { key: 'remainingCents', title: t('fields.remainingCents'), align: 'right', render: (_, r) => formatKes(r.remainingCents) },
        { key: 'expiresAt', title: t('fields.expiresAt'), render: (_, r) => formatEat(r.expiresAt) || '—' },
        { key: 'adjustable', title: t('fields.adjustable'), render: (_, r) => t(r.adjustable ? 'values.yes' : 'values.no') },
        { key: 'status', title: t('fields.creditStatus'), render: (_, r) => <DictText dictKey="CREDIT_STATUS" value={r.status} /> },
      ]} />
    </Space>
  );
}
