import { OrderDetailView } from '../OrderDetail/OrderDetailView';
import { OrderLookup } from '../OrderDetail/OrderLookup';
import { useOrderRef } from '../OrderDetail/useOrderRef';
import { ReviewPanel } from './ReviewPanel';

/** /AdminContent/OrderDetailAudit/OrderAudit?orderId= — the order detail with the auditor's review panel. */
export default function OrderAudit() {
  const { orderRef, findByNo } = useOrderRef();
  if (!orderRef) return <OrderLookup onFind={findByNo} />;
  return <OrderDetailView key={JSON.stringify(orderRef)} orderRef={orderRef} aside={(props) => <ReviewPanel {...props} />} />;
}
