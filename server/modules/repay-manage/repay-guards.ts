/** Guards of the repayment calls: merchant scope, the serial-number race, and amounts shown as KES in messages. */
import { formatCents } from '../../../common/money';
import { AppError, conflict } from '../../core/errors';
import type { MerchantScope } from '../order/order-list.repository';

/** A bill or flow outside the caller's merchants is "not found", as an order is on the order screens. */

export const withinScope = (scope: MerchantScope, merchantId: number) => scope === null || scope.includes(merchantId);

const UNIQUE_VIOLATION = '23505';
const PAYMENT_CODE_INDEX = 'repay_flows_payment_code_uq';

/**
 * Two repayments of one serial number on different bills race past the core's check: the partial unique
 * index stops the second at commit, and it is told the serial number is taken instead of a server error.
 */
export function isPaymentCodeTaken(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === UNIQUE_VIOLATION && (e.constraint === PAYMENT_CODE_INDEX || e.message?.includes(PAYMENT_CODE_INDEX))) return true;
  }
  return false;
}

const KES_PARAMS = ['settlement', 'extension'] as const;

/** The core names amounts in KES as plain numbers (1234.5); the message shows them as 1,234.50. */
export function withKesParams(error: unknown): unknown {
  if (!(error instanceof AppError) || !KES_PARAMS.some((p) => typeof error.params[p] === 'number')) return error;
  const params = { ...error.params };
  for (const p of KES_PARAMS) if (typeof params[p] === 'number') params[p] = formatCents(Math.round(Number(params[p]) * 100));
  return new AppError(error.code, error.messageKey, params, error.data);
}

/** Runs a money call, turning a serial-number race into its message and showing amounts as KES. */
export async function guarded<T>(paymentCode: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPaymentCodeTaken(error)) throw conflict('repay:errors.serialRepeated', { serialNo: paymentCode ?? '' });
    throw withKesParams(error);
  }
}
