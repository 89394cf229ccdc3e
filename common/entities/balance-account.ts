/**
 * BalanceManagement (balance): our accounts at payment companies, the balance staff record from each
 * company's report, and the ledger's cash balance beside it (spec 3, Balance account).
 */
import { z } from 'zod';
import { HISTORY_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { defineEntity } from '../crud/entity';
import { parseMoneyInput } from '../money';
import { isEatDay } from '../eat-day';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../money/statuses';

export const balanceEntity = defineEntity({
  name: 'balance',
  screen: 'AfterLoanSystem/BalanceManagement',
  recordName: 'accountName',
  fields: {
    /** One of the payment channels, or a bank's name. */
    paymentCompany: { kind: 'text', required: true, max: 64, list: true, filter: 'exact', sortable: true, hint: 'balance:hints.paymentCompany' },
    accountName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    /** Shown under the account name. */
    bankAccount: { kind: 'text', required: true, min: 4, max: 34, filter: 'contains' },
    lastBalanceCents: { kind: 'money', readOnly: true, list: true },
    /** Shown under the last balance. */
    lastEntryDay: { kind: 'text', readOnly: true },
  },
  defaultSort: { field: 'paymentCompany', order: 'asc' },
});

/**
 * The ledger keeps cash per payment channel; an account at a bank (named by the bank) is held in the
 * ledger's bank channel.
 */
export const ledgerChannelOf = (paymentCompany: string): PaymentChannel =>
  ((PAYMENT_CHANNELS as readonly string[]).includes(paymentCompany) ? paymentCompany as PaymentChannel : 'bank');

const money = z.union([z.string(), z.number()], { message: 'validation.money' })
  .transform((v, ctx) => {
    const cents = parseMoneyInput(v);
    if (cents === null || cents < 0) { ctx.addIssue({ code: 'custom', message: 'validation.money' }); return z.NEVER; }
    return cents;
  });

/** The balance a company reported for one EAT day (today when no day is given). */
export const balanceRecordSchema = z.object({
  accountId: z.number({ message: 'validation.required' }).int().positive(),
  day: z.string().trim().optional().transform((v) => v || undefined).refine((v) => v === undefined || isEatDay(v), 'validation.date'),
  balance: money,
  remark: z.string().trim().max(200, 'validation.maxLength').optional().transform((v) => v || null),
});
export type BalanceRecordInput = z.infer<typeof balanceRecordSchema>;

export const balanceHistoryQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
export type BalanceHistoryQuery = z.infer<typeof balanceHistoryQuerySchema>;

export interface BalanceAccountRow {
  id: number;
  paymentCompany: string;
  accountName: string;
  bankAccount: string;
  lastBalanceCents: number | null;
  lastEntryDay: string | null;
  ledgerChannel: PaymentChannel;
  /** Cash the ledger holds in that channel now. */
  ledgerBalanceCents: number;
  /** Last recorded balance minus the ledger's; null before the first record. */
  differenceCents: number | null;
}

export interface BalanceEntryRow {
  id: number;
  entryDay: string;
  balanceCents: number;
  /** The ledger's cash at the end of that day, as it stood when the balance was recorded. */
  ledgerBalanceCents: number;
  differenceCents: number;
  remark: string | null;
  recordedByName: string | null;
  updatedAt: string;
}
