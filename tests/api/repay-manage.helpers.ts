/**
 * The repayment tests' shared ground: one app per test file with finance and admin signed in, the ledger
 * checked after every test, and calls as the screens make them (money POSTs with an Idempotency-Key).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { formatCents } from '../../common/money';
import { formatEat } from '../../common/time';
import { API_PREFIX } from '../../server/core/route';
import { bills, repayFlows } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';

export const BILLS = 'AfterLoanSystem/RepaymentManagement';
export const FLOWS = 'AfterLoanSystem/RepaymentManagementNew';
export const LOANS = 'AfterLoanSystem/RepaymentManagementMerge';
export const ROLLBACK = 'CollectionSystem/RollbackFlow';

/** The file's app and the finance and admin tokens, set before its tests run. */
export const app = { t: undefined as unknown as TestApp, finance: '', admin: '' };

export function startRepayApp() {
  beforeAll(async () => {
    app.t = await startTestApp();
    app.finance = await app.t.login('finance');
    app.admin = await app.t.login('admin');
  });
  afterAll(async () => { await app.t?.close(); });
  afterEach(async () => { await expectLedgerBalanced(app.t); });
}

export type Envelope = { code: number; msg: string; data: any };
let serialCount = 0;
export const serial = () => { serialCount += 1; return `QKT${String(serialCount).padStart(7, '0')}`; };
export const newKey = () => `key-${randomUUID()}`;
export const nowEat = () => formatEat(app.t.clock.now());
export const kes = (cents: number) => (cents / 100).toFixed(2);
/** As messages show an amount: 1,234.50. */
export const shown = (cents: number) => formatCents(cents);

export interface PostOptions { token?: string; key?: string | null; language?: string }
export async function post(url: string, body: object, { token = app.finance, key = newKey(), language = 'en' }: PostOptions = {}): Promise<Envelope> {
  const response = await app.t.app.inject({
    method: 'POST', url: `${API_PREFIX}/${url}`, payload: body,
    headers: { authorization: `Bearer ${token}`, language, ...(key ? { 'idempotency-key': key } : {}) },
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json() as Envelope;
}
export const repay = (billId: number, body: object = {}, options?: PostOptions) => post('rePayManage/repay', {
  billId, repayType: 'partial', amount: '100.00', paymentChannel: 'mpesa', paymentCode: serial(), repaidAt: nowEat(), ...body,
}, options);
export const rollback = (flowId: number, rollbackType: string, options?: PostOptions) => post('rePayManage/rollback', { flowId, rollbackType, reason: 'Recorded under the wrong type' }, options);
export const get = (url: string, query: Record<string, string | number> = {}, token = app.finance) => app.t.call('GET', url, { token, query }) as Promise<Envelope>;
export const billNow = async (id: number) => (await app.t.db.select().from(bills).where(eq(bills.id, id)))[0];
export const flowsOf = (billId: number) => app.t.db.select().from(repayFlows).where(eq(repayFlows.billId, billId));
export const trialOf = async (billId: number) => (await get('rePayManage/trial', { billId })).data;

export async function userWith(codes: string[], sensitivePerms: ('viewPlainData' | 'exportData')[] = []) {
  const role = await createRole(app.t.db, { codes, sensitivePerms });
  return app.t.login((await createUser(app.t.db, role.id)).username);
}
