/**
 * A write (POST url with a body) through Refine's `useCustomMutation` and the data provider's `custom`; it
 * answers the envelope's data. A refusal rejects, toasted by http.ts unless `silent` (then the caller shows
 * it in place); Refine adds no notification of its own. `idempotencyKey` is sent as the Idempotency-Key header; without
 * one http.ts sends the write's own (issue 32.1: every POST carries a key, and a repeat is answered once).
 *
 * After a success the write invalidates the lists it changes, so mounted lists refetch and the others
 * refetch when next shown (no `reload()` by hand): by default every list query (ALL_LISTS: useListTable,
 * usePagedList, useList — Refine keys them `['data', provider, <list url>, 'list', …]`); `invalidates` names
 * instead list URLs (the `url` given to useListTable / usePagedList, i.e. their Refine resource), useCustom
 * read URLs (a tree, a detail) and/or ALL_LISTS; `false` invalidates nothing (a check that changes no data).
 *
 * Submit once (issue 32.1): while a write runs, the same write again (same URL and body — a double click on a
 * button that posts directly, a Call or a Check) shares its request and its answer instead of sending another.
 */
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useCallback, useRef } from 'react';

/** Stands for every list query in `invalidates`. */
export const ALL_LISTS = '*lists';

/** What a write changes: list or read URLs and/or ALL_LISTS, or nothing. */
export type Invalidates = readonly string[] | false;

const EVERY_LIST: Invalidates = [ALL_LISTS];

export interface PostOptions {
  silent?: boolean;
  idempotencyKey?: string;
  /** A body that is not JSON, e.g. a streamed file (application/octet-stream). */
  contentType?: string;
  /** Overrides the hook's `invalidates` for this call. */
  invalidates?: Invalidates;
}

interface QueryLike {
  queryKey: readonly unknown[];
}

/** Does a Refine data query (key `['data', provider, …]`) read what `invalidates` names? */
export function readsChanged(invalidates: readonly string[], queryKey: readonly unknown[]): boolean {
  const [, , resourceOrCustom, action] = queryKey;
  if (action === 'list') return invalidates.includes(ALL_LISTS) || invalidates.includes(String(resourceOrCustom));
  if (resourceOrCustom === 'custom') return invalidates.includes(String((action as { url?: unknown } | undefined)?.url));
  return false;
}

export function usePost({ invalidates: hookInvalidates = EVERY_LIST }: { invalidates?: Invalidates } = {}) {
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const running = useRef(new Map<string, Promise<unknown>>());
  const send = useCallback(async (url: string, body: object, options: PostOptions): Promise<unknown> => {
    const { invalidates = hookInvalidates, ...meta } = options;
    const { data } = await mutateAsync({ url, method: 'post', values: body, meta, successNotification: false, errorNotification: false });
    if (invalidates !== false) {
      void invalidate({ invalidates: ['all'], invalidationFilters: { type: 'all', refetchType: 'active', predicate: (query: QueryLike) => readsChanged(invalidates, query.queryKey) } });
    }
    return data;
  }, [mutateAsync, invalidate, hookInvalidates]);
  const post = useCallback(<T = unknown>(url: string, body: object, options: PostOptions = {}): Promise<T> => {
    const key = sameWriteKey(url, body, options);
    const inFlight = key === null ? undefined : running.current.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const sent = send(url, body, options).finally(() => { if (key !== null) running.current.delete(key); });
    if (key !== null) running.current.set(key, sent);
    return sent as Promise<T>;
  }, [send]);
  return { post, posting: mutation.isPending };
}

/** What makes two writes the same one (null: a body that is not JSON, e.g. a streamed file, is never shared). */
export function sameWriteKey(url: string, body: object, options: PostOptions): string | null {
  if (options.contentType && options.contentType !== 'application/json') return null;
  try {
    return `${url}\u0000${JSON.stringify(body)}\u0000${options.idempotencyKey ?? ''}`;
  } catch {
    return null;
  }
}
