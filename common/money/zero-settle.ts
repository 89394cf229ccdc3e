/**
 * RepaymentManagement's zero settlement over all filtered rows: the bill list's filter (billFilterSchema, the
 * list's own derived schema) with the count the user confirmed, and the per-bill results.
 */
import { z } from 'zod';
import { expectedCountSchema } from '../lists/filtered-batch';
import { billFilterSchema } from './repay-lists';

export const zeroSettleFilteredSchema = z.object({ filter: billFilterSchema.prefault({}), expectedCount: expectedCountSchema });
export type ZeroSettleFilteredBody = z.infer<typeof zeroSettleFilteredSchema>;

/** What became of one bill: settled to 0 (its flow and what was forgiven), or refused and why. */
export interface ZeroSettleItemResult {
  billId: number;
  billNo: string;
  ok: boolean;
  flowNo?: string;
  waivedCents?: number;
  errorKey?: string;
  errorParams?: Record<string, string | number>;
  /** The refusal in the caller's language (added when answering). */
  message?: string;
}

export interface ZeroSettleFilteredAnswer {
  results: ZeroSettleItemResult[];
  settled: number;
  waivedCents: number;
}
