import { Table, type TableColumnType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEat } from '../../../../common/time';
import { OrderStatusTag, orderDetailPath } from '../../../components/orders';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';

export interface RetrievalStepRow {
  id: number;
  at: string;
  orderId: number;
  orderNo: string;
  merchantName: string;
  fromStatus: number | null;
  toStatus: number;
  reason: string | null;
  actorName: string;
}

/** Past retrievals of the caller's merchants, newest first; `version` changes after a retrieval. */
export function RetrievalHistory({ version }: { version: number }) {
  const { t } = useTranslation('orderSalvage');
  const pagination = usePagination();
  const list = usePagedList<RetrievalStepRow>('orderSalvage/list', pagination.params);
  const { reload } = list;
  useEffect(() => { if (version) reload(); }, [version, reload]);
  const columns: TableColumnType<RetrievalStepRow>[] = [
    { key: 'at', title: t('history.at'), dataIndex: 'at', render: (v: string) => formatEat(v) },
    { key: 'actorName', title: t('history.actor'), dataIndex: 'actorName' },
    { key: 'orderNo', title: t('history.orderNo'), dataIndex: 'orderNo', render: (v: string, row) => <Link to={orderDetailPath(row.orderId)}>{v}</Link> },
    { key: 'merchantName', title: t('history.merchantName'), dataIndex: 'merchantName' },
    { key: 'from', title: t('history.from'), dataIndex: 'fromStatus', render: (v: number | null) => (v === null ? '—' : <OrderStatusTag status={v} />) },
    { key: 'to', title: t('history.to'), dataIndex: 'toStatus', render: (v: number) => <OrderStatusTag status={v} /> },
    { key: 'reason', title: t('history.reason'), dataIndex: 'reason', ellipsis: true },
  ];
  if (list.error) return <LoadErrorAlert error={list.error} onRetry={list.reload} />;
  return (
    <Table<RetrievalStepRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns}
      scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }}
      data-testid="retrieval-history" />
  );
}
