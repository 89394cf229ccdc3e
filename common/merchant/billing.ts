/**
 * A merchant's prepaid account (MerchantSystem): recharges in, consumption out, declared once for the server's
 * inputs and the screens' filters. Amounts are integer cents; the forms take KES.
 */
import { z } from 'zod';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { formatKes } from '../money';
import { idBody, moneyCents, optionalText, pageQuery, requiredText } from '../money/money-inputs';
import { receiptProblem } from '../money/payment-reference';

export const BILLING_SCREENS = {
  types: 'MerchantSystem/ConsumptionTypeConfig',
  recharges: 'MerchantSystem/RechargeRecord',
  consumptions: 'MerchantSystem/ConsumptionRecord',
  acquisitions: 'MerchantSystem/OrderAcquireManagement',
} as const;

/** What a consumption type is charged for: an order the intake passes to the merchant, a machine review, an SMS, or by hand. */
export const CONSUMPTION_BASES = ['acquiredOrder', 'riskQuery', 'sms', 'manual'] as const;
export type ConsumptionBasis = (typeof CONSUMPTION_BASES)[number];

export const RECHARGE_CHANNELS = ['mpesa', 'bank', 'airtel'] as const;
export const RECHARGE_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/** One recharge at most KES 100,000,000; an allowed overdraft at most KES 10,000,000. */
export const MAX_RECHARGE_CENTS = 10_000_000_000;
export const MAX_OVERDRAFT_CENTS = 1_000_000_000;
export const MAX_CHARGE_QUANTITY = 100_000;
export const BILLING_TEXT_MAX = 200;
export const REFERENCE_PATTERN = /^[A-Za-z0-9_./-]{4,64}$/;

export const BILLING_URLS = {
  merchants: 'merchantBilling/merchants',
  types: 'merchantBilling/types',
  balances: 'merchantBilling/balances',
  recharges: 'merchantBilling/recharges',
  rechargeTotals: 'merchantBilling/recharges/totals',
  consumptions: 'merchantBilling/consumptions',
  consumptionTotals: 'merchantBilling/consumptions/totals',
  acquisitions: 'merchantBilling/acquisitions',
  acquisitionTotals: 'merchantBilling/acquisitions/totals',
} as const;

/** Reads a write changes beside the lists: the balances and the totals. */
export const BILLING_READS = [BILLING_URLS.balances, BILLING_URLS.rechargeTotals, BILLING_URLS.consumptionTotals, BILLING_URLS.acquisitionTotals];

const merchantFilter = { name: 'merchantId', kind: 'lookup', url: BILLING_URLS.merchants, numeric: true } as const;
const daysFilter = { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' } as const;

export const RECHARGE_FILTERS = [
  merchantFilter,
  { name: 'reference', kind: 'text', match: 'prefix' },
  { name: 'status', kind: 'choice', values: RECHARGE_STATUSES, labels: 'merchantBilling:options.status' },
  { name: 'channel', kind: 'choice', values: RECHARGE_CHANNELS, labels: 'merchantBilling:options.channel' },
  daysFilter,
] as const satisfies readonly FilterDef[];

export const CONSUMPTION_FILTERS = [
  merchantFilter,
  { name: 'reference', kind: 'text', match: 'prefix' },
  { name: 'typeId', kind: 'lookup', url: BILLING_URLS.types, numeric: true },
  { name: 'basis', kind: 'choice', values: CONSUMPTION_BASES, labels: 'merchantBilling:options.basis' },
  daysFilter,
] as const satisfies readonly FilterDef[];

export const ACQUISITION_FILTERS = [
  merchantFilter,
  { name: 'reference', kind: 'text', match: 'prefix' },
  { name: 'typeId', kind: 'lookup', url: BILLING_URLS.types, numeric: true },
  daysFilter,
] as const satisfies readonly FilterDef[];

export const rechargeFilterSchema = filterQuerySchema(RECHARGE_FILTERS);
export type RechargeFilter = z.infer<typeof rechargeFilterSchema>;
export const rechargeListSchema = pageQuery.extend(rechargeFilterSchema.shape);

export const consumptionFilterSchema = filterQuerySchema(CONSUMPTION_FILTERS);
export type ConsumptionFilter = z.infer<typeof consumptionFilterSchema> & { acquisitionsOnly?: boolean };
export const consumptionListSchema = pageQuery.extend(consumptionFilterSchema.shape);

export const acquisitionFilterSchema = filterQuerySchema(ACQUISITION_FILTERS);
export const acquisitionListSchema = pageQuery.extend(acquisitionFilterSchema.shape);

export const balanceQuerySchema = z.object({ merchantId: z.coerce.number().int().positive().optional() });

const merchantId = z.number({ message: 'validation.required' }).int().positive();

export const rechargeInputSchema = z.object({
  merchantId,
  amount: moneyCents,
  channel: z.enum(RECHARGE_CHANNELS, { message: 'validation.option' }),
  channelRef: requiredText(64).regex(REFERENCE_PATTERN, 'merchantBilling:errors.referenceFormat'),
  remark: optionalText(BILLING_TEXT_MAX),
}).superRefine((body, ctx) => {
  const receipt = receiptProblem(body.channel, body.channelRef);
  if (receipt) ctx.addIssue({ code: 'custom', path: ['channelRef'], message: receipt });
});
export type RechargeInput = z.infer<typeof rechargeInputSchema>;

export const rechargeConfirmSchema = idBody.extend({ remark: optionalText(BILLING_TEXT_MAX) });
export const rechargeRejectSchema = idBody.extend({ remark: requiredText(BILLING_TEXT_MAX) });

export const overdraftInputSchema = z.object({ merchantId, overdraft: moneyCents });
export type OverdraftInput = z.infer<typeof overdraftInputSchema>;

export const chargeInputSchema = z.object({
  merchantId,
  typeId: z.number({ message: 'validation.required' }).int().positive(),
  quantity: z.number({ message: 'validation.required' }).int('validation.integer').min(1, 'validation.minValue').max(MAX_CHARGE_QUANTITY, 'validation.maxValue'),
  reference: requiredText(64).regex(REFERENCE_PATTERN, 'merchantBilling:errors.referenceFormat'),
  remark: optionalText(BILLING_TEXT_MAX),
});
export type ChargeInput = z.infer<typeof chargeInputSchema>;

export interface MerchantBalance {
  merchantId: number;
  merchantName: string;
  /** False until the merchant's first recharge opens its prepaid account: not billed. */
  billed: boolean;
  balanceCents: number;
  overdraftCents: number;
  /** What it may still consume: balance plus allowed overdraft. */
  availableCents: number;
  pendingCents: number;
}

export interface RechargeRow {
  id: number;
  rechargeNo: string;
  merchantId: number;
  merchantName: string;
  amountCents: number;
  channel: string;
  channelRef: string;
  status: RechargeStatus;
  remark: string | null;
  recordedByName: string | null;
  recordedAt: string;
  reviewedByName: string | null;
  reviewedAt: string | null;
  reviewRemark: string | null;
  balanceAfterCents: number | null;
  /** The caller recorded it: someone else confirms it. */
  own: boolean;
}

export interface ConsumptionRow {
  id: number;
  consumptionNo: string;
  merchantId: number;
  merchantName: string;
  typeCode: string;
  typeName: string;
  basis: ConsumptionBasis;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  orderId: number | null;
  orderNo: string | null;
  orderStatus: number | null;
  loanAmountCents: number | null;
  referenceKey: string;
  balanceAfterCents: number;
  remark: string | null;
  actorName: string | null;
  at: string;
}

export interface BillingTotals {
  count: number;
  amountCents: number;
  /** Recharges only: confirmed and pending amounts. */
  confirmedCents?: number;
  pendingCents?: number;
}

/** A recharge above 0 and at most the cap; the same rule and message in the form and on the server. */
export function rechargeAmountProblem(cents: number | null): { key: string; params: Record<string, string> } | null {
  if (cents === null || cents <= 0 || cents > MAX_RECHARGE_CENTS) return { key: 'merchantBilling:errors.amountRange', params: { max: formatKes(MAX_RECHARGE_CENTS) } };
  return null;
}
