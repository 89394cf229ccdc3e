import { useCustom } from '@refinedev/core';
import { useCallback } from 'react';
import type { OrderDetail } from './order-detail.types';

export interface OrderRef {
  orderId?: number;
  orderNo?: string;
}

/** The detail's read; a follow-up or a decision invalidates it (usePost). */
export const ORDER_DETAIL_URL = 'orderDetail/detail';

/** One order's detail through Refine's useCustom, read again when a write invalidates it. */
export function useOrderDetail(ref: OrderRef) {
  // `query.data`, not `result.data`: Refine answers an empty object there until the detail has arrived.
  const { query } = useCustom<OrderDetail>({
    url: ORDER_DETAIL_URL, method: 'get', config: { query: ref }, meta: { silent: true }, errorNotification: false,
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
