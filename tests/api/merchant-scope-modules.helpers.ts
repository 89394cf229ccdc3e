/**
 * Fixtures of the hand-written modules' merchant-scope test: an Administrator tied to one merchant ("ours"),
 * another merchant's rows ("theirs") written straight into the database, and the checks every case repeats.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appClients, merchants, roles, users } from '../../server/db/schema';
import { createUser } from './fixtures';
import type { TestApp } from './harness';

export interface ScopeWorld {
  /** Signed in as an Administrator whose one merchant is `ours`. */
  token: string;
  userId: number;
  /** Signed in as an Administrator tied to no merchant (head office: every merchant). */
  headOffice: string;
  headOfficeId: number;
  ours: number;
  theirs: number;
  ourApp: { id: number; appCode: string };
  theirApp: { id: number; appCode: string };
}

let appSequence = 0;

async function appOf(t: TestApp, merchantId: number) {
  const [found] = await t.db.select({ id: appClients.id, appCode: appClients.appCode }).from(appClients)
    .where(eq(appClients.merchantId, merchantId)).orderBy(asc(appClients.id)).limit(1);
  if (found) return found;
  appSequence += 1;
  const code = `scopeapp${merchantId}x${appSequence}`;
  const [row] = await t.db.insert(appClients).values({ appCode: code, appName: code, merchantId, appKey: `${code}-key`, secretHash: 'x'.repeat(64) })
    .returning({ id: appClients.id, appCode: appClients.appCode });
  return row;
}

export async function scopeWorld(t: TestApp): Promise<ScopeWorld> {
  const [first, second] = await t.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(2);
  const [admin] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleNo, 'R001'));
  const bound = await createUser(t.db, admin.id);
  await t.db.update(users).set({ merchantId: second.id }).where(eq(users.id, bound.id));
  const everyMerchant = await createUser(t.db, admin.id);
  return {
    token: await t.login(bound.username), userId: bound.id, headOffice: await t.login(everyMerchant.username), headOfficeId: everyMerchant.id,
    ours: second.id, theirs: first.id, ourApp: await appOf(t, second.id), theirApp: await appOf(t, first.id),
  };
}

/** Every value of `key` anywhere in an answer (lists nest their rows differently). */
export function valuesOf(data: unknown, key: string): unknown[] {
  if (Array.isArray(data)) return data.flatMap((d) => valuesOf(d, key));
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([k, v]) => (k === key ? [v, ...valuesOf(v, key)] : valuesOf(v, key)));
  }
  return [];
}

/** A refusal of another merchant's row: not found (it is not in the caller's world), or forbidden. */
export function expectRefused(res: { code: number; msg: string }) {
  expect([403, 404], res.msg).toContain(res.code);
}
