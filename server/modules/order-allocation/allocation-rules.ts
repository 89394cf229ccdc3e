/**
 * Who may take an order, and the automatic plan: each order goes to the least-loaded auditor who covers its
 * merchant (principal merchants before related ones) and its loan type and is under the daily limit.
 */
import type { AuditorRow } from './order-allocation.repository';

export interface AllocatableOrder {
  id: number;
  merchantId: number;
  loanType: number;
}

const LOAN_TYPE_OF: Record<number, 'first' | 'repeat'> = { 1: 'first', 2: 'repeat' };

export const coversMerchant = (a: Pick<AuditorRow, 'merchantIds' | 'relatedMerchantIds'>, merchantId: number) =>
  a.merchantIds.includes(merchantId) || a.relatedMerchantIds.includes(merchantId);

export const coversLoanType = (a: Pick<AuditorRow, 'loanTypes'>, loanType: number) =>
  a.loanTypes === 'all' || a.loanTypes === LOAN_TYPE_OF[loanType];

/** Why an auditor may not take an order (a key under orderAllocation:reasons), or null when they may. */
export function refusalOf(auditor: AuditorRow, order: AllocatableOrder): 'merchantNotCovered' | 'loanTypeNotCovered' | null {
  if (!coversMerchant(auditor, order.merchantId)) return 'merchantNotCovered';
  if (!coversLoanType(auditor, order.loanType)) return 'loanTypeNotCovered';
  return null;
}

/** The automatic plan: order id → auditor user id; orders nobody can take are left out. `load` is today's count per auditor. */
export function planAutoAllocation(orders: readonly AllocatableOrder[], auditors: readonly AuditorRow[], load: ReadonlyMap<number, number>): Map<number, number> {
  const count = new Map(auditors.map((a) => [a.userId, load.get(a.userId) ?? 0]));
  const plan = new Map<number, number>();
  const leastLoaded = (candidates: AuditorRow[]) => candidates
    .filter((a) => (count.get(a.userId) ?? 0) < a.dailyLimit)
    .sort((x, y) => (count.get(x.userId)! - count.get(y.userId)!) || x.userId - y.userId)[0];
  for (const order of orders) {
    const able = auditors.filter((a) => coversLoanType(a, order.loanType));
    const chosen = leastLoaded(able.filter((a) => a.merchantIds.includes(order.merchantId)))
      ?? leastLoaded(able.filter((a) => a.relatedMerchantIds.includes(order.merchantId)));
    if (!chosen) continue;
    plan.set(order.id, chosen.userId);
    count.set(chosen.userId, count.get(chosen.userId)! + 1);
  }
  return plan;
}
