/** The billing lists' columns, declared once: the tables and the xlsx exports derive from them. */
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { ConsumptionRow, RechargeRow } from './billing';

const r = valuesOf<RechargeRow>('merchantBilling');
const c = valuesOf<ConsumptionRow>('merchantBilling');
const title = (field: string) => ({ title: `merchantBilling:fields.${field}` });

export const RECHARGE_COLUMNS = [
  columnOf('rechargeNo', [r('rechargeNo'), r('recordedAt', 'time')]),
  columnOf('merchantId', [r('merchantName', 'text', title('merchantId'))]),
  columnOf('amount', [r('amountCents', 'money', title('amount'))]),
  columnOf('channel', [r('channel', 'label', { labels: 'merchantBilling:options.channel' }), r('channelRef')]),
  columnOf('status', [r('status', 'label', { labels: 'merchantBilling:options.status' })]),
  columnOf('recordedBy', [r('recordedByName', 'text', title('recordedBy')), r('remark')]),
  columnOf('reviewedBy', [r('reviewedByName', 'text', title('reviewedBy')), r('reviewedAt', 'time'), r('reviewRemark')]),
  columnOf('balanceAfter', [r('balanceAfterCents', 'money', title('balanceAfter'))]),
];

export const CONSUMPTION_COLUMNS = [
  columnOf('consumptionNo', [c('consumptionNo'), c('at', 'time')]),
  columnOf('merchantId', [c('merchantName', 'text', title('merchantId'))]),
  columnOf('typeId', [c('typeName', 'text', title('typeId')), c('typeCode', 'text', title('code'))]),
  columnOf('basis', [c('basis', 'label', { labels: 'merchantBilling:options.basis' })]),
  columnOf('orderNo', [c('orderNo')]),
  columnOf('quantity', [c('quantity', 'int')]),
  columnOf('unitPrice', [c('unitPriceCents', 'money', title('unitPrice'))]),
  columnOf('amount', [c('amountCents', 'money', title('amount'))]),
  columnOf('balanceAfter', [c('balanceAfterCents', 'money', title('balanceAfter'))]),
  columnOf('referenceKey', [c('referenceKey'), c('actorName', 'text', title('actor')), c('remark')]),
];

export const ACQUISITION_COLUMNS = [
  columnOf('orderNo', [c('orderNo'), c('at', 'time')]),
  columnOf('merchantId', [c('merchantName', 'text', title('merchantId'))]),
  columnOf('loanAmount', [c('loanAmountCents', 'money', title('loanAmount'))]),
  columnOf('typeId', [c('typeName', 'text', title('typeId')), c('typeCode', 'text', title('code'))]),
  columnOf('amount', [c('amountCents', 'money', title('amount'))]),
  columnOf('balanceAfter', [c('balanceAfterCents', 'money', title('balanceAfter'))]),
  columnOf('consumptionNo', [c('consumptionNo')]),
];

/** Left out of the first view at 1280 px (the column chooser shows them). */
export const RECHARGE_HIDDEN_FIRST: readonly string[] = ['reviewedBy', 'balanceAfter'];
export const CONSUMPTION_HIDDEN_FIRST: readonly string[] = ['referenceKey', 'quantity', 'unitPrice'];
