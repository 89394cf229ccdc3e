/**
 * The server half of "all filtered rows" (common/lists/filtered-batch.ts): the list's filter resolved to at most
 * FILTERED_BATCH_CAP rows, and the count the user confirmed checked against what the filter holds now. Every
 * filtered batch action goes through these two, so the refusals read and answer alike.
 */
import { FILTERED_BATCH_CAP, FILTERED_BATCH_ERRORS } from '../../common/lists/filtered-batch';
import { conflict, validationError } from './errors';

/** Rows a filtered action may ask its repository for: one more than the cap, so "too many" can be told. */
export const FILTERED_FETCH_LIMIT = FILTERED_BATCH_CAP + 1;

const PAGE = 1000;

/** The rows (fetched with FILTERED_FETCH_LIMIT), or the refusal naming the cap when there are more than it. */
export function withinCap<T>(rows: T[]): T[] {
  if (rows.length > FILTERED_BATCH_CAP) throw validationError(FILTERED_BATCH_ERRORS.tooMany, { cap: FILTERED_BATCH_CAP.toLocaleString('en') });
  return rows;
}

/** Ids read page by page after a cursor (`page(after, limit)`, ascending), stopping once past the cap. */
export async function collectFilteredIds(page: (after: number, limit: number) => Promise<number[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let after = 0; ;) {
    const rows = await page(after, PAGE);
    ids.push(...rows);
    if (rows.length < PAGE || ids.length > FILTERED_BATCH_CAP) return withinCap(ids);
    after = rows[rows.length - 1];
  }
}

/** Refuses when the filter no longer holds the count the user confirmed. */
export function assertConfirmedCount(actual: number, expected: number): void {
  if (actual !== expected) throw conflict(FILTERED_BATCH_ERRORS.countChanged, { expected, actual });
}
