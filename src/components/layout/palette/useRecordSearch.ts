/**
 * The palette's record search (search/records) through Refine's useCustom, the text as the query key: the
 * request waits until typing pauses (SEARCH_PAUSE_MS), and each answer is kept under its own text, so a late
 * answer to an older text never takes the place of the newer one. While the next answer loads, the last stays.
 */
import { useCustom } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { SEARCHED_MAX, type RecordResult, type RecordSearchAnswer } from '../../../../common/search/records';

/** Short enough that an answer (a few ms on the demo data, under 35 ms at a million orders) shows within 100 ms of the last key. */
const SEARCH_PAUSE_MS = 60;
/** Fewer characters than this would match too much to be a record the user means (and a screen name is being typed). */
const SEARCH_MIN = 3;
const NONE: RecordResult[] = [];

export function useRecordSearch(search: string) {
  const text = search.trim();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = settled.length >= SEARCH_MIN && settled.length <= SEARCHED_MAX;
  const { query } = useCustom<RecordSearchAnswer>({
    url: 'search/records', method: 'get', config: { query: { q: settled } }, errorNotification: false,
    queryOptions: { enabled, retry: false, staleTime: 30_000, placeholderData: (previous) => previous },
  });
  const records = enabled && text.length >= SEARCH_MIN ? query.data?.data?.records ?? NONE : NONE;
  return { records, searching: text.length >= SEARCH_MIN && (settled !== text || query.isFetching) };
}
