import { useCallback, useEffect, useState } from 'react';
import type { DeptNode } from '../../../../common/entities/dept';
import { api } from '../../../providers/http';

/** The whole department tree with user counts (unpaged: a company has tens of departments, not thousands). */
export function useDeptTree() {
  const [tree, setTree] = useState<DeptNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const reload = useCallback(() => {
    setLoading(true);
    setError(null);
    api.get<DeptNode[]>('dept/manageTree', { silent: true })
      .then(setTree)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure : new Error(String(failure))))
      .finally(() => setLoading(false));
  }, []);
  useEffect(reload, [reload]);

  return { tree, loading, error, reload };
}
