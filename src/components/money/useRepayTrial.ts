/**
 * The repay trial of a bill on the chosen day and the customer's usable coupons, read through Refine's
 * useCustom when the dialog opens (a failure is toasted once, not retried). While another day's trial of the
 * same bill loads, the last one stays shown; another bill's never is.
 */
import { useCustom } from '@refinedev/core';
import { REPAY_URLS } from '../../../common/money/repay-lists';
import type { CouponOption, TrialView } from '../../../common/money/repay-rows';

const NO_COUPONS: CouponOption[] = [];

export function useRepayTrial(billId: number | null, onDay: string | undefined) {
  const enabled = billId !== null;
  // `query.data`, not `result.data`: Refine answers an empty object there until the data has arrived.
  const { query: trialQuery } = useCustom<TrialView>({
    url: REPAY_URLS.trial, method: 'get', config: { query: { billId, ...(onDay ? { onDay } : {}) } }, errorNotification: false,
    // The last trial stays while the next loads (it names its bill, so another bill's is not shown).
    queryOptions: { enabled, retry: false, placeholderData: (previous) => previous },
  });
  const { query: couponQuery } = useCustom<CouponOption[]>({
    url: `${REPAY_URLS.coupons}/${billId}`, method: 'get', errorNotification: false,
    queryOptions: { enabled, retry: false, placeholderData: undefined },
  });
  const trial = trialQuery.data?.data;
  const coupons = couponQuery.data?.data;
  return {
    trial: enabled && trial?.billId === billId ? trial : null,
    loading: enabled && trialQuery.isFetching,
    coupons: enabled && Array.isArray(coupons) ? coupons : NO_COUPONS,
  };
}
