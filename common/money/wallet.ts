/**
 * WalletRecords: customers withdraw money they overpaid (the wallet is an order's overpayment balance).
 * Staff cancel a pending or failed withdrawal, or retry a failed one.
 */
import { z } from 'zod';
import { phoneFilter } from '../list-query';
import { eatDayFilter, filterText, idBody, moneyCents, optionalChoice, pageQuery, requiredText } from './money-inputs';
import { WITHDRAWAL_STATUSES, type PaymentChannel } from './statuses';

export const WALLET_SCREEN = 'AfterLoanSystem/WalletRecords';
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAWAL_MOVES = {
  cancel: ['pending', 'failed'],
  retry: ['failed'],
} as const satisfies Record<string, readonly WithdrawalStatus[]>;
export const canWithdrawalMove = (move: keyof typeof WITHDRAWAL_MOVES, status: WithdrawalStatus) =>
  (WITHDRAWAL_MOVES[move] as readonly WithdrawalStatus[]).includes(status);

/** What a customer app sends to open/wallet/withdraw. */
export const withdrawRequestSchema = z.object({ orderNo: requiredText(64), amount: moneyCents });
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawalIdSchema = idBody;

export const walletFilterSchema = z.object({
  orderNo: filterText(64),
  phone: phoneFilter,
  withdrawalNo: filterText(64),
  status: optionalChoice(WITHDRAWAL_STATUSES),
  dayFrom: eatDayFilter,
  dayTo: eatDayFilter,
});
export type WalletFilter = z.infer<typeof walletFilterSchema>;
export const walletListQuerySchema = pageQuery.extend(walletFilterSchema.shape);
export type WalletListQuery = z.infer<typeof walletListQuerySchema>;

export interface WithdrawalRow {
  id: number;
  withdrawalNo: string;
  orderId: number;
  orderNo: string;
  customerName: string;
  merchantName: string;
  phone: string;
  amountCents: number;
  channel: PaymentChannel;
  status: WithdrawalStatus;
  payoutRef: string | null;
  failCause: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

export interface WithdrawalState {
  id: number;
  withdrawalNo: string;
  amountCents: number;
  status: WithdrawalStatus;
  attempts: number;
  payoutRef: string | null;
  failCause: string | null;
}
