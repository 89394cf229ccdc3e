/**
 * WalletRecords: customers withdraw money they overpaid (the wallet is an order's overpayment balance).
 * Staff cancel a pending or failed withdrawal, or retry a failed one.
 */
import { z } from 'zod';
import { idBody, moneyCents, requiredText } from './money-inputs';
import type { PaymentChannel, WITHDRAWAL_STATUSES } from './statuses';

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
