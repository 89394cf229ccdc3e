/**
 * Applying one checked write-off row: a bank flow received for the order, paid into its earliest open bill
 * through applyRepayment as a generic repayment (it settles the bill when it covers the settlement). When
 * what remains is more than 0 and at most the merchant's AutoWriteOffAmountConfig cap, it is forgiven.
 */
import type { FlowSource } from '../../../common/money/statuses';
import type { WriteOffEntry, WriteOffProblem } from '../../../common/money/write-off';
import { AppError, conflict } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { applyRepayment } from '../repay/apply-repayment';
import { earliestOpenBill, type OrderForWriteOff } from './write-off.repository';

export interface ApplyContext {
  source: Extract<FlowSource, 'import' | 'supplement'>;
  batchId: number | null;
  /** The merchant's enabled auto write-off cap, cents. */
  cap: number | undefined;
  actorUserId: number;
  now: Date;
}

export interface Applied {
  flowId: number;
  flowNo: string;
  billStatus: string;
  appliedCents: number;
  waivedCents: number;
  autoWrittenOff: boolean;
}

export async function applyEntry(tx: DbOrTx, entry: WriteOffEntry, order: OrderForWriteOff, ctx: ApplyContext): Promise<Applied> {
  const billId = await earliestOpenBill(tx, order.id);
  if (billId === null) throw conflict('writeOff:errors.alreadyWrittenOff', { orderNo: order.orderNo });
  const result = await applyRepayment(tx, {
    billId, repayType: 'generic', amountCents: entry.amountCents, paymentChannel: entry.channel, paymentCode: entry.serialNo,
    source: ctx.source, repaidAt: new Date(entry.repaidAt), isRecord: entry.isRecord, accountId: entry.accountId,
    batchId: ctx.batchId, waiveUpTo: ctx.cap, actorUserId: ctx.actorUserId, now: ctx.now,
  });
  return {
    flowId: result.flow.id, flowNo: result.flow.flowNo, billStatus: result.bill.status, appliedCents: entry.amountCents,
    waivedCents: result.waivedCents, autoWrittenOff: result.waivedCents > 0,
  };
}

/** The core's refusals in this screen's words; the order's bills already settled reads as the spec says. */
const CORE_KEYS: Record<string, string> = {
  'repay:errors.serialRepeated': 'writeOff:errors.serialRepeated',
  'repay:errors.serialIsOrderNo': 'writeOff:errors.serialIsOrderNo',
  'repay:errors.beforeLoanDate': 'writeOff:errors.beforeLoanDate',
  'repay:errors.futureDate': 'writeOff:errors.futureDate',
  'repay:errors.badAmount': 'writeOff:errors.badAmount',
  'repay:errors.notDisbursed': 'writeOff:errors.notDisbursed',
  'repay:errors.nothingOwed': 'writeOff:errors.alreadyWrittenOff',
  'repay:errors.billNotFound': 'writeOff:errors.alreadyWrittenOff',
};

const PAYMENT_CODE_INDEX = 'repay_flows_payment_code_uq';

/** A concurrent flow with the same serial number that committed first: the unique index refuses ours. */
function isSerialTaken(error: unknown): boolean {
  let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1, current = current.cause as typeof current) {
    if (current.code === '23505' && (current.constraint === undefined || current.constraint === PAYMENT_CODE_INDEX)) return true;
  }
  return false;
}

/** The row problem an application failure means, or null when it is not a rule the user can act on. */
export function problemOf(error: unknown, entry: WriteOffEntry): WriteOffProblem | null {
  if (error instanceof AppError) {
    const key = CORE_KEYS[error.messageKey] ?? error.messageKey;
    return { key, params: { orderNo: entry.orderNo, serialNo: entry.serialNo, ...error.params } };
  }
  if (isSerialTaken(error)) return { key: 'writeOff:errors.serialRepeated', params: { serialNo: entry.serialNo } };
  return null;
}
