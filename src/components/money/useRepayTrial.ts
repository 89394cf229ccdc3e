/** The repay trial of a bill on the chosen day and the customer's usable coupons, loaded when the dialog opens. */
import { useEffect, useState } from 'react';
import { REPAY_URLS } from '../../../common/money/repay-lists';
import type { CouponOption, TrialView } from '../../../common/money/repay-rows';
import { api } from '../../providers/http';

export function useRepayTrial(billId: number | null, onDay: string | undefined) {
  const [trial, setTrial] = useState<TrialView | null>(null);
  const [loading, setLoading] = useState(false);
  const [coupons, setCoupons] = useState<{ billId: number; rows: CouponOption[] } | null>(null);

  useEffect(() => {
    if (billId === null) return undefined;
    let current = true;
    setLoading(true);
    api.get<TrialView>(REPAY_URLS.trial, { params: { billId, ...(onDay ? { onDay } : {}) } })
      .then((answer) => { if (current) setTrial(answer); }, () => undefined)
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [billId, onDay]);

  useEffect(() => {
    if (billId === null) return undefined;
    let current = true;
    api.get<CouponOption[]>(`${REPAY_URLS.coupons}/${billId}`).then((rows) => { if (current) setCoupons({ billId, rows }); }, () => undefined);
    return () => { current = false; };
  }, [billId]);

  return {
    trial: trial?.billId === billId ? trial : null,
    loading,
    coupons: coupons?.billId === billId ? coupons.rows : [],
  };
}
