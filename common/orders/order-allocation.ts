/** OrderAllocation's requests and answers, shared by the server and the screen. */
import { z } from 'zod';
import { expectedCountSchema, FILTERED_BATCH_CAP, type FilteredBatchPreview } from '../lists/filtered-batch';
import { orderFilterSchema } from './order-query';

/** Orders one allocation call handles: a larger selection is refused, and so is a larger filter (errors.filteredTooMany). */
export const ALLOCATION_CAP = FILTERED_BATCH_CAP;

export const MANUAL_ALLOCATION_ACTIONS = ['allocate', 'reallocate'] as const;
export type ManualAllocationAction = (typeof MANUAL_ALLOCATION_ACTIONS)[number];

const id = z.coerce.number().int().positive();

export const allocateOrdersSchema = z.object({
  orderIds: z.array(id).min(1, 'orderAllocation:errors.noneSelected'),
  auditorId: id,
  action: z.enum(MANUAL_ALLOCATION_ACTIONS),
});

/** "All filtered rows" (common/lists/filtered-batch.ts): the list's filter and the count the user confirmed. */
export const allocateFilteredSchema = z.object({
  filter: orderFilterSchema.prefault({}),
  expectedCount: expectedCountSchema,
  auditorId: id,
  action: z.enum(MANUAL_ALLOCATION_ACTIONS),
});
/** How many orders of the filter an action would cover, asked before its confirmation. */
export const allocateFilteredPreviewSchema = orderFilterSchema.extend({ action: z.enum(MANUAL_ALLOCATION_ACTIONS) });
export type AllocationPreview = Pick<FilteredBatchPreview, 'count'>;

export const autoAllocateSchema = z.object({ filter: orderFilterSchema.prefault({}) });

export interface AllocationItemResult {
  orderId: number;
  orderNo: string | null;
  outcome: 'allocated' | 'reallocated' | 'skipped';
  /** i18n key of why an order was skipped (orderAllocation:reasons.*). */
  reason?: string;
  auditorName?: string;
}

export interface AllocationSummary {
  results: AllocationItemResult[];
  allocated: number;
  skipped: number;
  /** Schedules drive work (issue 34): the chosen auditor is off shift today (allowed by hand, said here). */
  warnings?: { key: string; params: Record<string, string | number> }[];
}

/** An auditor a supervisor may choose, with today's allocations against their daily limit. */
export interface AuditorChoice {
  value: number;
  label: string;
  today: number;
  dailyLimit: number;
  merchantIds: number[];
  loanTypes: 'all' | 'first' | 'repeat';
  autoAllocation: boolean;
}
