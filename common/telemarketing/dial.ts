/** Telemarketing work (dial tasks, attribution, approvals): the fixed choices, shared by server and screens. */
import type { FilterDef } from '../lists/filters';

/** Spec 4 "Customer intent". */
export const TM_INTENTS = ['noDemand', 'willing', 'notConnected', 'unclear', 'unwilling', 'numberFault'] as const;
export type TmIntent = (typeof TM_INTENTS)[number];
/**
 * Abandoned by rule when a follow-up is recorded (the abandonReason codes of the option list): a number fault at
 * once, and a number not connected on this many follow-ups in a row. Recycling brings an entry back.
 */
export const TM_ABANDON_RULES = { numberFault: 'wrongNumber', notConnected: 'unreachable', notConnectedInARow: 3 } as const;
/** Spec 4 "Follow-up". */
export const TM_FOLLOW_STATUSES = ['notFollowed', 'followed'] as const;
/** How a telemarketer touched a prospect; InboundOrderConfig chooses which count for attribution. */
export const TM_TOUCH_CHANNELS = ['callCentre', 'telLink', 'manual'] as const;
export type TmTouchChannel = (typeof TM_TOUCH_CHANNELS)[number];
export const TM_TOUCH_MODELS = ['first', 'last'] as const;
export const TM_ACTIVITY_TYPES = ['reward', 'discount_coupon', 'increase_loan_limit_coupon'] as const;
/** Spec 4 "Coupon application": pending, approved, rejected. */
export const TM_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TM_WORKING_STATUSES = ['working', 'resting'] as const;

/** Attribution defaults for a merchant without its own InboundOrderConfig row. */
export const TM_DEFAULT_WINDOW_DAYS = 7;
export const TM_MAX_WINDOW_DAYS = 90;

export const DIAL_TASK_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'followStatus', kind: 'choice', values: TM_FOLLOW_STATUSES, labels: 'telemarketingWork:options.followStatus' },
  { name: 'intent', kind: 'choice', values: TM_INTENTS, labels: 'telemarketingWork:options.intent' },
  { name: 'userId', kind: 'lookup', url: 'dialTask/telemarketerOptions', numeric: true },
] as const satisfies readonly FilterDef[];

export const APPROVAL_FILTERS = [
  { name: 'status', kind: 'choice', values: TM_APPROVAL_STATUSES, labels: 'telemarketingWork:options.approvalStatus' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const ATTRIBUTION_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const DIAL_TASK_SCREEN = 'TelemarketingSystem/DialTask';
export const APPROVAL_SCREEN = 'TelemarketingSystem/Approval';
export const MY_INCOMING_SCREEN = 'TelemarketingSystem/MyIncoming';
export const MY_LOAN_SCREEN = 'TelemarketingSystem/MyLoan';
/** Most entries one assignment moves. */
export const DIAL_ASSIGN_MAX = 500;

export interface DialTaskRow {
  entryId: number;
  phone: string;
  customerId: number | null;
  customerName: string | null;
  userId: number;
  telemarketerName: string;
  assignedAt: string;
  followStatus: (typeof TM_FOLLOW_STATUSES)[number];
  intent: TmIntent | null;
  nextCallAt: string | null;
  lastCallAt: string | null;
  followCount: number;
  remark: string | null;
}

export interface IncomingRow {
  key: string;
  customerId: number;
  customerName: string;
  phone: string;
  merchantName: string;
  /** registered or applied: what the touch brought. */
  kind: 'registered' | 'applied';
  at: string;
  orderNo: string | null;
  telemarketerName: string;
  touchAt: string;
  channel: TmTouchChannel;
}

export interface AttributedLoanRow extends Omit<IncomingRow, 'kind'> {
  loanAmountCents: number;
  lendingAt: string;
  /** The order's status (ORDER_STATUS): lent, settled, overdue… */
  status: number;
}
