import { useCustom } from '@refinedev/core';
import { Button, Popover, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEat } from '../../../../common/time';
import { dictUrl, useOrderOptions } from '../../../components/orders';
import { EmptyState, LoadErrorAlert } from '../../../components/table';

export interface FollowRecord {
  id: number;
  contactKind: 'self' | 'emergency' | 'close';
  contactName: string | null;
  phone: string | null;
  actionCode: string;
  remark: string | null;
  nextCallAt: string | null;
  createdAt: string;
  userName: string;
}

/** The order's calls, loaded when opened: time, contact, action code, remark, next call. */
function CallList({ orderId }: { orderId: number }) {
  const { t } = useTranslation('myAudit');
  const { labelOf } = useOrderOptions(dictUrl('AUDIT_ACTION_CODE'));
  const { query, result } = useCustom<FollowRecord[]>({
    url: 'myAudit/follows', method: 'get', config: { query: { orderId } }, meta: { silent: true }, errorNotification: false,
  });
  if (query.error) return <LoadErrorAlert error={query.error as unknown as Error} onRetry={() => void query.refetch()} />;
  const columns: TableColumnType<FollowRecord>[] = [
    { key: 'createdAt', title: t('calls.time'), render: (_, r) => formatEat(r.createdAt), width: 160 },
    { key: 'contact', title: t('calls.contact'), render: (_, r) => [t(`calls.kind.${r.contactKind}`), r.contactName, r.phone].filter(Boolean).join(' · ') },
    { key: 'actionCode', title: t('calls.actionCode'), render: (_, r) => labelOf(r.actionCode) ?? r.actionCode },
    { key: 'remark', title: t('calls.remark'), dataIndex: 'remark', ellipsis: true, width: 180 },
    { key: 'nextCallAt', title: t('calls.nextCallAt'), render: (_, r) => (r.nextCallAt ? formatEat(r.nextCallAt) : '—'), width: 160 },
    { key: 'by', title: t('calls.by'), dataIndex: 'userName' },
  ];
  return (
    <Table<FollowRecord> rowKey="id" size="small" pagination={false} loading={query.isFetching} dataSource={Array.isArray(result.data) ? result.data : []}
      columns={columns} style={{ width: 820 }} locale={{ emptyText: <EmptyState description={t('calls.none')} /> }} data-testid="call-history" />
  );
}

/** The call count; clicking it shows the order's call history. */
export function CallHistory({ orderId, count }: { orderId: number; count: number }) {
  const { t } = useTranslation('myAudit');
  const [open, setOpen] = useState(false);
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} title={t('calls.title')} destroyOnHidden
      content={open ? <CallList orderId={orderId} /> : null}>
      <Button size="small" type="link" data-testid="call-count">{count}</Button>
    </Popover>
  );
}
