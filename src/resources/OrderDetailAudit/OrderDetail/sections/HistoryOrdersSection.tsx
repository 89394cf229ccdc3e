import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HISTORY_PAGE_SIZE } from '../../../../../common/constants';
import { formatKes } from '../../../../../common/money';
import { screen } from '../../../../../common/routes';
import { formatEat } from '../../../../../common/time';
import { ListTable, useListTable } from '../../../../components/list';
import { EmptyState } from '../../../../components/table';
import { DictText } from '../DictText';
import { OrderStatusTag } from '../OrderStatusTag';
import { SectionCard } from '../SectionCard';

interface HistoryOrder {
  id: number; orderNo: string; status: number; refuseCode: string | null; applyAt: string; lendingAt: string | null;
  loanAmountCents: number; practicalAmountCents: number; termDays: number; loanType: number; productName: string;
}

/** Historical borrowing: the customer's other orders, 5 per page. */
export function HistoryOrdersSection({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orderDetail');
  const list = useListTable<HistoryOrder>({ url: 'orderDetail/historyOrders', params: { orderId }, pageSize: HISTORY_PAGE_SIZE, syncWithLocation: false });
  const detailPath = screen('OrderDetailAudit/OrderDetail').path;
  return (
    <SectionCard name="historyOrders">
      <ListTable<HistoryOrder> rowKey="id" size="small" list={list}
        locale={{ emptyText: <EmptyState description={t('empty.history')} /> }}
        columns={[
          { key: 'orderNo', title: t('fields.orderNo'), render: (_, r) => <Link to={`${detailPath}?orderId=${r.id}`}>{r.orderNo}</Link> },
          { key: 'status', title: t('fields.status'), render: (_, r) => <OrderStatusTag status={r.status} /> },
          { key: 'productName', title: t('fields.productName'), dataIndex: 'productName' },
          { key: 'loanType', title: t('fields.loanType'), render: (_, r) => <DictText dictKey="LOAN_TYPE" value={r.loanType} /> },
          { key: 'loanAmountCents', title: t('fields.loanAmountCents'), align: 'right', render: (_, r) => formatKes(r.loanAmountCents) },
          { key: 'applyAt', title: t('fields.applyAt'), render: (_, r) => formatEat(r.applyAt) },
          { key: 'lendingAt', title: t('fields.lendingAt'), render: (_, r) => formatEat(r.lendingAt) || '—' },
          { key: 'refuseCode', title: t('fields.refuseCode'), render: (_, r) => <DictText dictKey="REFUSE_CODE" value={r.refuseCode} /> },
        ]} />
    </SectionCard>
  );
}
