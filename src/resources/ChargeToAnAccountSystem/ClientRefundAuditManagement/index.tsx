import { RefundListPage } from '../refunds/RefundListPage';

export default function ClientRefundAuditManagement() {
  return <RefundListPage mode="audit" />;
}
