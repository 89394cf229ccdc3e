/**
 * ListLibraryManage's round-robin distribution and saved lists (issue 16). Distribution gives the chosen, or all
 * filtered, unassigned customers to the online agents in turn, continuing after the agent the last distribution
 * ended on; a saved list is a name for a library filter (its rule). Docs: docs/customer-service.md.
 */
import { z } from 'zod';
import { expectedCountSchema } from '../lists/filtered-batch';
import { CS_ASSIGN_MAX, listLibraryFilterSchema } from './list-library';

const id = z.number({ message: 'validation.required' }).int().positive();

/** Chosen customers, or the list's filter (only its unassigned customers are distributed) with the confirmed count. */
export const distributeTargetSchema = z.object({
  customerIds: z.array(id).min(1, 'validation.selectFirst').max(CS_ASSIGN_MAX, 'validation.maxValue').optional(),
  filter: listLibraryFilterSchema.prefault({}).optional(),
});
export const distributeSchema = distributeTargetSchema.extend({ expectedCount: expectedCountSchema.optional() });
export type DistributeTarget = z.infer<typeof distributeTargetSchema>;
export type DistributeBody = z.infer<typeof distributeSchema>;

/** What a distribution would cover, asked before its confirmation: how many customers, among which agents. */
export interface DistributePreview {
  count: number;
  agents: { agentUserId: number; agentName: string }[];
}

export const DISTRIBUTE_OUTCOMES = ['assigned', 'alreadyAssigned', 'notInLibrary', 'noAgent'] as const;
export type DistributeOutcome = (typeof DISTRIBUTE_OUTCOMES)[number];

export interface DistributeItem {
  customerId: number;
  customerNo: string | null;
  outcome: DistributeOutcome;
  agentUserId: number | null;
  agentName: string | null;
}

export interface DistributeResult {
  distributed: number;
  skipped: number;
  perAgent: { agentUserId: number; agentName: string; count: number }[];
  items: DistributeItem[];
}

export const SAVED_LIST_NAME_MAX = 30;

export const savedListSchema = z.object({
  name: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(SAVED_LIST_NAME_MAX, 'validation.maxLength'),
  filter: listLibraryFilterSchema.prefault({}),
});
export type SavedListBody = z.infer<typeof savedListSchema>;
export const savedListIdSchema = z.object({ id });

export interface SavedListRow {
  id: number;
  name: string;
  filter: Record<string, string | number>;
  count: number;
  createdByName: string | null;
  createdAt: string;
}
