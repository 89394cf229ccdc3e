import { TransferListPage } from '../transfers/TransferListPage';

export default function CashTransferAudit() {
  return <TransferListPage mode="audit" />;
}
