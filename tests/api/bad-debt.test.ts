/**
 * BadDebtManagement (-New): cases moved in with a reason (per-case results), approved by someone other than the
 * requester — the case closes as bad debt and leaves every queue — or rejected; moved out with a reason, which
 * reopens the case. One open entry per case; a decision made twice is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { badDebtEntries } from '../../server/db/schema';
import { caseOfBill, seedCollectionBook } from './collection-fixtures';
import { codesOf, userWith, V1_BAD_DEBT } from './collection-approvals.helpers';
import { expectCaseCountsExact } from './case-counts-assert';
import { startTestApp, type TestApp } from './harness';
import { moneyPost } from './money-calls';

let t: TestApp;
let supervisor: string;
let requester: { id: number; token: string };
let book: Awaited<ReturnType<typeof seedCollectionBook>>;
const caseNo = async (i: number) => (await caseOfBill(t, book.billIds[i]))!.caseNo;

beforeAll(async () => {
  t = await startTestApp();
  book = await seedCollectionBook(t, { overdueDays: [10, 20, 40] });
  supervisor = await t.login('supervisor');
  requester = await userWith(t, codesOf(V1_BAD_DEBT, ['moveIn', 'approve', 'reject', 'moveOut']));
});
afterAll(async () => { await t?.close(); });
afterEach(async () => { await expectCaseCountsExact(t); });

const moveIn = (body: Record<string, unknown>, token = requester.token, language?: string) =>
  moneyPost(t, token, 'badDebt/moveIn', { system: 'v1', reason: 'Customer deceased; family cannot pay', ...body }, { language });
const entryOf = async (caseId: number) => (await t.db.select().from(badDebtEntries).where(eq(badDebtEntries.caseId, caseId)))
  .sort((a, b) => b.id - a.id)[0];

describe('moving in', () => {
  it('answers per case: moved in for approval, not found, already in the library', async () => {
    const first = await caseNo(0);
    const res = await moveIn({ caseNos: [first, 'NO-SUCH-CASE'] });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual([{ caseNo: first, ok: true }, { caseNo: 'NO-SUCH-CASE', ok: false, message: 'Case not found in this system.' }]);
    const again = await moveIn({ caseIds: [book.caseIds[0]] }, requester.token, 'zh');
    expect(again.data).toEqual([{ caseNo: first, ok: false, message: '案件已在坏账库中或正在等待审核。' }]);
    expect(await moveIn({ caseNos: [] })).toMatchObject({ code: 400, msg: expect.stringContaining('Enter at least one case number') });
    expect(await moveIn({ caseNos: [first], reason: ' ' })).toMatchObject({ code: 400 });
    expect(await moveIn({ caseNos: [first], system: 'v2' })).toMatchObject({ code: 403 });
    expect(await entryOf(book.caseIds[0])).toMatchObject({ status: 'pending', requestedBy: requester.id, amountCents: expect.any(Number) });
  });
});

describe('deciding and moving out', () => {
  it('refuses your own request; approval by another closes the case as bad debt, once', async () => {
    const entry = await entryOf(book.caseIds[0]);
    expect(await moneyPost(t, requester.token, 'badDebt/approve', { id: entry.id })).toMatchObject({ code: 403, msg: 'You cannot decide your own request.' });
    const answers = await Promise.all([moneyPost(t, supervisor, 'badDebt/approve', { id: entry.id }), moneyPost(t, supervisor, 'badDebt/approve', { id: entry.id })]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    expect(await caseOfBill(t, book.billIds[0])).toMatchObject({ status: 'closed', closeReason: 'badDebt' });
    const list = await t.call('GET', 'badDebt/list', { token: supervisor, query: { system: 'v1', status: 'approved' } });
    expect(list.data.records).toEqual([expect.objectContaining({ id: entry.id, caseNo: await caseNo(0), status: 'approved', amountDueCents: expect.any(Number), ownApplication: false })]);
    expect(list.data.records[0].amountDueCents).toBeGreaterThan(0);
  });

  it('a rejected request leaves the case collecting', async () => {
    await moveIn({ caseIds: [book.caseIds[1]] });
    const entry = await entryOf(book.caseIds[1]);
    expect((await moneyPost(t, supervisor, 'badDebt/reject', { id: entry.id, remark: 'Still reachable' })).code).toBe(200);
    expect(await caseOfBill(t, book.billIds[1])).toMatchObject({ status: 'collecting' });
    expect((await moneyPost(t, supervisor, 'badDebt/approve', { id: entry.id })).code).toBe(409);
    // Rejected is not open: the case may be proposed again.
    expect((await moveIn({ caseIds: [book.caseIds[1]] })).data).toEqual([{ caseNo: await caseNo(1), ok: true }]);
  });

  it('moving out needs a reason and reopens the case', async () => {
    const entry = await entryOf(book.caseIds[0]);
    expect((await moneyPost(t, supervisor, 'badDebt/moveOut', { id: entry.id, reason: '' })).code).toBe(400);
    expect((await moneyPost(t, supervisor, 'badDebt/moveOut', { id: entry.id, reason: 'Family agreed a payment plan' })).code).toBe(200);
    expect(await caseOfBill(t, book.billIds[0])).toMatchObject({ status: 'collecting', closeReason: null });
    expect(await entryOf(book.caseIds[0])).toMatchObject({ status: 'movedOut', moveOutReason: 'Family agreed a payment plan' });
    expect((await moneyPost(t, supervisor, 'badDebt/moveOut', { id: entry.id, reason: 'again' })).code).toBe(409);
  });

  it('filters by case number and status; the v2 list needs the v2 screen', async () => {
    const res = await t.call('GET', 'badDebt/list', { token: requester.token, query: { system: 'v1', caseNo: await caseNo(1), status: 'pending' } });
    expect(res.data.records).toEqual([expect.objectContaining({ caseNo: await caseNo(1), status: 'pending', ownApplication: true })]);
    expect((await t.call('GET', 'badDebt/list', { token: requester.token, query: { system: 'v2' } })).code).toBe(403);
    expect((await t.call('GET', 'badDebt/list', { token: supervisor, query: { system: 'v2' } })).data.total).toBe(0);
  });
});
