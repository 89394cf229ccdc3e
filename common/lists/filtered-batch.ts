/**
 * "All filtered rows": a batch action sent with the list's filter (the parameters the list itself sends,
 * parsed by the list's own derived schema) instead of ids. The server resolves the ids page by page, refuses
 * more than FILTERED_BATCH_CAP, and refuses when the count is no longer the one the user confirmed.
 */
import { z } from 'zod';

/** Rows one "all filtered rows" action may cover; a filter matching more is refused (narrow it). */
export const FILTERED_BATCH_CAP = 5_000;

/** Message keys (errors.json) of the refusals. */
export const FILTERED_BATCH_ERRORS = {
  tooMany: 'errors.filteredTooMany',
  countChanged: 'errors.filteredCountChanged',
} as const;

/** The count the user confirmed ("Disburse 120 orders, KES …?"). */
export const expectedCountSchema = z.coerce.number().int().min(1, 'validation.selectFirst').max(FILTERED_BATCH_CAP, 'validation.maxValue');

/** What a filtered action would cover, asked before its confirmation. */
export interface FilteredBatchPreview {
  count: number;
  totalCents: number;
}
