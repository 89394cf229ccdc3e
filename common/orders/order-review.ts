/** RejectOrderReview (orderReview): re-review applications for approval-rejected orders. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { orderOptionsUrl } from './order-options';
import { ORDER_NO_PATTERN } from './order-salvage';

export const RE_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReReviewStatus = (typeof RE_REVIEW_STATUSES)[number];
export const RE_REVIEW_TEXT_MAX = 200;

const remark = z.string().trim().max(RE_REVIEW_TEXT_MAX, 'validation.maxLength');

export const reReviewApplySchema = z.object({
  orderNo: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').regex(ORDER_NO_PATTERN, 'orderReview:errors.orderNoFormat'),
  reason: remark.min(1, 'validation.required'),
});

export const reReviewApproveSchema = z.object({ id: z.number().int().positive(), remark: remark.optional() });
/** A refused application says why. */
export const reReviewRejectSchema = z.object({ id: z.number().int().positive(), remark: remark.min(1, 'validation.required') });

/** RejectOrderReview's filters, declared once: the filter bar and the list's query schema derive from them. */
export const RE_REVIEW_FILTERS = [
  { name: 'status', kind: 'choice', values: RE_REVIEW_STATUSES, labels: 'orderReview:status' },
  { name: 'merchantId', kind: 'lookup', url: orderOptionsUrl('merchants') },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
] as const satisfies readonly FilterDef[];

export const reReviewListQuerySchema = filterQuerySchema(RE_REVIEW_FILTERS).extend({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  merchantId: z.coerce.number().int().optional(),
});
export type ReReviewListQuery = z.infer<typeof reReviewListQuerySchema>;

/** A merchant's applications today (EAT day): spec 5, "daily submitted and remaining counts". */
export interface ReReviewDailyCount {
  merchantId: number;
  merchantName: string;
  /** No config, or a disabled one: applications are refused. */
  open: boolean;
  dailyLimit: number;
  submitted: number;
  remaining: number;
}

export interface ReReviewApplicationRow {
  id: number;
  orderId: number;
  orderNo: string;
  customerName: string;
  merchantId: number;
  merchantName: string;
  refuseCode: string | null;
  orderStatus: number;
  reason: string;
  status: ReReviewStatus;
  submittedDay: string;
  applicantName: string;
  /** The caller applied: they may not decide it. */
  ownApplication: boolean;
  deciderName: string | null;
  decidedAt: string | null;
  decisionRemark: string | null;
  createdAt: string;
}
