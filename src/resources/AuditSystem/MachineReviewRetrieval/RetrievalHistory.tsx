import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEat } from '../../../../common/time';
import { ListTable, useListTable } from '../../../components/list';
import { OrderStatusTag, orderDetailPath } from '../../../components/orders';

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

/** Past retrievals of the caller's merchants, newest first; a retrieval refetches it (usePost). */
export function RetrievalHistory() {
  const { t } = useTranslation('orderSalvage');
  const list = useListTable<RetrievalStepRow>({ url: 'orderSalvage/list', syncWithLocation: false });
  const columns: TableColumnType<RetrievalStepRow>[] = [
    { key: 'at', title: t('history.at'), dataIndex: 'at', render: (v: string) => formatEat(v) },
    { key: 'actorName', title: t('history.actor'), dataIndex: 'actorName' },
    { key: 'orderNo', title: t('history.orderNo'), dataIndex: 'orderNo', render: (v: string, row) => <Link to={orderDetailPath(row.orderId)}>{v}</Link> },
    { key: 'merchantName', title: t('history.merchantName'), dataIndex: 'merchantName' },
    { key: 'from', title: t('history.from'), dataIndex: 'fromStatus', render: (v: number | null) => (v === null ? '—' : <OrderStatusTag status={v} />) },
    { key: 'to', title: t('history.to'), dataIndex: 'toStatus', render: (v: number) => <OrderStatusTag status={v} /> },
    // A width, so a long reason is clipped (whole on hover) rather than widening the table past the screen.
    { key: 'reason', title: t('history.reason'), dataIndex: 'reason', ellipsis: { showTitle: true }, width: 240 },
  ];
  return <ListTable<RetrievalStepRow> rowKey="id" list={list} columns={columns} data-testid="retrieval-history" />;
}
