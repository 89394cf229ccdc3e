/**
 * A money call through Refine's `useCustomMutation`: one Idempotency-Key per user action (the same key when
 * the user retries after a lost answer, a new one after success), and the server's refusal kept to show in
 * place — or, for a call made from a button with no place of its own (`toast`), shown as a toast.
 */
import { useCallback, useState } from 'react';
import { useIdempotencyKey } from '../../hooks/useIdempotencyKey';
import { usePost } from '../../hooks/usePost';
import { ApiError } from '../../providers/envelope';

export function useMoneyCall<T>(url: string, { toast = false }: { toast?: boolean } = {}) {
  const { key, renew } = useIdempotencyKey();
  const { post: send } = usePost();
  const [error, setError] = useState<string | null>(null);
  /** Posts the body; answers the result, or null after a refusal (then `error` says why). */
  const post = useCallback(async (body: object): Promise<T | null> => {
    setError(null);
    try {
      const result = await send<T>(url, body, { idempotencyKey: key, silent: !toast });
      renew();
      return result;
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
      return null;
    }
  }, [url, key, renew, toast, send]);
  return { post, error, clearError: useCallback(() => setError(null), []) };
}
