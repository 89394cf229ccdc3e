/**
 * The parts a bill is made of (spec 3, Repayment plan / bill), in the order a repayment pays them off:
 * penalties first, principal last. One list serves the schema, the ledger accounts, the repayment
 * waterfall, the write-off form and every screen's breakdown columns.
 */
export const BILL_COMPONENTS = [
  'lateFee', 'liquidatedDamages', 'extensionFee', 'managementFee', 'serviceFee', 'interest', 'principal',
] as const;

export type BillComponent = (typeof BILL_COMPONENTS)[number];

/** An amount in cents for each component. */
export type Breakdown = Record<BillComponent, number>;

export const zeroBreakdown = (): Breakdown =>
  Object.fromEntries(BILL_COMPONENTS.map((c) => [c, 0])) as Breakdown;

export const sumBreakdown = (b: Partial<Breakdown>): number =>
  BILL_COMPONENTS.reduce((sum, c) => sum + (b[c] ?? 0), 0);

export const addBreakdowns = (a: Breakdown, b: Partial<Breakdown>, sign = 1): Breakdown =>
  Object.fromEntries(BILL_COMPONENTS.map((c) => [c, a[c] + sign * (b[c] ?? 0)])) as Breakdown;

/**
 * Pays `amount` into `owed`, component by component in BILL_COMPONENTS order. Returns what each component
 * received and the overflow that no component could take.
 */
export function allocate(amount: number, owed: Breakdown, order: readonly BillComponent[] = BILL_COMPONENTS): { paid: Breakdown; overflow: number } {
  const paid = zeroBreakdown();
  let left = amount;
  for (const c of order) {
    const take = Math.min(left, Math.max(0, owed[c]));
    paid[c] = take;
    left -= take;
  }
  return { paid, overflow: left };
}
