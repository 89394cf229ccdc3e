/**
 * A write (POST url with a body) through Refine's `useCustomMutation` and the data provider's `custom`; it
 * answers the envelope's data. A refusal rejects, toasted by http.ts unless `silent` (then the caller shows
 * it in place); Refine adds no notification of its own. `idempotencyKey` is sent as the Idempotency-Key header.
 */
import { useCustomMutation } from '@refinedev/core';
import { useCallback } from 'react';

export interface PostOptions {
  silent?: boolean;
  idempotencyKey?: string;
}

export function usePost() {
  const { mutateAsync, mutation } = useCustomMutation();
  const post = useCallback(async <T = unknown>(url: string, body: object, options: PostOptions = {}): Promise<T> => {
    const { data } = await mutateAsync({ url, method: 'post', values: body, meta: { ...options }, successNotification: false, errorNotification: false });
    return data as T;
  }, [mutateAsync]);
  return { post, posting: mutation.isPending };
}
