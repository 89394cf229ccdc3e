import { useCustom } from '@refinedev/core';
import { useCallback } from 'react';
import type { OrderDetail } from './order-detail.types';

export interface OrderRef {
  orderId?: number;
  orderNo?: string;
}

/** One order's detail through Refine's useCustom, re-read on demand (after a follow-up, a call or a decision). */
export function useOrderDetail(ref: OrderRef) {
  const { query, result } = useCustom<OrderDetail>({
    url: 'orderDetail/detail', method: 'get', config: { query: ref }, meta: { silent: true }, errorNotification: false,
  });
  const { refetch } = query;
  const reload = useCallback(() => { void refetch(); }, [refetch]);
  return {
    detail: (result.data as OrderDetail | undefined) ?? null,
    error: query.error ? (query.error as unknown as Error) : null,
    loading: query.isFetching,
    reload,
  };
}
