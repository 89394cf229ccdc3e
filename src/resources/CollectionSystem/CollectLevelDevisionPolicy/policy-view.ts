/**
 * CollectLevelDevisionPolicy's two views (level bands, conduct rules) live in the address bar (`?view=conduct`), so
 * Back and a copied link keep them. Switching starts the other view afresh (its own list state).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type PolicyView = 'levels' | 'conduct';

export function usePolicyView(): { view: PolicyView; switchTo: (next: PolicyView) => void } {
  const [params, setParams] = useSearchParams();
  const switchTo = useCallback((next: PolicyView) => {
    setParams(next === 'conduct' ? new URLSearchParams({ view: 'conduct' }) : new URLSearchParams(), { replace: false });
  }, [setParams]);
  return { view: params.get('view') === 'conduct' ? 'conduct' : 'levels', switchTo };
}
