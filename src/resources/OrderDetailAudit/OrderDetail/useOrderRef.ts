import { useSearchParams } from 'react-router';
import type { OrderRef } from './useOrderDetail';

/** The order a detail screen shows, from its query string: ?orderId= (or ?orderNo=). */
export function useOrderRef(): { orderRef: OrderRef | null; findByNo: (orderNo: string) => void } {
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const orderNo = params.get('orderNo') ?? undefined;
  const orderRef = Number.isInteger(orderId) && orderId > 0 ? { orderId } : orderNo ? { orderNo } : null;
  return { orderRef, findByNo: (no) => setParams({ orderNo: no }) };
}
