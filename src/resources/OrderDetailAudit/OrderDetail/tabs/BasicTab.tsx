import { Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictText } from '../DictText';
import { formatKes } from '../../../../../common/money';
import { formatEat } from '../../../../../common/time';
import { EmptyState } from '../../../../components/table';
import { DetailFields } from '../DetailFields';
import { DialButton } from '../DialButton';
import type { OrderDetail } from '../order-detail.types';
import { SensitiveText } from '../SensitiveText';

type Credit = Record<string, unknown> & { id: number };

/** The customer as they applied, with their credit lines. */
export function BasicTab({ orderId, customer }: { orderId: number; customer: OrderDetail['tabs']['basic'] }) {
  const { t } = useTranslation('orderDetail');
  if (!customer) return <EmptyState />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DetailFields data={customer} fields={[
        { name: 'fullName' }, { name: 'customerNo' },
        { name: 'phone', render: (v) => <Space size={0}><SensitiveText entity="order" id={orderId} field="phone" value={v} /><DialButton orderId={orderId} /></Space> },
        { name: 'idNumber', render: (v) => <SensitiveText entity="order" id={orderId} field="idNumber" value={v} /> },
        { name: 'certificateNumber', render: (v) => <SensitiveText entity="order" id={orderId} field="certificateNumber" value={v} /> },
        { name: 'gender', render: (v) => (v ? t(`genders.${v as string}`) : '—') }, { name: 'birthDate' }, { name: 'email' },
        { name: 'language', format: { dict: 'CUSTOMER_LANGUAGE' } }, { name: 'maritalStatus', format: { options: 'maritalStatus' } },
        { name: 'education', format: { options: 'education' } }, { name: 'occupation', format: { options: 'occupation' } },
        { name: 'employer' }, { name: 'monthlyIncomeCents', format: 'money' }, { name: 'county' }, { name: 'address' },
        { name: 'registeredAt', format: 'time' },
      ]} />
      <Typography.Title level={5}>{t('sections.credits')}</Typography.Title>
      <Table<Credit> rowKey="id" size="small" dataSource={customer.credits as Credit[]} pagination={false}
        locale={{ emptyText: <EmptyState description={t('empty.credits')} /> }}
        columns={[
          { key: 'creditType', title: t('fields.creditType'), render: (_, r) => <DictText dictKey="CREDIT_TYPE" value={r.creditType} /> },
          { key: 'limitCents', title: t('fields.limitCents'), align: 'right', render: (_, r) => formatKes(Number(r.limitCents)) },
          { key: 'remainingCents', title: t('fields.remainingCents'), align: 'right', render: (_, r) => formatKes(Number(r.remainingCents)) },
          { key: 'expiresAt', title: t('fields.expiresAt'), render: (_, r) => formatEat(r.expiresAt as string | null) || '—' },
          { key: 'adjustable', title: t('fields.adjustable'), render: (_, r) => t(r.adjustable ? 'values.yes' : 'values.no') },
          { key: 'status', title: t('fields.creditStatus'), render: (_, r) => <DictText dictKey="CREDIT_STATUS" value={r.status} /> },
        ]} />
    </Space>
  );
}
