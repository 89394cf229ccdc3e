import { OrderManagementPage } from './OrderManagementPage';

export default function OrderManagement() {
  return <OrderManagementPage name="orderManagement" />;
}
