/**
 * MyAudit: the signed-in auditor's own queue. The server always narrows the list to orders allocated to
 * the caller; any auditor filter sent is ignored.
 */
import { z } from 'zod';
import { ORDER_STATUS } from './order-status';
import { orderListQuerySchema } from './order-query';

/** Pending review by default; the decided ones (approved, rejected) as history. */
export const MY_AUDIT_STATUSES: readonly number[] = [ORDER_STATUS.pendingReview, ORDER_STATUS.pendingDisbursement, ORDER_STATUS.approvalRejected];
export const MY_AUDIT_DECIDED: readonly number[] = [ORDER_STATUS.pendingDisbursement, ORDER_STATUS.approvalRejected];

/** Next call time: overdue (before now) or scheduled for today (East Africa Time). */
export const NEXT_CALL_DUE = ['overdue', 'today'] as const;
export type NextCallDue = (typeof NEXT_CALL_DUE)[number];

export const myAuditQuerySchema = orderListQuerySchema.pick({
  orderNo: true, customerName: true, phone: true, status: true, applyDayFrom: true, applyDayTo: true, loanType: true,
  current: true, size: true,
}).extend({
  nextCallDue: z.enum(NEXT_CALL_DUE, { message: 'validation.option' }).optional().or(z.literal('').transform(() => undefined)),
});

export type MyAuditQuery = z.infer<typeof myAuditQuerySchema>;

/** The summary strip: orders waiting, calls due now, decisions made today. */
export interface MyAuditSummary {
  pending: number;
  dueCalls: number;
  decidedToday: number;
}
