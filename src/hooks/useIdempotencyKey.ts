/**
 * One idempotency key per user action (a form's opening, a dialog): the same key is sent again when the user
 * retries after a lost answer, so the server applies the write once and answers the first answer again.
 * `renew()` after a success starts a new action.
 */
import { useCallback, useState } from 'react';

const newKey = () => crypto.randomUUID();

export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}
