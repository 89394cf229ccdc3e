import { useCustom } from '@refinedev/core';
import { ORDER_MONEY_URL, type OrderMoney } from '../../../../../common/orders/order-money';

/** One order's money through Refine's useCustom (read when the detail opens; the detail has no money writes). */
export function useOrderMoney(orderId: number) {
  // `query.data`, not `result.data`: Refine answers an empty object there until the answer has arrived.
  const { query } = useCustom<OrderMoney>({
    url: ORDER_MONEY_URL, method: 'get', config: { query: { orderId } }, meta: { silent: true }, errorNotification: false,
  });
  return { money: query.data?.data ?? null, error: query.error ? (query.error as unknown as Error) : null, retry: () => { void query.refetch(); } };
}
