import { OrderDetailView } from './OrderDetailView';
import { OrderLookup } from './OrderLookup';
import { useOrderRef } from './useOrderRef';

/** /AdminContent/OrderDetailAudit/OrderDetail?orderId= — open to every signed-in user, within their merchants. */
export default function OrderDetail() {
  const { orderRef, findByNo } = useOrderRef();
  if (!orderRef) return <OrderLookup onFind={findByNo} />;
  return <OrderDetailView key={JSON.stringify(orderRef)} orderRef={orderRef} />;
}
