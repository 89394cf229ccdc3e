/**
 * Delayed-arrival requests (DeductionAmountManagement's second tab): recorded on a case with a payment reference,
 * amount and paid time; passed by someone other than the applicant, which pauses contact until now + the
 * merchant's delayPauseDays; or rejected. One pending request per case; a decision made twice is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionDelayRequests, collectionSettings } from '../../server/db/schema';
import { caseOfBill, seedCollectionBook } from './collection-fixtures';
import { codesOf, userWith, V1_WAIVER } from './collection-approvals.helpers';
import { DAY, HOUR, startTestApp, type TestApp } from './harness';
import { moneyPost } from './money-calls';

let t: TestApp;
let supervisor: string;
let collector: { id: number; token: string };
let book: Awaited<ReturnType<typeof seedCollectionBook>>;
const eatText = (at: Date) => new Date(at.getTime() + 3 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  t = await startTestApp();
  book = await seedCollectionBook(t, { overdueDays: [5, 6] });
  supervisor = await t.login('supervisor');
  collector = await userWith(t, codesOf(V1_WAIVER, ['delayApply', 'delayReview']));
});
afterAll(async () => { await t?.close(); });

const apply = (caseId: number, extra: Record<string, unknown> = {}, language?: string) => moneyPost(t, collector.token, 'deduction/delay/apply', {
  caseId, paymentRef: 'QKD4H2LMN7', amount: '1500', paidAt: eatText(new Date(t.clock.now().getTime() - HOUR)), remark: 'Paid via M-Pesa paybill', ...extra,
}, { language });
const requestOf = async (caseId: number) => (await t.db.select().from(collectionDelayRequests).where(eq(collectionDelayRequests.caseId, caseId)))
  .sort((a, b) => b.id - a.id)[0];

describe('delayed-arrival requests', () => {
  it('validates the request and keeps one pending per case', async () => {
    const caseId = book.caseIds[0];
    expect(await apply(caseId, { amount: '0' })).toMatchObject({ code: 400, msg: 'Amount cannot be 0' });
    expect(await apply(caseId, { amount: '0' }, 'zh')).toMatchObject({ code: 400, msg: '金额不能为 0' });
    expect(await apply(caseId, { paidAt: eatText(new Date(t.clock.now().getTime() + DAY)) })).toMatchObject({ code: 400, msg: 'The paid time cannot be in the future.' });
    expect(await apply(caseId, { paymentRef: '' })).toMatchObject({ code: 400 });
    expect((await apply(caseId)).code).toBe(200);
    expect(await apply(caseId)).toMatchObject({ code: 409, msg: expect.stringContaining('already pending') });
    expect(await requestOf(caseId)).toMatchObject({ status: 'pending', amountCents: 150_000, paymentRef: 'QKD4H2LMN7' });
  });

  it('refuses your own; a pass pauses contact for the merchant\'s days, once', async () => {
    const caseId = book.caseIds[0];
    const kase = (await caseOfBill(t, book.billIds[0]))!;
    await t.db.delete(collectionSettings).where(eq(collectionSettings.merchantId, kase.merchantId));
    await t.db.insert(collectionSettings).values({ merchantId: kase.merchantId, delayPauseDays: 3 });
    const request = await requestOf(caseId);
    expect(await moneyPost(t, collector.token, 'deduction/delay/pass', { id: request.id })).toMatchObject({ code: 403, msg: 'You cannot decide your own application.' });
    const answers = await Promise.all([moneyPost(t, supervisor, 'deduction/delay/pass', { id: request.id }), moneyPost(t, supervisor, 'deduction/delay/pass', { id: request.id })]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const paused = (await caseOfBill(t, book.billIds[0]))!.pausedUntil!;
    expect(paused.getTime()).toBe(t.clock.now().getTime() + 3 * DAY);
    expect(await requestOf(caseId)).toMatchObject({ status: 'passed', reviewerId: expect.any(Number) });
  });

  it('a rejected request leaves the case to be contacted; the list filters by status and system', async () => {
    const caseId = book.caseIds[1];
    expect((await apply(caseId)).code).toBe(200);
    const request = await requestOf(caseId);
    expect((await moneyPost(t, supervisor, 'deduction/delay/reject', { id: request.id, remark: 'No such M-Pesa code' })).code).toBe(200);
    expect((await caseOfBill(t, book.billIds[1]))!.pausedUntil).toBeNull();
    const list = await t.call('GET', 'deduction/delay/list', { token: supervisor, query: { system: 'v1', status: 'rejected' } });
    expect(list.data.records).toEqual([expect.objectContaining({ id: request.id, status: 'rejected', amountCents: 150_000, paymentRef: 'QKD4H2LMN7' })]);
    expect((await t.call('GET', 'deduction/delay/list', { token: collector.token, query: { system: 'v2' } })).code).toBe(403);
  });
});
