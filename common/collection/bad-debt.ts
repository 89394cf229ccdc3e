/**
 * The bad-debt library (BadDebtManagement v1, BadDebtManagementNew v2): cases moved in with a reason and approved
 * by someone other than the requester (the case closes and leaves every queue), rejected, or moved out again (the
 * case reopens).
 */
import { z } from 'zod';
import type { FilterDef } from '../lists/filters';
import { idBody, requiredText } from '../money/money-inputs';
import { BAD_DEBT_STATUSES, type CollectionSystem } from './statuses';
import { systemQuery } from './deduction';

export type BadDebtStatus = (typeof BAD_DEBT_STATUSES)[number];
export const BAD_DEBT_SCREENS: Record<CollectionSystem, string> = {
  v1: 'CollectionSystem/BadDebtManagement',
  v2: 'CollectionSystemNew/BadDebtManagementNew',
};
export const BAD_DEBT_URLS = {
  list: 'badDebt/list', moveIn: 'badDebt/moveIn', approve: 'badDebt/approve', reject: 'badDebt/reject', moveOut: 'badDebt/moveOut',
  merchants: 'badDebt/options/merchants',
} as const;
export const BAD_DEBT_REASON_MAX = 200;
/** At most this many cases in one move-in. */
const BAD_DEBT_BATCH_MAX = 200;

/** By case numbers typed or pasted, or by the cases selected elsewhere (ids). */
export const badDebtMoveInSchema = z.object({
  caseNos: z.array(z.string().trim().min(1).max(64)).max(BAD_DEBT_BATCH_MAX, 'validation.maxItems').default([]),
  caseIds: z.array(z.number().int().positive()).max(BAD_DEBT_BATCH_MAX, 'validation.maxItems').default([]),
  reason: requiredText(BAD_DEBT_REASON_MAX),
}).extend(systemQuery.shape).refine((b) => b.caseNos.length + b.caseIds.length > 0, { message: 'badDebt:errors.noCases', path: ['caseNos'] });
export type BadDebtMoveInInput = z.infer<typeof badDebtMoveInSchema>;
export const badDebtDecideSchema = idBody.extend({ remark: z.string().trim().max(BAD_DEBT_REASON_MAX).optional() });
export const badDebtMoveOutSchema = idBody.extend({ reason: requiredText(BAD_DEBT_REASON_MAX) });

export const BAD_DEBT_FILTERS = [
  { name: 'caseNo', kind: 'text', match: 'prefix' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'status', kind: 'choice', values: BAD_DEBT_STATUSES, labels: 'collection:options.badDebtStatus' },
  { name: 'merchantId', kind: 'lookup', url: BAD_DEBT_URLS.merchants, numeric: true },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

/** Per case of a move-in: the entry made, or why not. */
export interface BadDebtMoveInResult {
  caseNo: string;
  ok: boolean;
  message?: string;
}

export interface BadDebtRow {
  id: number;
  system: CollectionSystem;
  caseId: number;
  caseNo: string;
  level: string;
  orderNo: string;
  customerName: string;
  merchantName: string;
  overdueDays: number;
  /** Owed when moved in, and today. */
  amountCents: number;
  amountDueCents: number;
  reason: string;
  status: BadDebtStatus;
  applicantName: string | null;
  ownApplication: boolean;
  approverName: string | null;
  approvedAt: string | null;
  movedOutByName: string | null;
  movedOutAt: string | null;
  moveOutReason: string | null;
  createdAt: string;
}
