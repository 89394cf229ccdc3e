import { useCustom } from '@refinedev/core';
import { useCallback } from 'react';
import type { OrderDetail } from './order-detail.types';

export interface OrderRef {
  orderId?: number;
  orderNo?: string;
}

/** One order's detail through Refine's useCustom, re-read on demand (after a follow-up, a call or a decision). */
export function useOrderDetail(ref: OrderRef) {
  // `query.data`, not `result.data`: Refine answers an empty object there until the detail has arrived.
  const { query } = useCustom<OrderDetail>({
    url: 'orderDetail/detail', method: 'get', config: { query: ref }, meta: { silent: true }, errorNotification: false,
  });
  const { refetch } = query;
  const reload = useCallback(() => { void refetch(); }, [refetch]);
  return {
    detail: query.data?.data ?? null,
    error: query.error ? (query.error as unknown as Error) : null,
    loading: query.isFetching,
    reload,
  };
}
