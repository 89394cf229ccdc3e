import { TransferListPage } from '../transfers/TransferListPage';

export default function CashTransferApplyFor() {
  return <TransferListPage mode="apply" />;
}
