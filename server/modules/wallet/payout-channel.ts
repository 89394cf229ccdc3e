/**
 * Asking a payment channel to pay, or what became of a payout, for refunds, withdrawals and transfers.
 * A time-out is no answer (the money may have gone): the row stays in progress until the channel is asked.
 */
import type { PaymentChannel } from '../../../common/money/statuses';
import type { Deps } from '../../core/deps';
import { ChannelTimeoutError, type PayoutAnswer, type PayoutRequest } from '../../integrations/payments/payment-channel.adapter';

/** The channel's answer, or null when it timed out. */
export async function askToPay(deps: Deps, request: PayoutRequest): Promise<PayoutAnswer | null> {
  try {
    return await deps.payments.payout(request);
  } catch (error) {
    if (error instanceof ChannelTimeoutError) return null;
    throw error;
  }
}

/** What the channel knows; a payout it never received is failed, so a new attempt is safe. */
export async function askWhatHappened(deps: Deps, channel: PaymentChannel, reference: string): Promise<PayoutAnswer> {
  const known = await deps.payments.queryPayout(channel, reference);
  return known ?? { status: 'failed', failType: 'channelError', failCause: 'notReceivedByChannel', thirdPartyCode: null, at: deps.now() };
}

/** A unique index refused the row (SQLSTATE 23505), possibly wrapped by the driver. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1, current = current.cause as typeof current) {
    if (current.code === '23505' && (current.constraint === constraint || String(current.message ?? '').includes(constraint))) return true;
  }
  return false;
}
