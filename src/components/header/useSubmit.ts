/** A submission with a pending flag. API failures are already toasted by http.ts, so they end here. */
import { useCallback, useState } from 'react';
import { rethrowUnlessShown } from './api-errors';

export function useSubmit<A>(action: (input: A) => Promise<void>): [(input: A) => Promise<void>, boolean] {
  const [pending, setPending] = useState(false);
  const run = useCallback(async (input: A) => {
    setPending(true);
    try {
      await action(input);
    } catch (error) {
      rethrowUnlessShown(error);
    } finally {
      setPending(false);
    }
  }, [action]);
  return [run, pending];
}
