/**
 * MyAudit's view (pending or decided) and "next call due" toggle live in the address bar (`?view=decided&due=overdue`)
 * beside the list's page, sort and filters, so Back and a copied link keep them. Unknown values read as the defaults.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { NEXT_CALL_DUE, type NextCallDue } from '../../../../common/orders/my-audit';

export type View = 'pending' | 'decided';
export type Due = NextCallDue | 'all';

export interface MyAuditView {
  view: View;
  due: Due;
}

export function readView(params: URLSearchParams): MyAuditView {
  const due = params.get('due');
  return {
    view: params.get('view') === 'decided' ? 'decided' : 'pending',
    due: NEXT_CALL_DUE.find((d) => d === due) ?? 'all',
  };
}

/** The view in the address bar, and a switch that keeps the other parameters (the list's own state). */
export function useMyAuditView(): MyAuditView & { switchTo: (next: Partial<MyAuditView>) => void } {
  const [params, setParams] = useSearchParams();
  const switchTo = useCallback((next: Partial<MyAuditView>) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.view) updated.set('view', next.view);
      if (next.due === 'all') updated.delete('due');
      else if (next.due) updated.set('due', next.due);
      return updated;
    }, { replace: true });
  }, [setParams]);
  return { ...readView(params), switchTo };
}
