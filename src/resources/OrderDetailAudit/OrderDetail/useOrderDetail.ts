import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../providers/http';
import type { OrderDetail } from './order-detail.types';

export interface OrderRef {
  orderId?: number;
  orderNo?: string;
}

/** Loads one order's detail and re-loads it on demand (after a follow-up, a call or a decision). */
export function useOrderDetail(ref: OrderRef) {
  const [detail, setDetail] = useState<OrderDetail | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(ref);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    api.get<OrderDetail>('orderDetail/detail', { params: JSON.parse(key) as Record<string, unknown>, silent: true })
      .then((data) => { if (current) setDetail(data); })
      .catch((failure: unknown) => { if (current) setError(failure instanceof Error ? failure : new Error(String(failure))); })
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { detail, error, loading, reload };
}
