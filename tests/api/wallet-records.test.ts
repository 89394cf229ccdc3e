/**
 * WalletRecords and open/wallet/withdraw: a customer app withdraws overpaid money within the order's
 * wallet (less what refunds claim); the payout and its journals; failure, retry with a new reference,
 * cancel; time-outs and unsent requests settled by the job; lists, masking, permissions and the demo seed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { maskPhone } from '../../common/masking';
import { channelTransactions, ledgerJournals, walletWithdrawals } from '../../server/db/schema';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { overpaymentBalance } from '../../server/modules/ledger/ledger.repository';
import { settlePendingWithdrawals } from '../../server/modules/wallet/wallet-payout';
import { seedWalletWithdrawals } from '../../server/modules/wallet/wallet.seed';
import { createWithdrawal } from '../../server/modules/wallet/wallet.service';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { moneyPost } from './money-calls';
import { overpaidLoan } from './money-fixtures';

const APP = { userId: null, username: 'app:test', ip: '127.0.0.1' };
let t: TestApp;
let finance: string;

beforeAll(async () => {
  t = await startTestApp();
  finance = await t.login('finance');
});
afterAll(async () => { await t?.close(); });
afterEach(async () => {
  t.payments.setBehaviour('mpesa', 'pay');
  await expectLedgerBalanced(t);
});

const withdraw = (orderNo: string, amount: string | number, options: { key?: string | null; merchantNo?: string; language?: string } = {}) =>
  moneyPost(t, null, 'open/wallet/withdraw', { orderNo, amount }, { ...options, serviceKey: DEMO_SERVICE_KEY(options.merchantNo ?? '1501') });
const row = async (id: number) => (await t.db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id)))[0];
const journalsOf = async (id: number) => (await t.db.select().from(ledgerJournals)
  .where(and(eq(ledgerJournals.refType, 'withdrawal'), eq(ledgerJournals.refId, String(id))))).map((j) => j.kind);

describe('open/wallet/withdraw', () => {
  it('pays the customer\'s phone once per key and moves the overpaid money out through the ledger', async () => {
    const loan = await overpaidLoan(t, 100_00);
    const key = 'wallet-withdraw-key-01';
    const first = await withdraw(loan.orderNo, '60.25', { key });
    expect(first.data).toMatchObject({ status: 'success', amountCents: 60_25, attempts: 1 });
    expect(first.data.payoutRef).toBe(first.data.withdrawalNo);
    expect((await withdraw(loan.orderNo, '60.25', { key })).data).toEqual(first.data);
    expect(await t.db.select().from(walletWithdrawals).where(eq(walletWithdrawals.orderId, loan.orderId))).toHaveLength(1);
    const [paid] = await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, first.data.withdrawalNo));
    expect(paid).toMatchObject({ account: loan.order.phone, amountCents: 60_25, status: 'success' });
    expect(await journalsOf(first.data.id)).toEqual(['withdrawal', 'withdrawalSettled']);
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(39_75);
    expect((await t.auditRows('wallet.request')).some((a) => a.entityId === String(first.data.id))).toBe(true);
  });

  it('refuses 0, more than the wallet holds (less refunds claimed), another merchant\'s order and a missing key', async () => {
    const loan = await overpaidLoan(t, 100_00);
    expect(await withdraw(loan.orderNo, 0)).toMatchObject({ code: 400, msg: 'The withdrawal amount cannot be 0.' });
    expect(await withdraw(loan.orderNo, 0, { language: 'zh' })).toMatchObject({ msg: '提现金额不能为 0。' });
    expect(await withdraw(loan.orderNo, 50, { merchantNo: '1502' })).toMatchObject({ code: 404 });
    expect(await withdraw(loan.orderNo, 50, { key: null })).toMatchObject({ code: 400 });
    expect((await moneyPost(t, finance, 'refund/apply', { orderNo: loan.orderNo, amount: 60, channel: 'mpesa' })).code).toBe(200);
    expect(await withdraw(loan.orderNo, 50)).toMatchObject({ code: 400, msg: 'The amount is more than the wallet\'s KES 40.00.' });
    expect((await withdraw(loan.orderNo, 40)).data.status).toBe('success');
    expect(await withdraw(loan.orderNo, 1)).toMatchObject({ code: 409, msg: `Order ${loan.orderNo} has no money in the wallet.` });
    const noOverpayment = await overpaidLoan(t, 0);
    expect((await withdraw(noOverpayment.orderNo, 1)).code).toBe(409);
  });
});

describe('WalletRecords actions', () => {
  it('gives a refused withdrawal\'s money back to the wallet; retry sends it under a new reference', async () => {
    const loan = await overpaidLoan(t, 100_00);
    t.payments.setBehaviour('mpesa', 'fail');
    const failed = (await withdraw(loan.orderNo, 70)).data;
    expect(failed).toMatchObject({ status: 'failed', failCause: 'rejected' });
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(100_00);
    expect(await journalsOf(failed.id)).toEqual(['withdrawal', 'withdrawalFailed']);
    t.payments.setBehaviour('mpesa', 'pay');
    const retried = await moneyPost(t, finance, 'wallet/retry', { id: failed.id });
    expect(retried.data).toMatchObject({ status: 'success', attempts: 2, payoutRef: `${failed.withdrawalNo}-2` });
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(30_00);
    expect(await moneyPost(t, finance, 'wallet/retry', { id: failed.id })).toMatchObject({ code: 409 });
    expect(await moneyPost(t, finance, 'wallet/cancel', { id: failed.id })).toMatchObject({ code: 409 });
    expect((await t.auditRows('wallet.retry')).some((a) => a.entityId === String(failed.id) && a.actorUsername === 'finance')).toBe(true);
  });

  it('cancels a failed or a pending withdrawal, releasing what it claimed', async () => {
    const loan = await overpaidLoan(t, 100_00);
    t.payments.setBehaviour('mpesa', 'fail');
    const failed = (await withdraw(loan.orderNo, 30)).data;
    t.payments.setBehaviour('mpesa', 'pay');
    expect((await moneyPost(t, finance, 'wallet/cancel', { id: failed.id })).data.status).toBe('cancelled');
    expect(await moneyPost(t, finance, 'wallet/retry', { id: failed.id })).toMatchObject({ code: 409 });
    const merchantId = (await row(failed.id)).merchantId;
    const pending = await createWithdrawal(t.deps, merchantId, { orderNo: loan.orderNo, amount: 100_00 }, APP);
    expect(await withdraw(loan.orderNo, 1)).toMatchObject({ code: 409 });
    expect((await moneyPost(t, finance, 'wallet/cancel', { id: pending.id })).data.status).toBe('cancelled');
    expect((await withdraw(loan.orderNo, 100)).data.status).toBe('success');
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(0);
  });

  it('settles time-outs and sends requests left unsent, by the job', async () => {
    const loan = await overpaidLoan(t, 100_00);
    t.payments.setBehaviour('mpesa', 'timeout');
    const timedOut = (await withdraw(loan.orderNo, 20)).data;
    expect(timedOut.status).toBe('inProgress');
    t.payments.setBehaviour('mpesa', 'pay');
    const unsent = await createWithdrawal(t.deps, (await row(timedOut.id)).merchantId, { orderNo: loan.orderNo, amount: 30_00 }, APP);
    expect(await settlePendingWithdrawals(t.deps)).toEqual({ sent: 0, queried: 0 });
    t.clock.advance(3 * 60_000);
    await settlePendingWithdrawals(t.deps);
    t.clock.advance(3 * 60_000);
    await settlePendingWithdrawals(t.deps);
    expect(await row(timedOut.id)).toMatchObject({ status: 'success' });
    expect(await row(unsent.id)).toMatchObject({ status: 'success', attempts: 1 });
    expect(await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, timedOut.withdrawalNo))).toHaveLength(1);
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(50_00);
  });
});

describe('list, masking, permissions and the demo seed', () => {
  it('filters by order, phone, number, status and day; masks phones for masked users', async () => {
    const loan = await overpaidLoan(t, 100_00);
    const done = (await withdraw(loan.orderNo, 20)).data;
    const list = (token: string, query: Record<string, string | number>) => t.call('GET', 'wallet/list', { token, query });
    expect((await list(finance, { orderNo: loan.orderNo })).data.records.map((r: { id: number }) => r.id)).toEqual([done.id]);
    expect((await list(finance, { phone: loan.order.phone })).data.total).toBeGreaterThanOrEqual(1);
    expect((await list(finance, { withdrawalNo: done.withdrawalNo })).data.total).toBe(1);
    expect((await list(finance, { status: 'failed', orderNo: loan.orderNo })).data.total).toBe(0);
    expect((await list(finance, { dayFrom: '2020-01-01', dayTo: '2020-01-31' })).data.total).toBe(0);
    const [plain] = (await list(finance, { orderNo: loan.orderNo })).data.records;
    expect(plain).toMatchObject({ phone: loan.order.phone, customerName: loan.order.customerName, status: 'success', amountCents: 20_00 });
    const role = await createRole(t.db, { codes: ['AfterLoanSystem:WalletRecords:view'] });
    const masked = await t.login((await createUser(t.db, role.id)).username);
    expect((await list(masked, { orderNo: loan.orderNo })).data.records[0].phone).toBe(maskPhone(loan.order.phone));
    expect(await moneyPost(t, masked, 'wallet/cancel', { id: done.id })).toMatchObject({ code: 403 });
  });

  it('needs the screen\'s operation codes', async () => {
    const collector = await t.login('collector');
    expect((await t.call('GET', 'wallet/list', { token: collector })).code).toBe(403);
    expect((await moneyPost(t, collector, 'wallet/retry', { id: 1 })).code).toBe(403);
  });

  it('seeds demo withdrawals of overpaid orders through the same code, in every state', async () => {
    for (let i = 0; i < 4; i += 1) await overpaidLoan(t, (i + 2) * 100_00);
    const before = (await t.db.select().from(walletWithdrawals)).length;
    const { withdrawals } = await seedWalletWithdrawals(t.deps);
    expect(withdrawals).toBeGreaterThanOrEqual(4);
    const statuses = new Set((await t.db.select().from(walletWithdrawals)).slice(before).map((w) => w.status));
    expect([...statuses]).toEqual(expect.arrayContaining(['success', 'failed']));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrency on the PostgreSQL server', () => {
  it('pays the wallet once when 50 withdrawals of all of it arrive at once', async () => {
    const loan = await overpaidLoan(t, 100_00);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(loan.orderNo, 100)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 409 || r.code === 400)).toBe(true);
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(0);
  });
});
