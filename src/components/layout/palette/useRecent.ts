/**
 * The user's recent records and searches (search/recent), read while the palette is open with an empty box, and
 * each record opened from a search told to the server (search/opened), which keeps it as its own search found it.
 * Both through Refine's data hooks.
 */
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useCallback } from 'react';
import type { RecentAnswer, RecentRecord, RecordResult } from '../../../../common/search/records';

const NONE: RecentAnswer = { records: [], searches: [] };

/** A recent record as a result row: what it is, its merchant, the day it was last opened (no status or amount kept). */
export const recentAsResult = (r: RecentRecord): RecordResult => ({ ...r, status: null, merchantId: null, amountCents: null, at: r.openedAt });

export function useRecent(shown: boolean) {
  const { query } = useCustom<RecentAnswer>({
    url: 'search/recent', method: 'get', errorNotification: false,
    queryOptions: { enabled: shown, retry: false, staleTime: 0 },
  });
  const { mutate } = useCustomMutation();
  const remember = useCallback((q: string, record: RecordResult) => mutate({
    url: 'search/opened', method: 'post', values: { q: q.trim(), kind: record.kind, id: record.id },
    meta: { silent: true }, successNotification: false, errorNotification: false,
  }), [mutate]);
  return { recent: (shown && query.data?.data) || NONE, remember };
}
