import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatEat } from '../../../../../common/time';
import { EmptyState } from '../../../../components/table';
import { DialButton, useCanCall } from '../DialButton';
import type { ContactRow } from '../order-detail.types';
import { SensitiveText } from '../SensitiveText';

interface Props {
  orderId: number;
  kind: 'emergency' | 'close';
  contacts: ContactRow[];
}

/** Social relations (the emergency contacts the customer named) or close contacts (from the call log), each with a dial action. */
export function ContactsTable({ orderId, kind, contacts }: Props) {
  const { t } = useTranslation('orderDetail');
  const canCall = useCanCall();
  const columns: ColumnsType<ContactRow> = [
    { key: 'name', title: t('fields.contactName'), dataIndex: 'name' },
    ...(kind === 'emergency' ? [{ key: 'relation', title: t('fields.relation'), render: (_: unknown, r: ContactRow) => (r.relation ? t(`options.relation.${r.relation}`, { defaultValue: r.relation }) : '—') }] : []),
    { key: 'phone', title: t('fields.phone'), render: (_, r) => <SensitiveText entity="orderContact" id={r.id} field="phone" value={r.phone} /> },
    ...(kind === 'close' ? [
      { key: 'callCount', title: t('fields.callCount'), align: 'right' as const, render: (_: unknown, r: ContactRow) => r.callCount ?? '—' },
      { key: 'callSeconds', title: t('fields.callMinutes'), align: 'right' as const, render: (_: unknown, r: ContactRow) => (r.callSeconds === null ? '—' : Math.round(r.callSeconds / 60)) },
      { key: 'lastCallAt', title: t('fields.lastCallAt'), render: (_: unknown, r: ContactRow) => formatEat(r.lastCallAt) || '—' },
    ] : []),
    ...(canCall ? [{ key: 'dial', title: t('fields.dial'), render: (_: unknown, r: ContactRow) => <DialButton orderId={orderId} contactId={r.id} /> }] : []),
  ];
  return (
    <Table<ContactRow> rowKey="id" size="small" dataSource={contacts} columns={columns} pagination={false} scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState description={t('empty.contacts')} /> }} data-testid={`contacts-${kind}`} />
  );
}
