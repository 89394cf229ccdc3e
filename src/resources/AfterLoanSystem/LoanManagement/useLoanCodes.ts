/** An order's loan codes (payManage/loanCodes/:orderId) through Refine's useCustom, loaded while the drawer shows the order. */
import { useCustom } from '@refinedev/core';
import type { LoanCodeView } from '../../../../common/money/pay-manage';

export interface LoanCodesState {
  records: LoanCodeView[];
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/** The read of an order's codes, which a payout action names among what it changes (usePost's `invalidates`). */
export const loanCodesUrl = (orderId: number | null) => `payManage/loanCodes/${orderId ?? 0}`;

export function useLoanCodes(orderId: number | null): LoanCodesState {
  const { query, result } = useCustom<LoanCodeView[]>({
    url: loanCodesUrl(orderId), method: 'get', meta: { silent: true },
    queryOptions: { enabled: orderId !== null }, errorNotification: false,
  });
  return {
    records: orderId !== null && Array.isArray(result.data) ? result.data : [],
    loading: orderId !== null && query.isFetching,
    error: orderId !== null && query.error ? (query.error as unknown as Error) : null,
    // The drawer's retry after a failed read. A refetch runs even while the query is disabled, so only with an order shown.
    reload: () => { if (orderId !== null) void query.refetch(); },
  };
}
