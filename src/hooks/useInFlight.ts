/**
 * Issue 32.1, submit once: a write's button runs its work once at a time. The guard is a ref set on the
 * first click, before the form is validated (a state set only after validation lets a double click
 * through); `busy` drives the button's loading. A click while the work runs is ignored.
 */
import { useCallback, useRef, useState } from 'react';

export function useInFlight(): [<T>(work: () => T | Promise<T>) => Promise<T | undefined>, boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const guard = useCallback(async <T,>(work: () => T | Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [guard, busy];
}

