/** Input pieces shared by the refund, transfer and wallet screens: amounts in KES, EAT day filters, paging. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { isEatDay } from '../eat-day';
import { parseMoneyInput } from '../money';

/** KES with at most two decimals → integer cents (0 allowed: the caller's rule says whether 0 is refused). */
export const moneyCents = z.union([z.string(), z.number()], { message: 'validation.money' })
  .transform((v, ctx) => {
    const cents = parseMoneyInput(v);
    if (cents === null || cents < 0) { ctx.addIssue({ code: 'custom', message: cents === null ? 'validation.money' : 'validation.moneyNegative' }); return z.NEVER; }
    return cents;
  });

/** Optional text: blank is absent. */
export const optionalText = (max: number) => z.string().trim().max(max, 'validation.maxLength').optional().nullable()
  .transform((v) => v || null);

export const requiredText = (max: number) => z.string({ message: 'validation.required' }).trim()
  .min(1, 'validation.required').max(max, 'validation.maxLength');

/** The audit screens list pending applications first. */
export const listOrder = z.enum(['newest', 'pendingFirst']).default('newest');

export const eatDayFilter = z.string().trim().optional().transform((v) => v || undefined)
  .refine((v) => v === undefined || isEatDay(v), 'validation.date');

export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const idBody = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });

/** Exports of the refund and transfer lists stop here; narrower filters export the rest. */
export const MONEY_EXPORT_MAX_ROWS = 10_000;
