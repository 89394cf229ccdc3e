/**
 * CashTransferApplyFor and CashTransferAudit: submit, update and give up by the applicant while pending,
 * audit by someone else, one-key payout (paid, refused, timed out and asked again), mark success, detail
 * confirm with their journals, the detail's history, lists, options, permissions, export and idempotency.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../common/money/ledger-accounts';
import { cashTransfers, channelTransactions, ledgerEntries, ledgerJournals, lenderAccounts } from '../../server/db/schema';
import { settlePendingTransfers } from '../../server/modules/cash-transfer/cash-transfer-payout';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { moneyPost } from './money-calls';
import { merchantId } from './order-states';

let t: TestApp;
let finance: string;
let cashier: string;
let merchant: number;
const account: Record<'bank' | 'mpesa' | 'disabled' | 'otherMerchant', number> = { bank: 0, mpesa: 0, disabled: 0, otherMerchant: 0 };

async function lenderAccount(merchantNo: string, accountNo: string, channel: string, enabled = true) {
  const [row] = await t.db.insert(lenderAccounts).values({
    merchantId: await merchantId(t, merchantNo), accountName: `Test ${accountNo}`, bankName: channel === 'bank' ? 'Equity Bank' : 'M-Pesa B2C', accountNo, channel, enabled,
  }).returning();
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  finance = await t.login('finance');
  cashier = await t.login('cashier');
  merchant = await merchantId(t, '1501');
  account.bank = await lenderAccount('1501', '1180279465999', 'bank');
  account.mpesa = await lenderAccount('1501', '3015019', 'mpesa');
  account.disabled = await lenderAccount('1501', '1180279460001', 'bank', false);
  account.otherMerchant = await lenderAccount('1502', '1289347799', 'bank');
});
afterAll(async () => { await t?.close(); });
afterEach(async () => {
  t.payments.setBehaviour('mpesa', 'pay');
  await expectLedgerBalanced(t);
});

const input = (extra: Record<string, unknown> = {}) => ({ merchantId: merchant, fromChannel: 'mpesa', toAccountId: account.bank, amount: '250000', reason: 'Float top-up for bank payouts', ...extra });
const submit = (extra: Record<string, unknown> = {}, options = {}) => moneyPost(t, finance, 'transfer/submit', input(extra), options);
const audit = (id: number, decision: 'approve' | 'reject', remark: string | null = null, token = cashier) => moneyPost(t, token, 'transfer/audit', { id, decision, remark });
const row = async (id: number) => (await t.db.select().from(cashTransfers).where(eq(cashTransfers.id, id)))[0];
const journalsOf = async (id: number) => (await t.db.select().from(ledgerJournals)
  .where(and(eq(ledgerJournals.refType, 'cashTransfer'), eq(ledgerJournals.refId, String(id))))).map((j) => j.postingKey);

async function approved(extra: Record<string, unknown> = {}) {
  const { data } = await submit(extra);
  expect((await audit(data.id, 'approve')).data.status).toBe('approved');
  return data as { id: number; transferNo: string };
}

describe('applying', () => {
  it('refuses a zero amount, another merchant\'s or a disabled account, a merchant out of scope and a missing reason', async () => {
    expect(await submit({ amount: 0 })).toMatchObject({ code: 400, msg: 'The transfer amount cannot be 0.' });
    expect(await submit({ toAccountId: account.otherMerchant })).toMatchObject({ code: 400, msg: 'Choose one of the merchant\'s lender accounts.' });
    expect(await submit({ toAccountId: account.disabled })).toMatchObject({ code: 400, msg: 'Lender account Equity Bank 1180279460001 is disabled.' });
    expect(await submit({ merchantId: await merchantId(t, '1502'), toAccountId: account.otherMerchant })).toMatchObject({ code: 404 });
    expect(await submit({ reason: '' })).toMatchObject({ code: 400 });
    expect(await submit({}, { key: null })).toMatchObject({ code: 400 });
    expect(await submit({ amount: 0 }, { language: 'zh' })).toMatchObject({ msg: '转账金额不能为 0。' });
  });

  it('submits once per key; the applicant alone updates or gives up a pending application', async () => {
    const key = 'transfer-submit-key-01';
    const first = await submit({}, { key });
    expect(first.data).toMatchObject({ status: 'pending', amountCents: 250_000_00 });
    expect((await submit({}, { key })).data).toEqual(first.data);
    expect(await t.db.select().from(cashTransfers).where(eq(cashTransfers.transferNo, first.data.transferNo))).toHaveLength(1);
    const id = first.data.id as number;
    expect(await moneyPost(t, cashier, 'transfer/update', { ...input({ amount: 1 }), id })).toMatchObject({ code: 403, msg: 'Only the applicant can change or give up this application.' });
    expect((await moneyPost(t, finance, 'transfer/update', { ...input({ amount: '300000.50', toAccountId: account.mpesa }), id })).data.amountCents).toBe(300_000_50);
    expect(await row(id)).toMatchObject({ toAccountId: account.mpesa, applicantId: await t.userId('finance') });
    expect(await moneyPost(t, cashier, 'transfer/giveUp', { id })).toMatchObject({ code: 403 });
    expect((await moneyPost(t, finance, 'transfer/giveUp', { id })).data.status).toBe('givenUp');
    expect(await audit(id, 'approve')).toMatchObject({ code: 409 });
    expect(await moneyPost(t, finance, 'transfer/update', { ...input(), id })).toMatchObject({ code: 409 });
    expect((await t.auditRows('transfer.giveUp')).some((a) => a.entityId === String(id))).toBe(true);
  });
});

describe('audit and money', () => {
  it('is audited by someone other than the applicant; a rejection needs a reason and moves no money', async () => {
    const { data } = await submit();
    expect(await audit(data.id, 'approve', null, finance)).toMatchObject({ code: 403, msg: 'The person who applies cannot approve their own application.' });
    expect(await audit(data.id, 'reject')).toMatchObject({ code: 400 });
    expect((await audit(data.id, 'reject', 'Top-up already made')).data.status).toBe('rejected');
    expect(await moneyPost(t, cashier, 'transfer/payout', { id: data.id })).toMatchObject({ code: 409 });
    expect(await journalsOf(data.id)).toEqual([]);
  });

  it('pays out in one click, then confirms arrival: money leaves the channel for clearing and lands in the account\'s channel', async () => {
    const transfer = await approved();
    expect(await moneyPost(t, finance, 'transfer/update', { ...input(), id: transfer.id })).toMatchObject({ code: 409 });
    expect((await moneyPost(t, cashier, 'transfer/payout', { id: transfer.id })).data).toMatchObject({ status: 'paid', payoutRef: transfer.transferNo });
    const paid = await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, transfer.transferNo));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ channel: 'mpesa', account: '1180279465999', amountCents: 250_000_00 });
    expect(await moneyPost(t, cashier, 'transfer/payout', { id: transfer.id })).toMatchObject({ code: 409 });
    expect((await moneyPost(t, cashier, 'transfer/confirm', { id: transfer.id })).data.status).toBe('confirmed');
    expect(await journalsOf(transfer.id)).toEqual([`cashTransfer:${transfer.id}:paid`, `cashTransfer:${transfer.id}:confirmed`]);
    const lines = await t.db.select({ account: ledgerEntries.account, channel: ledgerEntries.channel, debit: ledgerEntries.debitCents, credit: ledgerEntries.creditCents })
      .from(ledgerEntries).innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .where(and(eq(ledgerJournals.refType, 'cashTransfer'), eq(ledgerJournals.refId, String(transfer.id))));
    expect(lines).toEqual(expect.arrayContaining([
      { account: ACCOUNTS.cash, channel: 'mpesa', debit: 0, credit: 250_000_00 },
      { account: ACCOUNTS.cash, channel: 'bank', debit: 250_000_00, credit: 0 },
    ]));
    const clearing = lines.filter((l) => l.account === ACCOUNTS.transferClearing).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(clearing).toBe(0);
    expect(await row(transfer.id)).toMatchObject({ confirmedBy: await t.userId('cashier'), auditorId: await t.userId('cashier') });
    expect(await moneyPost(t, cashier, 'transfer/confirm', { id: transfer.id })).toMatchObject({ code: 409 });
  });

  it('records a refused payout as failed without moving money', async () => {
    const transfer = await approved();
    t.payments.setBehaviour('mpesa', 'fail');
    expect((await moneyPost(t, cashier, 'transfer/payout', { id: transfer.id })).data).toMatchObject({ status: 'failed', failCause: 'rejected' });
    expect(await journalsOf(transfer.id)).toEqual([]);
    expect(await moneyPost(t, cashier, 'transfer/confirm', { id: transfer.id })).toMatchObject({ code: 409 });
  });

  it('keeps a timed-out payout paying; pressing payout again or the job asks the channel and never pays twice', async () => {
    const first = await approved();
    const second = await approved();
    t.payments.setBehaviour('mpesa', 'timeout');
    expect((await moneyPost(t, cashier, 'transfer/payout', { id: first.id })).data.status).toBe('paying');
    expect((await moneyPost(t, cashier, 'transfer/payout', { id: first.id })).data.status).toBe('paid');
    expect(await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, first.transferNo))).toHaveLength(1);
    expect((await moneyPost(t, cashier, 'transfer/payout', { id: second.id })).data.status).toBe('paying');
    t.payments.setBehaviour('mpesa', 'pay');
    expect((await settlePendingTransfers(t.deps)).queried).toBe(0);
    t.clock.advance(3 * 60_000);
    expect((await settlePendingTransfers(t.deps)).queried).toBe(1);
    expect((await row(second.id)).status).toBe('paid');
    expect(await journalsOf(second.id)).toEqual([`cashTransfer:${second.id}:paid`]);
  });

  it('marks a transfer made outside the system as paid, with the same journal, then confirms it', async () => {
    const transfer = await approved({ fromChannel: 'bank' });
    expect((await moneyPost(t, cashier, 'transfer/markSuccess', { id: transfer.id, reference: 'EQ-889120' })).data)
      .toMatchObject({ status: 'paid', thirdPartyCode: 'EQ-889120' });
    expect(await moneyPost(t, cashier, 'transfer/markSuccess', { id: transfer.id })).toMatchObject({ code: 409 });
    expect(await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, transfer.transferNo))).toEqual([]);
    expect((await moneyPost(t, finance, 'transfer/confirm', { id: transfer.id })).data.status).toBe('confirmed');
    expect(await journalsOf(transfer.id)).toEqual([`cashTransfer:${transfer.id}:paid`, `cashTransfer:${transfer.id}:confirmed`]);
  });
});

describe('detail, lists, options, permissions and export', () => {
  it('shows a transfer with its history, oldest first', async () => {
    const transfer = await approved();
    await moneyPost(t, cashier, 'transfer/payout', { id: transfer.id });
    await moneyPost(t, cashier, 'transfer/confirm', { id: transfer.id });
    const detail = await t.call('GET', `transfer/detail/${transfer.id}`, { token: finance });
    expect(detail.data).toMatchObject({ transferNo: transfer.transferNo, status: 'confirmed', toAccountNo: '1180279465999', toChannel: 'bank', ownApplication: true });
    expect(detail.data.history.map((h: { action: string }) => h.action)).toEqual(['transfer.submit', 'transfer.approve', 'transfer.payout', 'transfer.paid', 'transfer.confirm']);
    expect(detail.data.history.at(-1)).toMatchObject({ actorUsername: 'cashier', status: 'confirmed' });
    expect((await t.call('GET', 'transfer/detail/999999', { token: finance })).code).toBe(404);
  });

  it('filters the list, lists pending first for audit and offers only enabled accounts in scope', async () => {
    const pending = (await submit({ fromChannel: 'airtel' })).data;
    const list = (query: Record<string, string | number>) => t.call('GET', 'transfer/list', { token: cashier, query });
    expect((await list({ transferNo: pending.transferNo })).data.records).toHaveLength(1);
    expect((await list({ fromChannel: 'airtel' })).data.records.every((r: { fromChannel: string }) => r.fromChannel === 'airtel')).toBe(true);
    expect((await list({ status: 'confirmed' })).data.records.every((r: { status: string }) => r.status === 'confirmed')).toBe(true);
    expect((await list({ order: 'pendingFirst' })).data.records[0].status).toBe('pending');
    expect((await list({ dayFrom: '2020-01-01', dayTo: '2020-01-01' })).data.total).toBe(0);
    const options = await t.call('GET', 'transfer/options', { token: finance });
    const ids = options.data.accounts.map((a: { value: number }) => a.value);
    expect(ids).toEqual(expect.arrayContaining([account.bank, account.mpesa]));
    expect(ids).not.toContain(account.disabled);
    expect(ids).not.toContain(account.otherMerchant);
  });

  it('needs the screens\' operation codes', async () => {
    const collector = await t.login('collector');
    expect((await t.call('GET', 'transfer/list', { token: collector })).code).toBe(403);
    expect((await moneyPost(t, collector, 'transfer/submit', input())).code).toBe(403);
    expect((await moneyPost(t, collector, 'transfer/payout', { id: 1 })).code).toBe(403);
  });

  it('exports the filtered transfers to xlsx and audits it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hc/web/transfer/export?status=confirmed', headers: { authorization: `Bearer ${cashier}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(Number(res.headers['x-export-rows'])).toBeGreaterThanOrEqual(1);
    expect((await t.auditRows('transfer.export')).length).toBe(1);
  });
});
