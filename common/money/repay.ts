/**
 * What a repayment, a zero settlement and a rollback accept (rePayManage), written once for the server's
 * validation and the browser's form rules: amounts in KES with at most two decimals, the serial number
 * (payment code), and the repayment time as an East Africa Time wall clock.
 */
import { z } from 'zod';
import { parseMoneyInput } from '../money';
import { DATE_TIME_FORMAT, formatEat, parseEat } from '../time';
import { receiptProblem } from './payment-reference';
import { PAYMENT_CHANNELS, REPAY_TYPES, ROLLBACK_TYPES, type RepayType, type RollbackType } from './statuses';

/** The largest single repayment accepted: KES 10,000,000. */
export const MAX_REPAY_CENTS = 1_000_000_000;
export const MAX_ZERO_SETTLE_BILLS = 200;
export const REMARK_MAX = 200;
export const REASON_MAX = 200;
export const PAYMENT_CODE_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;
const EAT_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const REPAY_MESSAGES = {
  badAmount: 'repay:errors.badAmount',
  amountRequired: 'repay:errors.amountRequired',
  paymentCodeRequired: 'repay:errors.paymentCodeRequired',
  badPaymentCode: 'repay:errors.badPaymentCode',
  badRepaidAt: 'repay:errors.badRepaidAt',
  reasonRequired: 'repay:errors.reasonRequired',
} as const;

/** A typed amount → cents, or the key of what is wrong with it. */
export function repayAmountProblem(input: unknown): string | null {
  if (input === undefined || input === null || input === '') return REPAY_MESSAGES.amountRequired;
  if (typeof input !== 'string' && typeof input !== 'number') return REPAY_MESSAGES.badAmount;
  const cents = parseMoneyInput(input);
  return cents === null || cents < 0 || cents > MAX_REPAY_CENTS ? REPAY_MESSAGES.badAmount : null;
}

/** "2026-11-21 12:05:00" (EAT) → the instant, or null when it is not such a time. */
export function parseRepaidAt(text: string): Date | null {
  if (!EAT_DATE_TIME.test(text)) return null;
  const at = parseEat(text);
  // A calendar date that does not exist (2026-02-30) would roll over: it must read back the same.
  return at && formatEat(at) === text ? at : null;
}

export const REPAID_AT_FORMAT = DATE_TIME_FORMAT;

const amountSchema = z.union([z.string(), z.number()]).optional().transform((value, ctx) => {
  const problem = repayAmountProblem(value);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return parseMoneyInput(value!)!;
});

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable().transform((v) => (v ? v : null));
const id = z.coerce.number().int().positive();

export const repayBodySchema = z.object({
  billId: id,
  repayType: z.enum(REPAY_TYPES),
  /** KES, e.g. "1,250.50" or 1250.5. */
  amount: amountSchema,
  couponId: id.optional().nullable(),
  paymentChannel: z.enum(PAYMENT_CHANNELS),
  paymentCode: optionalText(64).refine((v) => v === null || PAYMENT_CODE_PATTERN.test(v), REPAY_MESSAGES.badPaymentCode),
  repaidAt: z.string().trim().refine((v) => parseRepaidAt(v) !== null, REPAY_MESSAGES.badRepaidAt),
  remark: optionalText(REMARK_MAX),
}).superRefine((body, ctx) => {
  if (body.amount === 0 && !body.couponId) ctx.addIssue({ code: 'custom', path: ['amount'], message: REPAY_MESSAGES.badAmount });
  if (body.amount > 0 && !body.paymentCode) ctx.addIssue({ code: 'custom', path: ['paymentCode'], message: REPAY_MESSAGES.paymentCodeRequired });
  const receipt = receiptProblem(body.paymentChannel, body.paymentCode);
  if (receipt) ctx.addIssue({ code: 'custom', path: ['paymentCode'], message: receipt });
});

export type RepayBody = z.infer<typeof repayBodySchema>;
/** What the browser sends: the amount as typed. */
export type RepayRequest = Omit<z.input<typeof repayBodySchema>, 'amount'> & { amount: string };

export const zeroSettleBodySchema = z.object({
  billIds: z.array(id).min(1).max(MAX_ZERO_SETTLE_BILLS),
  /** The count the user confirmed ("Settle 3 bills to 0?"). */
  expectedCount: z.coerce.number().int().min(1),
});
export type ZeroSettleBody = z.infer<typeof zeroSettleBodySchema>;

/**
 * What each rollback undoes and the type its money is applied under again (spec 4: settle, portion to
 * extension, extension to settle). A re-application needs the flow's third-party serial number.
 */
export const ROLLBACK_RULES: Record<RollbackType, { undoes: RepayType; reappliedAs: RepayType | null }> = {
  settle: { undoes: 'settle', reappliedAs: null },
  portionToExtension: { undoes: 'partial', reappliedAs: 'extension' },
  extensionToSettle: { undoes: 'extension', reappliedAs: 'settle' },
};

/** The rollback that fits a flow of this type, if any. */
export const rollbackTypeFor = (repayType: string) => ROLLBACK_TYPES.find((r) => ROLLBACK_RULES[r].undoes === repayType) ?? null;

export const rollbackBodySchema = z.object({
  flowId: id,
  rollbackType: z.enum(ROLLBACK_TYPES),
  reason: z.string().trim().min(1, REPAY_MESSAGES.reasonRequired).max(REASON_MAX),
});
export type RollbackBody = z.infer<typeof rollbackBodySchema>;

export const trialQuerySchema = z.object({
  billId: id,
  /** The EAT day the money is paid (default today). */
  onDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date').optional(),
});
