/** An order's loan codes (payManage/loanCodes/:orderId), loaded when the drawer opens and again after an action. */
import { useCallback, useEffect, useState } from 'react';
import type { LoanCodeView } from '../../../../common/money/pay-manage';
import { api } from '../../../providers/http';

export function useLoanCodes(orderId: number | null, version: number) {
  const [records, setRecords] = useState<LoanCodeView[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (orderId === null) return undefined;
    let current = true;
    setLoading(true);
    setError(null);
    api.get<LoanCodeView[]>(`payManage/loanCodes/${orderId}`, { silent: true })
      .then((rows) => { if (current) setRecords(rows); })
      .catch((failure: unknown) => { if (current) setError(failure instanceof Error ? failure : new Error(String(failure))); })
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [orderId, version, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { records: orderId === null ? [] : records, loading, error, reload };
}
