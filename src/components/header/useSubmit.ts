/**
 * A submission with a pending flag, run once at a time: a click while it runs is ignored (issue 32.1). API
 * failures are already toasted by http.ts, so they end here.
 */
import { useCallback, useRef, useState } from 'react';
import { rethrowUnlessShown } from './api-errors';

export function useSubmit<A>(action: (input: A) => Promise<void>): [(input: A) => Promise<void>, boolean] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (input: A) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action(input);
    } catch (error) {
      rethrowUnlessShown(error);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [action]);
  return [run, pending];
}
