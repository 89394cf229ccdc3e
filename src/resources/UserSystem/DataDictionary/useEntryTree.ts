import { useCallback, useEffect, useState } from 'react';
import type { DictItemNode } from '../../../../common/entities/dict';
import { api } from '../../../providers/http';

/** The entries of one type as a tree (unpaged: a type has tens of entries). */
export function useEntryTree(typeId: number | null) {
  const [tree, setTree] = useState<DictItemNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => setTree([]), [typeId]);
  useEffect(() => {
    if (typeId === null) return undefined;
    let current = true;
    setLoading(true);
    setError(null);
    api.get<DictItemNode[]>('dictItem/tree', { params: { typeId }, silent: true })
      .then((nodes) => { if (current) setTree(nodes); })
      .catch((failure: unknown) => { if (current) setError(failure instanceof Error ? failure : new Error(String(failure))); })
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [typeId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { tree, loading, error, reload };
}
