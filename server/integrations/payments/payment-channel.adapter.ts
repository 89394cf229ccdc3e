/**
 * Payment channels (M-Pesa-like): payouts (B2C) for disbursements, refunds, withdrawals and transfers;
 * collections (C2B) customers pay in; recipient look-up; statements for reconciliation; and late answers
 * delivered as callbacks. The sandbox is the default; a real provider implements the same interface.
 *
 * A payout is keyed by our reference: asking twice with the same reference never pays twice, it returns
 * the first answer. A timed-out payout may still have been paid: ask `queryPayout` before paying again.
 */
import type { PaymentChannel } from '../../../common/money/statuses';

export interface PayoutRequest {
  channel: PaymentChannel;
  /** Our unique reference (loan code system code, refund no, withdrawal no, transfer no). */
  reference: string;
  /** Phone (254…) for mobile money, account number for a bank. */
  account: string;
  amountCents: number;
  at: Date;
}

export type PayoutAnswer =
  | { status: 'success'; thirdPartyCode: string; thirdPartyOrderNo: string; at: Date }
  | { status: 'failed'; failType: string; failCause: string; thirdPartyCode: string | null; at: Date }
  /** Accepted; the outcome arrives later by callback or query. */
  | { status: 'pending'; thirdPartyOrderNo: string };

/** Thrown when the channel does not answer in time; the payout may or may not have happened. */
export class ChannelTimeoutError extends Error {
  constructor(readonly channel: string, readonly reference: string) {
    super(`Channel ${channel} did not answer for ${reference}`);
  }
}

export interface RecipientCheck {
  ok: boolean;
  /** The name the channel holds for the account, when it knows the account. */
  registeredName: string | null;
}

export interface StatementLine {
  direction: 'payout' | 'collection';
  reference: string;
  thirdPartyCode: string;
  account: string;
  amountCents: number;
  status: 'success' | 'failed' | 'pending';
  at: Date;
}

/** A late answer the channel is ready to deliver (the sandbox's stand-in for an HTTP callback). */
export interface ChannelCallback {
  channel: PaymentChannel;
  reference: string;
  answer: PayoutAnswer;
}

export interface PaymentChannels {
  readonly name: string;
  payout(request: PayoutRequest): Promise<PayoutAnswer>;
  /** What the channel knows of a payout by our reference; null when it never received it. */
  queryPayout(channel: PaymentChannel, reference: string): Promise<PayoutAnswer | null>;
  verifyRecipient(channel: PaymentChannel, account: string, name: string): Promise<RecipientCheck>;
  /** Every line of a channel's statement between two instants (UTC, end exclusive). */
  statement(channel: PaymentChannel, from: Date, to: Date): Promise<StatementLine[]>;
  /** Late answers due by `now`, each handed out once. */
  dueCallbacks(now: Date): Promise<ChannelCallback[]>;
}
