/**
 * BalanceManagement: accounts added and updated, each beside the ledger's cash of its channel; a day's
 * reported balance recorded once per account and day with the ledger's figure of that day; the history.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { formatEatDate, parseEat } from '../../common/time';
import { balanceAccounts, balanceEntries, ledgerEntries, ledgerJournals } from '../../server/db/schema';
import { seedBalanceAccounts } from '../../server/db/seed/balance-accounts';
import { createRole, createUser } from './fixtures';
import { HOUR, startTestApp, type TestApp } from './harness';

const SCREEN = 'AfterLoanSystem/BalanceManagement';
const DAY_MS = 24 * HOUR;
let t: TestApp;
let finance: string;
let today: string;
const daysAgo = (n: number) => formatEatDate(new Date(t.clock.now().getTime() - n * DAY_MS));

/** A balanced journal moving cash of a channel against another account. */
async function postCash(channel: string, cents: number, at: Date) {
  await t.db.transaction(async (tx) => {
    const [journal] = await tx.insert(ledgerJournals).values({ kind: cents > 0 ? 'repayment' : 'disbursement', refType: 'test', refId: `${channel}-${at.getTime()}`, at }).returning();
    const cash = cents > 0 ? { debitCents: cents } : { creditCents: -cents };
    const other = cents > 0 ? { creditCents: cents } : { debitCents: -cents };
    await tx.insert(ledgerEntries).values([
      { journalId: journal.id, account: 'cash', channel, ...cash },
      { journalId: journal.id, account: 'receivable:principal', ...other },
    ]);
  });
}

const save = (body: Record<string, unknown>, token = finance) => t.call('POST', 'balance/save', { token, body });
const record = (body: Record<string, unknown>, token = finance) => t.call('POST', 'balance/record', { token, body });
const list = (query: Record<string, string | number> = {}) => t.call('GET', 'balance/list', { token: finance, query });
const history = (accountId: number, query: Record<string, string | number> = {}) => t.call('GET', `balance/history/${accountId}`, { token: finance, query });
const accountNamed = async (accountName: string) => (await t.db.select().from(balanceAccounts).where(eq(balanceAccounts.accountName, accountName)))[0];

let mpesaId: number;

beforeAll(async () => {
  t = await startTestApp();
  finance = await t.login('finance');
  today = formatEatDate(t.clock.now());
  await seedBalanceAccounts(t.db);
  await seedBalanceAccounts(t.db);
  // The demo's merchant recharges are cash in the ledger; each is reversed at its own time, so the figures here
  // start from nothing.
  const seeded = await t.db.select({ channel: ledgerEntries.channel, debit: ledgerEntries.debitCents, credit: ledgerEntries.creditCents, at: ledgerJournals.at })
    .from(ledgerEntries).innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId)).where(eq(ledgerEntries.account, 'cash'));
  for (const row of seeded) await postCash(row.channel ?? 'mpesa', row.credit - row.debit, row.at);
  // The ledger: 5,000 in through M-Pesa two days ago, 1,000 out today; 700 in through Airtel; 1,200 in at a bank.
  await postCash('mpesa', 5_000_00, parseEat(`${daysAgo(2)} 10:00`)!);
  await postCash('mpesa', -1_000_00, new Date(t.clock.now().getTime() - 60_000));
  await postCash('airtel', 700_00, parseEat(`${daysAgo(1)} 10:00`)!);
  await postCash('bank', 1_200_00, parseEat(`${daysAgo(1)} 11:00`)!);
});
afterAll(async () => { await t.close(); });

describe('balance accounts', () => {
  it('seeds the demo accounts once', async () => {
    expect((await t.db.select().from(balanceAccounts)).map((a) => a.paymentCompany).sort()).toEqual(['Equity Bank', 'airtel', 'mpesa']);
  });

  it('adds and updates accounts, refusing a duplicate and incomplete input', async () => {
    const created = await save({ paymentCompany: 'mpesa', accountName: 'M-Pesa B2C float', bankAccount: '600123' });
    expect(created).toMatchObject({ code: 200, data: { paymentCompany: 'mpesa', lastBalanceCents: null, ledgerChannel: 'mpesa', ledgerBalanceCents: 4_000_00, differenceCents: null } });
    mpesaId = created.data.id;
    expect(await save({ paymentCompany: 'MPESA', accountName: 'Again', bankAccount: '600123' }))
      .toMatchObject({ code: 409, msg: 'This payment company already has an account with this number.' });
    expect(await save({ paymentCompany: 'mpesa', bankAccount: '600124' })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await save({ paymentCompany: 'mpesa', accountName: 'Short', bankAccount: '12' })).toMatchObject({ code: 400, msg: 'Account number: at least 4 characters.' });
    const updated = await t.call('POST', 'balance/update', { token: finance, body: { id: mpesaId, accountName: 'M-Pesa B2C float account' } });
    expect(updated).toMatchObject({ code: 200, data: { accountName: 'M-Pesa B2C float account' } });
    expect((await t.auditRows()).filter((a) => a.entity === 'balance').map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('lists each account beside the ledger cash of its channel; a bank by name is in the bank book', async () => {
    const res = await list({ size: 10 });
    expect(res.data.total).toBe(4);
    const byName = Object.fromEntries(res.data.records.map((r: { accountName: string }) => [r.accountName, r]));
    expect(byName['Jamii Credit M-Pesa Paybill']).toMatchObject({ ledgerChannel: 'mpesa', ledgerBalanceCents: 4_000_00 });
    expect(byName['Jamii Credit Airtel Money']).toMatchObject({ ledgerChannel: 'airtel', ledgerBalanceCents: 700_00 });
    expect(byName['Jamii Credit Ltd Collections']).toMatchObject({ paymentCompany: 'Equity Bank', ledgerChannel: 'bank', ledgerBalanceCents: 1_200_00 });
    expect((await list({ paymentCompany: 'mpesa' })).data.total).toBe(2);
    expect((await list({ accountName: 'airtel' })).data.records).toMatchObject([{ paymentCompany: 'airtel' }]);
  });
});

describe('recording balances', () => {
  it('records today with the ledger balance beside it and shows the difference in the list', async () => {
    const res = await record({ accountId: mpesaId, balance: '3,900.50', remark: 'Safaricom portal 17:00' });
    expect(res).toMatchObject({ code: 200, data: { entryDay: today, balanceCents: 3_900_50, ledgerBalanceCents: 4_000_00, differenceCents: -99_50, replaced: false } });
    const row = (await list({ bankAccount: '600123' })).data.records[0];
    expect(row).toMatchObject({ lastBalanceCents: 3_900_50, lastEntryDay: today, ledgerBalanceCents: 4_000_00, differenceCents: -99_50 });
  });

  it('records an earlier day with that day\'s ledger balance and keeps the latest figure on the account', async () => {
    const res = await record({ accountId: mpesaId, day: daysAgo(1), balance: 5000 });
    expect(res.data).toMatchObject({ entryDay: daysAgo(1), balanceCents: 5_000_00, ledgerBalanceCents: 5_000_00, differenceCents: 0 });
    expect(await t.db.select().from(balanceAccounts).where(eq(balanceAccounts.id, mpesaId)))
      .toMatchObject([{ lastBalanceCents: 3_900_50, lastEntryDay: today }]);
    const before = await record({ accountId: mpesaId, day: daysAgo(3), balance: 10 });
    expect(before.data).toMatchObject({ ledgerBalanceCents: 0 });
  });

  it('keeps one entry per account and day: recording the day again replaces it, audited', async () => {
    const res = await record({ accountId: mpesaId, balance: 4000 });
    expect(res.data).toMatchObject({ entryDay: today, balanceCents: 4_000_00, differenceCents: 0, replaced: true, remark: null });
    const entries = await t.db.select().from(balanceEntries).where(eq(balanceEntries.accountId, mpesaId));
    expect(entries.filter((e) => e.entryDay === today)).toHaveLength(1);
    const [rerecord] = await t.auditRows('balance.rerecord');
    expect(rerecord).toMatchObject({ entityId: String(mpesaId), before: { balanceCents: 3_900_50 }, after: { balanceCents: 4_000_00 } });
    expect(await t.auditRows('balance.record')).toHaveLength(3);
    expect((await list({ bankAccount: '600123' })).data.records[0]).toMatchObject({ lastBalanceCents: 4_000_00, differenceCents: 0 });
  });

  it('refuses a future day, a bad amount and an unknown account', async () => {
    const tomorrow = formatEatDate(new Date(t.clock.now().getTime() + DAY_MS));
    expect(await record({ accountId: mpesaId, day: tomorrow, balance: 1 })).toMatchObject({ code: 400, msg: `${tomorrow} has not started yet; choose today or an earlier day.` });
    expect(await record({ accountId: mpesaId, day: '2026-13-01', balance: 1 })).toMatchObject({ code: 400, msg: 'Enter a date as YYYY-MM-DD.' });
    for (const balance of ['abc', '1.234', -5]) {
      expect(await record({ accountId: mpesaId, balance })).toMatchObject({ code: 400, msg: 'Enter an amount with up to two decimals.' });
    }
    expect(await record({ accountId: mpesaId })).toMatchObject({ code: 400 });
    expect(await record({ accountId: 999_999, balance: 1 })).toMatchObject({ code: 404, msg: 'The balance account was not found.' });
    expect(await t.call('POST', 'balance/record', { token: finance, body: { accountId: 999_999, balance: 1 }, language: 'zh' }))
      .toMatchObject({ code: 404, msg: '未找到该余额账户。' });
  });
});

describe('history', () => {
  it('pages an account\'s entries five at a time, newest day first', async () => {
    for (let n = 4; n <= 8; n += 1) await record({ accountId: mpesaId, day: daysAgo(n), balance: n });
    const first = await history(mpesaId);
    expect(first.data.total).toBe(8);
    expect(first.data.records).toHaveLength(5);
    expect(first.data.records.map((e: { entryDay: string }) => e.entryDay)).toEqual([today, daysAgo(1), daysAgo(3), daysAgo(4), daysAgo(5)]);
    expect(first.data.records[0]).toMatchObject({ balanceCents: 4_000_00, ledgerBalanceCents: 4_000_00, differenceCents: 0, recordedByName: 'Daniel Kiprop' });
    const second = await history(mpesaId, { current: 2 });
    expect(second.data.records.map((e: { entryDay: string }) => e.entryDay)).toEqual([daysAgo(6), daysAgo(7), daysAgo(8)]);
    expect(await history(999_999)).toMatchObject({ code: 404 });
    expect((await history((await accountNamed('Jamii Credit Airtel Money')).id)).data).toMatchObject({ total: 0, records: [] });
  });
});

describe('permissions', () => {
  it('refuses each action without its operation code', async () => {
    const auditor = await t.login('auditor');
    expect(await t.call('GET', 'balance/list', { token: auditor })).toMatchObject({ code: 403 });
    const viewerRole = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const viewer = await t.login((await createUser(t.db, viewerRole.id)).username);
    expect(await t.call('GET', 'balance/list', { token: viewer })).toMatchObject({ code: 200 });
    expect(await t.call('GET', `balance/history/${mpesaId}`, { token: viewer })).toMatchObject({ code: 200 });
    expect(await record({ accountId: mpesaId, balance: 1 }, viewer)).toMatchObject({ code: 403 });
    expect(await save({ paymentCompany: 'airtel', accountName: 'X', bankAccount: '99999' }, viewer)).toMatchObject({ code: 403 });
    expect(await t.call('POST', 'balance/update', { token: viewer, body: { id: mpesaId, accountName: 'X' } })).toMatchObject({ code: 403 });
    const recorderRole = await createRole(t.db, { codes: [actionCode(SCREEN, 'record')] });
    const recorder = await t.login((await createUser(t.db, recorderRole.id)).username);
    expect(await record({ accountId: mpesaId, balance: 4000 }, recorder)).toMatchObject({ code: 200 });
    expect(await t.call('POST', 'balance/delete', { token: finance, body: { ids: [mpesaId] } })).toMatchObject({ code: 404 });
  });
});
