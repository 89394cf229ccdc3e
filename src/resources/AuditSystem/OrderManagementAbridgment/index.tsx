import { OrderManagementPage } from '../OrderManagement/OrderManagementPage';

/** The simplified order management: fewer columns, with the actual (practical) loan amount. */
export default function OrderManagementAbridgment() {
  return <OrderManagementPage name="orderManagementAbridgment" />;
}
