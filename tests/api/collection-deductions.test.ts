/**
 * Waivers (DeductionAmountManagement, -New) and PenaltyInterestReductionStrategiesNew: the strategy's limits are
 * enforced by the server (level, days overdue, components, share, cap, never more than owed), one pending per bill,
 * nobody decides their own, an approval posts once through the money core even when two arrive together, the
 * bill's trial figures fall at once and the ledger balances; a waiver that clears the bill closes its case.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, bills, collectionCases, collectionDeductions, repayFlows } from '../../server/db/schema';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { caseOfBill, seedCollectionBook } from './collection-fixtures';
import { codesOf, saveStrategy, userWith, V1_WAIVER, V2_WAIVER } from './collection-approvals.helpers';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { moneyPost } from './money-calls';

let t: TestApp;
let admin: string;
let supervisor: string;
let collector: { id: number; token: string };
let book: Awaited<ReturnType<typeof seedCollectionBook>>;

beforeAll(async () => {
  t = await startTestApp();
  // Cases S2 (10 days), S2, S2, S3 (20 days), S2 for the settling test; sign in after the clock has moved.
  book = await seedCollectionBook(t, { overdueDays: [10, 10, 10, 20, 12] });
  admin = await t.login('admin');
  supervisor = await t.login('supervisor');
  collector = await userWith(t, [...codesOf(V1_WAIVER, ['apply', 'approve', 'reject'])]);
});
afterAll(async () => { await t?.close(); });
afterEach(async () => { await expectLedgerBalanced(t); });

const preview = async (caseId: number, token = collector.token) => (await t.call('GET', 'deduction/preview', { token, query: { caseId } })).data;
const apply = (caseId: number, components: Record<string, string | number>, token = collector.token, language?: string) =>
  moneyPost(t, token, 'deduction/apply', { caseId, components, reason: 'Customer lost income; pays the rest today' }, { language });
const billOf = async (billId: number) => (await t.db.select().from(bills).where(eq(bills.id, billId)))[0];

describe('strategies', () => {
  it('validates the strategy form with translated messages', async () => {
    const bad = await moneyPost(t, admin, 'reductionStrategy/save', { name: 'Bad', system: 'v1', minOverdueDays: 9, maxOverdueDays: 3, minAmountCents: '0', components: ['lateFee'], maxShareBp: '10', capCents: '0' });
    expect(bad).toMatchObject({ code: 400, msg: expect.stringContaining('"To days overdue" must not be below') });
    const none = await moneyPost(t, admin, 'reductionStrategy/save', { name: 'None', system: 'v1', minOverdueDays: 1, maxOverdueDays: 3, minAmountCents: '0', components: [], maxShareBp: '10', capCents: '0' }, { language: 'zh' });
    expect(none).toMatchObject({ code: 400, msg: expect.stringContaining('请至少选择一个减免项') });
    const share = await moneyPost(t, admin, 'reductionStrategy/save', { name: 'Share', system: 'v1', minOverdueDays: 1, maxOverdueDays: 3, minAmountCents: '0', components: ['lateFee'], maxShareBp: '120', capCents: '0' });
    expect(share.code).toBe(400);
  });
});

describe('proposing', () => {
  it('refuses a case no enabled strategy covers', async () => {
    const res = await apply(book.caseIds[0], { lateFee: '1' });
    expect(res).toMatchObject({ code: 409, msg: expect.stringContaining('No enabled reduction strategy covers case') });
  });

  it('enforces the components, what each owes, the share and the cap, in English and Chinese', async () => {
    await saveStrategy(t, admin, { capCents: '0' });
    const caseId = book.caseIds[0];
    const view = await preview(caseId);
    expect(view.strategy).toMatchObject({ components: ['lateFee', 'interest'], maxShareBp: 5000 });
    const { lateFee, interest } = view.owed as Record<string, number>;
    expect(lateFee).toBeGreaterThan(0);
    expect(await apply(caseId, { serviceFee: '1' })).toMatchObject({ code: 400, msg: 'The strategy does not allow waiving Service fee.' });
    expect(await apply(caseId, { serviceFee: '1' }, collector.token, 'zh')).toMatchObject({ code: 400, msg: '策略不允许减免服务费。' });
    expect(await apply(caseId, { lateFee: (lateFee + 100) / 100 })).toMatchObject({ code: 400, msg: expect.stringContaining('more than it owes') });
    const half = Math.floor((lateFee + interest) / 2);
    expect(await apply(caseId, { lateFee: lateFee / 100, interest: interest / 100 })).toMatchObject({ code: 400, msg: `The waiver is more than the strategy allows: at most KES ${half / 100}.` });
    expect(await apply(caseId, {})).toMatchObject({ code: 400 });
    // S3 (20 days overdue) is outside the strategy's levels and days.
    expect((await apply(book.caseIds[3], { lateFee: '1' })).code).toBe(409);
    expect(await t.db.select().from(collectionDeductions)).toEqual([]);
  });

  it('honours the cap and keeps one pending waiver per bill', async () => {
    await saveStrategy(t, admin, { capCents: '5', levels: [], maxShareBp: '100', name: 'Capped everywhere' });
    const caseId = book.caseIds[1];
    expect(await apply(caseId, { lateFee: '5.01' })).toMatchObject({ code: 400, msg: 'The waiver is more than the strategy allows: at most KES 5.' });
    expect((await apply(caseId, { lateFee: '5' })).code).toBe(200);
    expect(await apply(caseId, { lateFee: '1' })).toMatchObject({ code: 409, msg: expect.stringContaining('already pending') });
    expect((await preview(caseId)).pendingDeductionNo).toMatch(/^WV/);
  });
});

describe('deciding', () => {
  it('refuses your own waiver, and needs a remark to reject', async () => {
    const caseId = book.caseIds[1];
    const [pending] = await t.db.select().from(collectionDeductions).where(eq(collectionDeductions.caseId, caseId));
    expect(await moneyPost(t, collector.token, 'deduction/approve', { id: pending.id })).toMatchObject({ code: 403, msg: 'You cannot decide your own application.' });
    expect(await moneyPost(t, collector.token, 'deduction/approve', { id: pending.id }, { language: 'zh' })).toMatchObject({ code: 403, msg: '不能审核自己提交的申请。' });
    expect((await moneyPost(t, supervisor, 'deduction/reject', { id: pending.id })).code).toBe(400);
    expect(await moneyPost(t, supervisor, 'deduction/reject', { id: pending.id, remark: 'Pay first' })).toMatchObject({ code: 200, data: { status: 'rejected' } });
    expect((await moneyPost(t, admin, 'deduction/approve', { id: pending.id })).code).toBe(409);
  });

  it('posts an approval once when two supervisors approve together; the trial figures fall at once', async () => {
    const caseId = book.caseIds[2];
    const before = await preview(caseId);
    const lateFee = (before.owed as Record<string, number>).lateFee;
    const waive = Math.min(500, lateFee);
    const res = await apply(caseId, { lateFee: waive / 100 });
    expect(res.code, res.msg).toBe(200);
    const answers = await Promise.all([
      moneyPost(t, supervisor, 'deduction/approve', { id: res.data.id, remark: 'ok' }),
      moneyPost(t, admin, 'deduction/approve', { id: res.data.id }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(collectionDeductions).where(eq(collectionDeductions.id, res.data.id));
    expect(row.status).toBe('approved');
    const flows = await t.db.select().from(repayFlows).where(eq(repayFlows.billId, row.billId));
    expect(flows.filter((f) => f.waivedCents > 0)).toHaveLength(1);
    expect(flows[0]).toMatchObject({ id: row.flowId, amountCents: 0, waivedCents: waive, source: 'collection' });
    const after = await preview(caseId);
    expect(after.amountDueCents).toBe(before.amountDueCents - waive);
    expect((after.owed as Record<string, number>).lateFee).toBe(lateFee - waive);
    const list = await t.call('GET', 'deduction/list', { token: supervisor, query: { system: 'v1', status: 'approved' } });
    expect(list.data.records).toEqual([expect.objectContaining({ id: res.data.id, flowNo: flows[0].flowNo, totalCents: waive, amountDueCents: after.amountDueCents })]);
  });

  it('after an approved waiver of the whole late fee and interest, paying the rest settles the bill and closes the case', async () => {
    const caseId = book.caseIds[4];
    const billId = book.billIds[4];
    await saveStrategy(t, admin, { name: 'Whole late fee and interest', levels: [], components: ['lateFee', 'interest'], maxShareBp: '100' });
    const owed = (await preview(caseId)).owed as Record<string, number>;
    const res = await apply(caseId, { lateFee: owed.lateFee / 100, interest: owed.interest / 100 });
    expect(res.code, res.msg).toBe(200);
    expect((await moneyPost(t, supervisor, 'deduction/approve', { id: res.data.id })).code).toBe(200);
    const left = (await preview(caseId)).amountDueCents;
    expect(left).toBe(Object.values(owed).reduce((a, b) => a + b, 0) - owed.lateFee - owed.interest);
    const paid = await moneyPost(t, admin, 'rePayManage/repay', { billId, repayType: 'settle', amount: left / 100, paymentChannel: 'mpesa', paymentCode: `QKW${String(billId).padStart(6, '0')}X`, repaidAt: formatNow() });
    expect(paid.code, paid.msg).toBe(200);
    expect(amountDue(await billOf(billId))).toBe(0);
    expect(await caseOfBill(t, billId)).toMatchObject({ status: 'closed' });
  });

  it('lists and filters by status, applicant and order number; a v1 code does not open the v2 list', async () => {
    const all = await t.call('GET', 'deduction/list', { token: supervisor, query: { system: 'v1' } });
    expect(all.data.total).toBeGreaterThanOrEqual(3);
    const mine = await t.call('GET', 'deduction/list', { token: collector.token, query: { system: 'v1', requestedBy: collector.id, status: 'rejected' } });
    expect(mine.data.records).toEqual([expect.objectContaining({ status: 'rejected', ownApplication: true })]);
    const byOrder = await t.call('GET', 'deduction/list', { token: supervisor, query: { system: 'v1', orderNo: mine.data.records[0].orderNo } });
    expect(byOrder.data.records.every((r: { orderNo: string }) => r.orderNo === mine.data.records[0].orderNo)).toBe(true);
    expect((await t.call('GET', 'deduction/list', { token: collector.token, query: { system: 'v2' } })).code).toBe(403);
    const v2Only = await userWith(t, codesOf(V2_WAIVER, ['apply']));
    expect((await apply(book.caseIds[0], { lateFee: '1' }, v2Only.token)).code).toBe(403);
  });
});

describe('reversing an approved waiver', () => {
  it('rolls its flow back once: the bill owes the waived amount again, audited; refused to the case holder, without the code, twice and when pending', async () => {
    const caseId = book.caseIds[2];
    const [row] = await t.db.select().from(collectionDeductions).where(eq(collectionDeductions.caseId, caseId));
    expect(row.status).toBe('approved');
    const before = await preview(caseId);
    expect((await moneyPost(t, supervisor, 'deduction/reverse', { id: row.id })).code).toBe(400);
    const noCode = await userWith(t, codesOf(V1_WAIVER, ['apply', 'approve']));
    expect((await moneyPost(t, noCode.token, 'deduction/reverse', { id: row.id, reason: 'Paid in error' })).code).toBe(403);
    const holder = await userWith(t, codesOf(V1_WAIVER, ['approve', 'reverse']));
    const [held] = await t.db.select().from(collectionCases).where(eq(collectionCases.id, caseId));
    await t.db.update(collectionCases).set({ collectorUserId: holder.id }).where(eq(collectionCases.id, caseId));
    expect(await moneyPost(t, holder.token, 'deduction/reverse', { id: row.id, reason: 'Mine' })).toMatchObject({ code: 403, msg: 'You hold this case: someone else must decide a request about it.' });
    await t.db.update(collectionCases).set({ collectorUserId: held.collectorUserId }).where(eq(collectionCases.id, caseId));

    const answers = await Promise.all([
      moneyPost(t, supervisor, 'deduction/reverse', { id: row.id, reason: 'Customer disputes the promise behind it' }),
      moneyPost(t, admin, 'deduction/reverse', { id: row.id, reason: 'Same request' }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const done = answers.find((a) => a.code === 200)!;
    expect(done.data).toMatchObject({ status: 'reversed', amountDueCents: before.amountDueCents + row.totalCents });
    expect((await preview(caseId)).amountDueCents).toBe(before.amountDueCents + row.totalCents);
    const [flow] = await t.db.select().from(repayFlows).where(eq(repayFlows.id, row.flowId!));
    expect(flow.status).not.toBe('valid');
    const [after] = await t.db.select().from(collectionDeductions).where(eq(collectionDeductions.id, row.id));
    expect(after).toMatchObject({ status: 'reversed', reverseReason: expect.any(String), reversedAt: expect.any(Date) });
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'deduction.reverse'));
    expect(audit).toMatchObject({ entity: 'deduction', entityId: String(row.id) });
    expect((audit.after as { amountDueCents: number }).amountDueCents - (audit.before as { amountDueCents: number }).amountDueCents).toBe(row.totalCents);
    expect(await moneyPost(t, admin, 'deduction/reverse', { id: row.id, reason: 'Again' }, { language: 'zh' })).toMatchObject({ code: 409, msg: `只有已批准的减免可以撤销：${row.deductionNo} 当前为已撤销。` });
    const listed = await t.call('GET', 'deduction/list', { token: supervisor, query: { system: 'v1', status: 'reversed' } });
    expect(listed.data.records).toEqual([expect.objectContaining({ id: row.id, status: 'reversed', reversedByName: expect.any(String), reversedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) })]);

    const pending = await apply(book.caseIds[0], { lateFee: '1' });
    expect(pending.code, pending.msg).toBe(200);
    expect(await moneyPost(t, supervisor, 'deduction/reverse', { id: pending.data.id, reason: 'Not yet' })).toMatchObject({ code: 409, msg: `Only an approved waiver can be reversed: ${pending.data.deductionNo} is Pending.` });
  });

  it('is refused while a later payment stands on the waiver, naming that flow', async () => {
    const [row] = await t.db.select().from(collectionDeductions).where(eq(collectionDeductions.caseId, book.caseIds[4]));
    const res = await moneyPost(t, supervisor, 'deduction/reverse', { id: row.id, reason: 'Disputed' });
    expect(res.code).toBe(409);
    const [later] = (await t.db.select().from(repayFlows).where(eq(repayFlows.billId, row.billId))).filter((f) => f.id !== row.flowId);
    expect(res.msg).toContain(later.flowNo);
    expect((await t.db.select().from(collectionDeductions).where(eq(collectionDeductions.id, row.id)))[0].status).toBe('approved');
  });
});

function formatNow() {
  return new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
