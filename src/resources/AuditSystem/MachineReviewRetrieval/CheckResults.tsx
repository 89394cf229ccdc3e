import { Alert, Space, Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RetrievalCheck, RetrievalItem } from '../../../../common/orders/order-salvage';
import { ListTable, useRowsList } from '../../../components/list';
import { OrderStatusTag, orderDetailPath } from '../../../components/orders';

const RESULTS_PAGE_SIZE = 10;

interface Props {
  result: RetrievalCheck;
  /** After the retrieval the items show what was done, not what could be. */
  retrieved: boolean;
}

/** Per order: whether it can go back to the chosen state (or went back), and why not. */
export function CheckResults({ result, retrieved }: Props) {
  const { t } = useTranslation('orderSalvage');
  const list = useRowsList(result.items, RESULTS_PAGE_SIZE);
  const target = t(`order:status.${result.target}`);
  const outcome = (item: RetrievalItem) => {
    if (item.retrievable) return <Tag color="green">{t(retrieved ? 'results.retrieved' : 'results.retrievable')}</Tag>;
    const status = item.status === null ? '' : t(`order:status.${item.status}`);
    return <Tag color="red" data-testid="retrieval-refusal">{t(`refusals.${item.refusal}`, { status, target })}</Tag>;
  };
  const columns: TableColumnType<RetrievalItem>[] = [
    { key: 'orderNo', title: t('columns.orderNo'), dataIndex: 'orderNo', render: (v: string, row) => (row.orderId ? <Link to={orderDetailPath(row.orderId)}>{v}</Link> : v) },
    { key: 'customerName', title: t('columns.customerName'), dataIndex: 'customerName', render: (v: string | null) => v ?? '—' },
    { key: 'merchantName', title: t('columns.merchantName'), dataIndex: 'merchantName', render: (v: string | null) => v ?? '—' },
    { key: 'status', title: t('columns.status'), dataIndex: 'status', render: (v: number | null) => (v === null ? '—' : <OrderStatusTag status={v} />) },
    { key: 'auditorName', title: t('columns.auditorName'), dataIndex: 'auditorName', render: (v: string | null) => v ?? '—' },
    { key: 'result', title: t('columns.result'), render: (_, row) => outcome(row) },
  ];
  const none = result.retrievable === 0;
  const summary = retrieved ? t('done', { count: result.retrievable, target }) : t('check.summary', { retrievable: result.retrievable, total: result.items.length, target });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', marginTop: 16 }} data-testid="retrieval-results">
      <Alert showIcon type={none ? 'warning' : retrieved ? 'success' : 'info'} data-testid="retrieval-summary"
        message={none ? t('errors.noneRetrievable') : summary}
        description={result.duplicates ? t('check.duplicates', { count: result.duplicates }) : undefined} />
      <ListTable<RetrievalItem> rowKey="orderNo" size="small" columns={columns} list={list} />
    </Space>
  );
}
