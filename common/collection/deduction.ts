/**
 * Waivers (deductions) of DeductionAmountManagement (v1) and DeductionAmountManagementNew (v2): a collector
 * proposes reducing components of a case's bill within the matching reduction strategy, a supervisor other than
 * the applicant approves (the waiver posts through the money core) or rejects. One service serves both systems.
 */
import { z } from 'zod';
import type { FilterDef } from '../lists/filters';
import { idBody, moneyCents, optionalText, requiredText } from '../money/money-inputs';
import type { Breakdown } from '../money/components';
import { COLLECTION_SYSTEMS, DEDUCTION_STATUSES, WAIVABLE_COMPONENTS, type CollectionSystem, type DeductionStatus, type WaivableComponent } from './statuses';

export const DEDUCTION_SCREENS: Record<CollectionSystem, string> = {
  v1: 'CollectionSystem/DeductionAmountManagement',
  v2: 'CollectionSystemNew/DeductionAmountManagementNew',
};
export const DEDUCTION_URLS = {
  list: 'deduction/list',
  preview: 'deduction/preview',
  apply: 'deduction/apply',
  approve: 'deduction/approve',
  reject: 'deduction/reject',
  /** An approved waiver undone: its flow rolled back, the bill owes the waived amount again. */
  reverse: 'deduction/reverse',
  merchants: 'deduction/options/merchants',
  applicants: 'deduction/options/applicants',
} as const;
export const DEDUCTION_TEXT_MAX = 200;

export const systemQuery = z.object({ system: z.enum(COLLECTION_SYSTEMS, { message: 'validation.option' }).default('v1') });

/** Amounts per component in KES; a component left out or 0 is not waived. */
const waiverComponentsSchema = z.object(Object.fromEntries(WAIVABLE_COMPONENTS.map((c) => [c, moneyCents.optional()])) as Record<WaivableComponent, z.ZodOptional<typeof moneyCents>>);

export const deductionApplySchema = z.object({
  caseId: z.number({ message: 'validation.required' }).int().positive(),
  components: waiverComponentsSchema,
  reason: requiredText(DEDUCTION_TEXT_MAX),
});
export type DeductionApplyInput = z.infer<typeof deductionApplySchema>;

export const deductionApproveSchema = idBody.extend({ remark: optionalText(DEDUCTION_TEXT_MAX) });
export const deductionRejectSchema = idBody.extend({ remark: requiredText(DEDUCTION_TEXT_MAX) });
export const deductionReverseSchema = idBody.extend({ reason: requiredText(DEDUCTION_TEXT_MAX) });
export const casePreviewQuery = z.object({ caseId: z.coerce.number().int().positive() });

export const DEDUCTION_FILTERS = [
  { name: 'caseNo', kind: 'text', match: 'prefix' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'status', kind: 'choice', values: DEDUCTION_STATUSES, labels: 'collection:options.deductionStatus' },
  { name: 'merchantId', kind: 'lookup', url: DEDUCTION_URLS.merchants, numeric: true },
  { name: 'requestedBy', kind: 'lookup', url: DEDUCTION_URLS.applicants, numeric: true },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];


/** What the apply dialog shows: the bill owed today and the strategy that limits the waiver (null: none applies). */
export interface WaiverPreview {
  caseId: number;
  caseNo: string;
  billNo: string;
  orderNo: string;
  system: CollectionSystem;
  level: string;
  overdueDays: number;
  owed: Breakdown;
  amountDueCents: number;
  pendingDeductionNo: string | null;
  strategy: { id: number; name: string; components: string[]; maxShareBp: number; capCents: number } | null;
}

export interface DeductionRow {
  id: number;
  deductionNo: string;
  system: CollectionSystem;
  caseId: number;
  caseNo: string;
  level: string;
  orderNo: string;
  billNo: string;
  customerName: string;
  merchantName: string;
  overdueDays: number;
  components: Partial<Record<WaivableComponent, number>>;
  totalCents: number;
  amountDueCents: number;
  strategyName: string | null;
  reason: string | null;
  status: DeductionStatus;
  requestedBy: number;
  applicantName: string | null;
  /** The caller proposed it: someone else decides. */
  ownApplication: boolean;
  reviewerName: string | null;
  reviewedAt: string | null;
  reviewRemark: string | null;
  flowNo: string | null;
  reversedByName: string | null;
  reversedAt: string | null;
  reverseReason: string | null;
  createdAt: string;
}
