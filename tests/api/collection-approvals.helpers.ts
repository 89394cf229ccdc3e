/** Shared by the waiver, delayed-arrival and bad-debt tests: users with exactly the codes a case needs, and a strategy. */
import { createRole, createUser } from './fixtures';
import type { TestApp } from './harness';
import { moneyPost } from './money-calls';

export const V1_WAIVER = 'CollectionSystem:DeductionAmountManagement';
export const V2_WAIVER = 'CollectionSystemNew:DeductionAmountManagementNew';
export const V1_BAD_DEBT = 'CollectionSystem:BadDebtManagement';

/** A signed-in user holding these codes (no merchant: head office, every merchant). */
export async function userWith(t: TestApp, codes: readonly string[]) {
  const role = await createRole(t.db, { codes });
  const user = await createUser(t.db, role.id);
  return { id: user.id, token: await t.login(user.username) };
}

export const codesOf = (screen: string, actions: readonly string[]) => [`${screen}:view`, ...actions.map((a) => `${screen}:${a}`)];

/** A v1 strategy for S2 cases (8–15 days overdue): late fee and interest, half of them at most, within the cap given. */
export async function saveStrategy(t: TestApp, token: string, extra: Record<string, unknown> = {}) {
  const res = await moneyPost(t, token, 'reductionStrategy/save', {
    name: `S2 late fee and interest ${Math.random().toString(36).slice(2, 8)}`, system: 'v1', levels: ['S2'], minOverdueDays: 5, maxOverdueDays: 15,
    minAmountCents: '0', components: ['lateFee', 'interest'], maxShareBp: '50', capCents: '0', ...extra,
  });
  if (res.code !== 200) throw new Error(`Saving the strategy answered ${res.code}: ${res.msg}`);
  return res.data as { id: number };
}
