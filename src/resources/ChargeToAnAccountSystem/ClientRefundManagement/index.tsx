import { RefundListPage } from '../refunds/RefundListPage';

export default function ClientRefundManagement() {
  return <RefundListPage mode="manage" />;
}
