/** The columns of DialTask, Approval, MyIncoming and MyLoan, declared once (common/lists/declared-columns.ts). */
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { AttributedLoanRow, DialTaskRow, IncomingRow } from './dial';

const NS = 'telemarketingWork';
const opt = (name: string) => ({ labels: `${NS}:options.${name}` });

const d = valuesOf<DialTaskRow>(NS);
export const DIAL_TASK_COLUMNS = [
  columnOf('phone', [d('phone'), d('customerName')]),
  columnOf('telemarketerName', [d('telemarketerName')]),
  columnOf('followStatus', [d('followStatus', 'label', opt('followStatus'))]),
  columnOf('intent', [d('intent', 'label', opt('intent'))]),
  columnOf('nextCallAt', [d('nextCallAt', 'time')]),
  columnOf('lastCallAt', [d('lastCallAt', 'time')]),
  columnOf('followCount', [d('followCount', 'int')]),
  columnOf('assignedAt', [d('assignedAt', 'time')]),
  columnOf('remark', [d('remark')]),
];
export const DIAL_TASK_HIDDEN_FIRST: readonly string[] = ['lastCallAt', 'assignedAt', 'remark'];

export interface ApprovalRow {
  id: number;
  activityName: string;
  activityType: string;
  customerName: string;
  phone: string;
  amountCents: number;
  validDays: number;
  reason: string | null;
  status: string;
  requesterName: string;
  requestedAt: string;
  reviewerName: string | null;
  reviewedAt: string | null;
  reviewRemark: string | null;
  couponNo: string | null;
  /** An approved reward: the order whose wallet received it. */
  rewardOrderNo: string | null;
  ownRequest: boolean;
}

const a = valuesOf<ApprovalRow>(NS);
export const APPROVAL_COLUMNS = [
  columnOf('activityName', [a('activityName'), a('activityType', 'label', opt('activityType'))]),
  columnOf('customerName', [a('customerName'), a('phone')]),
  columnOf('amountCents', [a('amountCents', 'money')]),
  columnOf('status', [a('status', 'label', opt('approvalStatus'))]),
  columnOf('requesterName', [a('requesterName'), a('requestedAt', 'time')]),
  columnOf('reviewerName', [a('reviewerName'), a('reviewedAt', 'time')]),
  columnOf('couponNo', [a('couponNo')]),
  columnOf('rewardOrderNo', [a('rewardOrderNo')]),
  columnOf('reason', [a('reason')]),
  columnOf('reviewRemark', [a('reviewRemark')]),
];
export const APPROVAL_HIDDEN_FIRST: readonly string[] = ['reason', 'reviewRemark', 'couponNo', 'rewardOrderNo'];

const i = valuesOf<IncomingRow>(NS);
export const INCOMING_COLUMNS = [
  columnOf('customerName', [i('customerName'), i('phone')]),
  columnOf('kind', [i('kind', 'label', opt('kind')), i('orderNo')]),
  columnOf('at', [i('at', 'time')]),
  columnOf('telemarketerName', [i('telemarketerName')]),
  columnOf('touchAt', [i('touchAt', 'time'), i('channel', 'label', opt('channel'))]),
  columnOf('merchantName', [i('merchantName')]),
];

const l = valuesOf<AttributedLoanRow>(NS);
export const LOAN_COLUMNS = [
  columnOf('customerName', [l('customerName'), l('phone')]),
  columnOf('orderNo', [l('orderNo')]),
  columnOf('loanAmountCents', [l('loanAmountCents', 'money')]),
  columnOf('status', [l('status', 'label', { labels: 'order:status' })]),
  columnOf('lendingAt', [l('lendingAt', 'time')]),
  columnOf('at', [l('at', 'time')]),
  columnOf('telemarketerName', [l('telemarketerName')]),
  columnOf('touchAt', [l('touchAt', 'time'), l('channel', 'label', opt('channel'))]),
  columnOf('merchantName', [l('merchantName')]),
];
