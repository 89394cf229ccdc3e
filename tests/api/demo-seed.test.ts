/**
 * The demo data of `npm start` (server/main.ts): the order book, the money book and the week of staff work
 * on it (server/db/seed/demo-activity.ts). Every screen that work feeds shows rows, the work went through
 * without a refused call, the ledger balances, and a second run adds nothing.
 */
import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionAllocations, collectionCaseLevels, collectionCases, collectionDeductions,
} from '../../server/db/schema';
import { seedDemoActivity, type DemoActivity } from '../../server/db/seed/demo-activity';
import { seedDemoMoney } from '../../server/db/seed/demo-money';
import { seedDemoOrders } from '../../server/db/seed/demo-orders';
import { seedWalletWithdrawals } from '../../server/modules/wallet/wallet.seed';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';

/** Smaller than the 600 of `npm start`, enough for every step of the week to find its loans. */
const ORDERS = 300;

let t: TestApp;
let admin: string;
let activity: DemoActivity;

/** A list row: each assertion reads the fields it relies on. */
type Row = Record<string, string | number | boolean | null>;

const list = async (url: string, query: Record<string, string | number> = {}, token = admin) => {
  const res = await t.call('GET', url, { token, query: { current: 1, size: 50, ...query } });
  expect(res.code, `${url}: ${res.msg}`).toBe(200);
  return res.data as { records: Row[]; total: number };
};

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.deps, ORDERS);
  ({ activity } = await seedDemoMoney(t.deps));
  await seedWalletWithdrawals(t.deps);
  admin = await t.login('admin');
}, 900_000);
afterAll(async () => { await t?.close(); });

describe('the demo week of staff work', () => {
  it('went through the API without a refused call, every step finding its loans', () => {
    expect(activity.failed).toEqual([]);
    expect(activity.skipped).toEqual([]);
    expect(activity.done.length).toBeGreaterThan(40);
  });

  it('ReconciliationManagement: runs with matched, missing and differing items', async () => {
    const runs = await list('reconciliation/list');
    expect(runs.total).toBeGreaterThanOrEqual(10);
    const sum = (field: string) => runs.records.reduce((n, r) => n + Number(r[field]), 0);
    expect(sum('matched')).toBeGreaterThan(0);
    expect(sum('missingInBooks')).toBeGreaterThan(0);
    expect(sum('missingInChannel')).toBeGreaterThan(0);
    expect(sum('amountDiffers')).toBeGreaterThan(0);
    const withProblem = runs.records.find((r) => Number(r.amountDiffers) > 0)!;
    expect((await list(`reconciliation/items/${withProblem.id}`, { outcome: 'amountDiffers' })).total).toBeGreaterThan(0);
  });

  it('BalanceManagement: every account has a history', async () => {
    const accounts = await list('balance/list');
    expect(accounts.total).toBeGreaterThan(0);
    for (const account of accounts.records) expect((await list(`balance/history/${account.id}`)).total).toBeGreaterThanOrEqual(5);
  });

  it('FlowRecordSupplement and CancelAfterVerificationManagement: supplements, batches and failed rows', async () => {
    expect((await list('writeOff/supplements')).total).toBeGreaterThanOrEqual(2);
    const batches = await list('writeOff/batches');
    expect(batches.total).toBeGreaterThanOrEqual(3);
    expect(new Set(batches.records.map((b) => b.result))).toEqual(new Set(['success', 'partialSuccess', 'fail']));
    const partial = batches.records.find((b) => b.result === 'partialSuccess')!;
    expect((await list(`writeOff/rows/${partial.id}`, { onlyErrors: 'true' })).total).toBeGreaterThan(0);
  });

  it('RollbackFlow: rollbacks', async () => {
    expect((await list('rePayManage/rollbacks')).total).toBeGreaterThanOrEqual(2);
  });

  it('ClientRefundManagement and ClientRefundAuditManagement: refunds in several states, some awaiting audit', async () => {
    const refunds = await list('refund/list');
    const states = new Set(refunds.records.map((r) => `${r.auditStatus}/${r.refundStatus}`));
    for (const state of ['pending/created', 'approved/success', 'approved/failure', 'rejected/created']) expect(states).toContain(state);
    expect((await list('refund/list', { order: 'pendingFirst', auditStatus: 'pending' })).total).toBeGreaterThanOrEqual(2);
    // Finance sees its merchant's refunds, the cashier's applications to audit among them.
    const finance = await t.login('finance');
    expect((await list('refund/list', { order: 'pendingFirst', auditStatus: 'pending' }, finance)).records.some((r) => !r.ownApplication)).toBe(true);
  });

  it('CashTransferApplyFor and CashTransferAudit: transfers in every state', async () => {
    const transfers = await list('transfer/list');
    expect(new Set(transfers.records.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'givenUp', 'paid', 'failed', 'confirmed']));
    expect((await list('transfer/list', { order: 'pendingFirst', status: 'pending' })).total).toBeGreaterThan(0);
  });

  it('RejectOrderReview and MachineReviewRetrieval: re-review applications and the retrieval log', async () => {
    const applications = await list('orderReview/list');
    expect(new Set(applications.records.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    const retrievals = await list('orderSalvage/list');
    expect(new Set(retrievals.records.map((r) => r.action))).toEqual(new Set(['retrieveToAllocation', 'retrieveToReview']));
  });

  it('the message centre: the demo users have messages', async () => {
    for (const username of ['finance', 'collector', 'supervisor']) {
      expect((await list('message/list', { scope: 'mine' }, await t.login(username))).total).toBeGreaterThan(0);
    }
  });

  it('collection: open cases at several levels with their level histories, held by collectors, with waivers', async () => {
    const open = await t.db.select({ level: collectionCases.level, collector: collectionCases.collectorUserId }).from(collectionCases).where(ne(collectionCases.status, 'closed'));
    expect(new Set(open.map((c) => c.level)).size).toBeGreaterThanOrEqual(4);
    expect(open.filter((c) => c.collector !== null).length).toBeGreaterThan(open.length / 2);
    const [{ moved }] = await t.db.select({ moved: count() }).from(collectionCaseLevels).where(eq(collectionCaseLevels.reason, 'daysPassed'));
    expect(moved).toBeGreaterThan(0);
    expect((await t.db.select({ n: count() }).from(collectionAllocations))[0].n).toBeGreaterThan(0);
    expect((await t.db.select({ n: count() }).from(collectionDeductions))[0].n).toBeGreaterThan(0);
  });

  it('Approval: an activity reward approved and paid into a borrower\'s wallet, through the services', async () => {
    const approved = await list('tmApproval/list', { status: 'approved', size: 100 });
    const rewards = approved.records.filter((r) => r.activityType === 'reward');
    expect(rewards.length).toBe(1);
    expect(rewards[0]).toMatchObject({ requesterName: expect.any(String), rewardOrderNo: expect.stringMatching(/\S/) });
    expect(await t.auditRows('tmApproval.approve')).toHaveLength(1);
  });

  it('the books balance', async () => {
    await expectLedgerBalanced(t);
  });

  it('a second run adds nothing', async () => {
    const before = (await list('refund/list')).total;
    expect(await seedDemoActivity(t.deps)).toEqual({ done: [], skipped: [], failed: [] });
    expect((await list('refund/list')).total).toBe(before);
  });
});
