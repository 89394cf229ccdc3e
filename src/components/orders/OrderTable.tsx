import type { OrderListRow } from '../../../common/orders/order-row';
import { ListTable, type ListTableProps } from '../list';

export type OrderTableProps = ListTableProps<OrderListRow>;

/** The paged order table on the list kit: rows named by their order number. */
export function OrderTable(props: OrderTableProps) {
  return <ListTable<OrderListRow> rowKey="id" data-testid="order-table" rowName={(row) => row.orderNo} {...props} />;
}
