/**
 * ReconciliationManagement (reconciliation): our payouts and collections of one EAT day against one channel's
 * statement of the same day. Shared by the server's validation and the screen.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { isEatDay } from '../eat-day';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { PAYMENT_CHANNELS, RECONCILIATION_OUTCOMES, type PaymentChannel } from './statuses';

export type ReconciliationOutcome = (typeof RECONCILIATION_OUTCOMES)[number];
export const RECONCILIATION_DIRECTIONS = ['payout', 'collection'] as const;
export type ReconciliationDirection = (typeof RECONCILIATION_DIRECTIONS)[number];

const requiredDay = z.string({ message: 'validation.required' }).trim().refine(isEatDay, 'validation.date');
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'validation.option' }).optional().or(z.literal('').transform(() => undefined));
const paging = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const reconciliationRunSchema = z.object({
  channel: z.enum(PAYMENT_CHANNELS, { message: 'validation.option' }),
  day: requiredDay,
});
export type ReconciliationRunInput = z.infer<typeof reconciliationRunSchema>;

/** The runs list's filters: the channel and the reconciled EAT days. */
export const RECONCILIATION_FILTERS = [
  { name: 'channel', kind: 'choice', values: PAYMENT_CHANNELS, labels: 'reconciliation:options.channel' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const reconciliationListQuerySchema = filterQuerySchema(RECONCILIATION_FILTERS).extend(paging);
export type ReconciliationListQuery = z.infer<typeof reconciliationListQuerySchema>;

export const reconciliationItemsQuerySchema = z.object({ ...paging, outcome: optionalEnum(RECONCILIATION_OUTCOMES) });
export type ReconciliationItemsQuery = z.infer<typeof reconciliationItemsQuerySchema>;

export interface ReconciliationCounts {
  matched: number;
  missingInChannel: number;
  missingInBooks: number;
  amountDiffers: number;
}

export interface ReconciliationRunRow extends ReconciliationCounts {
  id: number;
  channel: PaymentChannel;
  day: string;
  oursCents: number;
  theirsCents: number;
  runByName: string | null;
  at: string;
}

/** What a run answers: the stored run, plus what was left out because it is not settled yet (not stored). */
export interface ReconciliationRunResult extends ReconciliationRunRow {
  /** Statement lines or our records still pending (in progress) on either side; reconciled on a later run. */
  pending: number;
  /** The channel and day had been reconciled before; that run's items were replaced. */
  replaced: boolean;
}

export interface ReconciliationItemRow {
  id: number;
  outcome: ReconciliationOutcome;
  direction: ReconciliationDirection;
  /** Our reference of a payout, our flow number of a collection, or the statement's reference when not ours. */
  reference: string | null;
  thirdPartyCode: string | null;
  oursCents: number | null;
  theirsCents: number | null;
  orderId: number | null;
  orderNo: string | null;
}
