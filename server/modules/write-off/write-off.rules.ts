/**
 * The write-off rules that need the database, checked for every row before anything is applied: the order
 * exists among the caller's merchants, is disbursed and still owes; the amount is at least the actual loan
 * amount (more must be confirmed); the serial number is new — not earlier in the file, not on a valid flow.
 */
import { formatKes } from '../../../common/money';
import { writeOffProblem, type WriteOffEntry, type WriteOffProblem } from '../../../common/money/write-off';
import type { DbOrTx } from '../../db/client';
import type { MerchantScope } from '../order/order-list.repository';
import { ordersByNo, ordersWithOpenBills, sourcesOfSerials, type OrderForWriteOff } from './write-off.repository';
import type { ParsedRow } from './write-off.xlsx';

/** Flows from these sources are write-offs: their serial number "has already been written off". */
const WRITE_OFF_SOURCES: ReadonlySet<string> = new Set(['import', 'supplement']);

export interface CheckedRow extends ParsedRow {
  /** Set when the row passed every rule. */
  entry: WriteOffEntry | null;
  order: OrderForWriteOff | null;
  /** More than the actual loan amount: applied only when the importer confirms. */
  excess: boolean;
}

function orderProblem(entry: WriteOffEntry, order: OrderForWriteOff | undefined, open: Set<number>, now: Date): WriteOffProblem | null {
  const orderNo = entry.orderNo;
  if (!order) return { key: 'writeOff:errors.orderNotFound', params: { orderNo } };
  if (!order.lendingAt) return { key: 'writeOff:errors.notDisbursed', params: { orderNo } };
  if (!open.has(order.id)) return { key: 'writeOff:errors.alreadyWrittenOff', params: { orderNo } };
  if (entry.amountCents < order.practicalAmountCents) return { key: 'writeOff:errors.belowLoanAmount', params: { loanAmount: formatKes(order.practicalAmountCents) } };
  const repaidAt = new Date(entry.repaidAt);
  if (repaidAt > now) return { key: 'writeOff:errors.futureDate' };
  if (repaidAt < order.lendingAt) return { key: 'writeOff:errors.beforeLoanDate' };
  return null;
}

function serialProblem(serialNo: string, earlier: Set<string>, taken: Map<string, string>): WriteOffProblem | null {
  const source = taken.get(serialNo);
  if (source !== undefined) return { key: WRITE_OFF_SOURCES.has(source) ? 'writeOff:errors.serialWrittenOff' : 'writeOff:errors.serialRepeated', params: { serialNo } };
  if (earlier.has(serialNo)) return { key: 'writeOff:errors.serialRepeated', params: { serialNo } };
  return null;
}

/**
 * When applying finds the serial number taken after all (a concurrent flow committed first), says which:
 * written off already, or repeated.
 */
export async function refineSerialProblem(db: DbOrTx, problem: WriteOffProblem, serialNo: string): Promise<WriteOffProblem> {
  if (problem.key !== 'writeOff:errors.serialRepeated') return problem;
  return serialProblem(serialNo, new Set(), await sourcesOfSerials(db, [serialNo])) ?? problem;
}

/** Every row's first problem, in file order; a serial number is kept by its first row and refused after. */
export async function checkRows(db: DbOrTx, rows: readonly ParsedRow[], scope: MerchantScope, now: Date): Promise<CheckedRow[]> {
  const formChecked = rows.map((r) => ({ ...r, problem: r.problem ?? writeOffProblem(r.fields) }));
  const candidates = formChecked.filter((r) => !r.problem).map((r) => r.fields as unknown as WriteOffEntry);
  const orders = await ordersByNo(db, [...new Set(candidates.map((e) => e.orderNo))], scope);
  // One after another: inside a transaction the queries share one connection.
  const open = await ordersWithOpenBills(db, [...orders.values()].map((o) => o.id));
  const taken = await sourcesOfSerials(db, [...new Set(candidates.map((e) => e.serialNo))]);
  const earlier = new Set<string>();
  return formChecked.map((row) => {
    const serialNo = typeof row.fields.serialNo === 'string' ? row.fields.serialNo : null;
    if (row.problem) {
      if (serialNo) earlier.add(serialNo);
      return { ...row, entry: null, order: null, excess: false };
    }
    const entry = row.fields as unknown as WriteOffEntry;
    const order = orders.get(entry.orderNo);
    const problem = serialProblem(entry.serialNo, earlier, taken) ?? orderProblem(entry, order, open, now);
    earlier.add(entry.serialNo);
    if (problem || !order) return { ...row, problem, entry: null, order: null, excess: false };
    return { ...row, problem: null, entry, order, excess: entry.amountCents > order.practicalAmountCents };
  });
}
