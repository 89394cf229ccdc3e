import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFollowRecords, orderReviews, orders, orderSteps, customerContacts } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { allocate } from './order-detail-fixtures';
import { apply } from './order-fixtures';

let t: TestApp;
let auditor: string;
let auditorId: number;
let questions: { id: number; options: string[]; required: boolean }[];

beforeAll(async () => {
  t = await startTestApp();
  auditor = await t.login('auditor');
  auditorId = await t.userId('auditor');
  questions = (await t.call('GET', 'auditConfiguration/enabled', { token: auditor })).data;
});
afterAll(async () => { await t?.close(); });

async function orderUnderReview() {
  const { orderId } = await apply(t);
  await allocate(t, orderId, auditorId);
  return orderId;
}

const answers = () => questions.map((q) => ({ questionId: q.id, answer: q.options[0] }));
const submit = (token: string, body: Record<string, unknown>) => t.call('POST', 'orderAudit/submit', { token, body });
const follow = (token: string, body: Record<string, unknown>) => t.call('POST', 'orderAudit/follow', { token, body });
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const stepsOf = async (id: number) => (await t.db.select().from(orderSteps).where(eq(orderSteps.orderId, id))).map((s) => s.action);

describe('audit questions', () => {
  it('lists the enabled questions with their options', () => {
    expect(questions).toHaveLength(5);
    expect(questions.every((q) => q.options.length > 1 && q.required)).toBe(true);
  });
});

describe('follow-up records', () => {
  it('records a call on the customer and updates the order\'s call count, action code and next call time', async () => {
    const orderId = await orderUnderReview();
    const nextCallAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const res = await follow(auditor, { orderId, contactKind: 'self', actionCode: 'A02', remark: 'No answer twice', nextCallAt });
    expect(res).toMatchObject({ code: 200, data: { callCount: 1, lastActionCode: 'A02' } });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ callCount: 1, lastActionCode: 'A02', nextCallAt: new Date(nextCallAt) });
    const [record] = await t.db.select().from(orderFollowRecords).where(eq(orderFollowRecords.orderId, orderId));
    expect(record).toMatchObject({ contactKind: 'self', phone: order.phone, contactName: order.customerName, userId: auditorId, remark: 'No answer twice' });
    expect((await t.auditRows('order.follow')).at(-1)).toMatchObject({ entityId: String(orderId), actorUsername: 'auditor' });

    const [contact] = await t.db.select().from(customerContacts).where(eq(customerContacts.orderId, orderId));
    expect((await follow(auditor, { orderId, contactKind: 'emergency', contactId: contact.id, actionCode: 'A01' })).data.callCount).toBe(2);
    const detail = await t.call('GET', 'orderDetail/detail', { token: auditor, query: { orderId } });
    expect(detail.data.sections.followRecords.map((f: { actionCode: string }) => f.actionCode)).toEqual(['A01', 'A02']);
  });

  it('refuses an unknown action code, a missing contact and a user who is not the assigned auditor', async () => {
    const orderId = await orderUnderReview();
    expect((await follow(auditor, { orderId, contactKind: 'self', actionCode: 'ZZZ' })).code).toBe(400);
    expect(await follow(auditor, { orderId, contactKind: 'close', actionCode: 'A01' })).toMatchObject({ code: 400, msg: 'Choose the contact you called.' });
    expect((await follow(await t.login('admin'), { orderId, contactKind: 'self', actionCode: 'A01' })).code).toBe(403);
    expect((await orderRow(orderId)).callCount).toBe(0);
  });
});

describe('review decision', () => {
  it('approves with the answers: pending disbursement, audit time, a step and the review record', async () => {
    const orderId = await orderUnderReview();
    const res = await submit(auditor, { orderId, decision: 'approve', remark: 'All verified', answers: answers() });
    expect(res).toMatchObject({ code: 200, data: { status: 30 } });
    const order = await orderRow(orderId);
    expect(order.status).toBe(30);
    expect(order.auditAt).toEqual(t.clock.now());
    expect(await stepsOf(orderId)).toEqual(['machinePass', 'allocate', 'approve']);
    const [review] = await t.db.select().from(orderReviews).where(eq(orderReviews.orderId, orderId));
    expect(review).toMatchObject({ decision: 'approve', auditorId, remark: 'All verified', approvedAmountCents: order.loanAmountCents });
    expect(review.answers).toHaveLength(5);
    expect(review.answers[0]).toMatchObject({ questionId: questions[0].id, question: expect.any(String), answer: questions[0].options[0] });
    const detail = await t.call('GET', 'orderDetail/detail', { token: auditor, query: { orderId } });
    expect(detail.data.sections.reviews[0]).toMatchObject({ decision: 'approve', auditorName: 'Brian Otieno' });
  });

  it('rejects with a manual refuse code, and refuses a rejection without one or with a machine code', async () => {
    const orderId = await orderUnderReview();
    expect(await submit(auditor, { orderId, decision: 'reject', answers: answers() }))
      .toMatchObject({ code: 400, msg: 'Choose a refuse code to reject the order.' });
    expect((await submit(auditor, { orderId, decision: 'reject', refuseCode: 'R100', answers: answers() })).code).toBe(400);
    expect((await orderRow(orderId)).status).toBe(20);
    const res = await submit(auditor, { orderId, decision: 'reject', refuseCode: 'M102', remark: 'Never answered', answers: answers() });
    expect(res.data.status).toBe(50);
    expect(await orderRow(orderId)).toMatchObject({ status: 50, refuseCode: 'M102', denialReason: 'Never answered' });
    const [step] = (await t.db.select().from(orderSteps).where(eq(orderSteps.orderId, orderId))).filter((s) => s.action === 'reject');
    expect(step).toMatchObject({ refuseCode: 'M102', reason: 'Never answered', actorName: 'Brian Otieno', fromStatus: 20, toStatus: 50 });
  });

  it('refuses a decision while a required question is unanswered', async () => {
    const orderId = await orderUnderReview();
    const res = await submit(auditor, { orderId, decision: 'approve', answers: answers().slice(1) });
    expect(res).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    const wrongOption = answers().map((a, i) => (i === 0 ? { ...a, answer: 'Maybe' } : a));
    expect((await submit(auditor, { orderId, decision: 'approve', answers: wrongOption })).code).toBe(400);
    expect((await orderRow(orderId)).status).toBe(20);
  });

  it('refuses anyone but the assigned auditor', async () => {
    const orderId = await orderUnderReview();
    const res = await submit(await t.login('admin'), { orderId, decision: 'approve', answers: answers() });
    expect(res).toMatchObject({ code: 403, msg: 'Only the auditor this order is allocated to can work on it.' });
    expect((await orderRow(orderId)).status).toBe(20);
  });

  it('refuses deciding twice with 409', async () => {
    const orderId = await orderUnderReview();
    expect((await submit(auditor, { orderId, decision: 'approve', answers: answers() })).code).toBe(200);
    const again = await submit(auditor, { orderId, decision: 'reject', refuseCode: 'M101', answers: answers() });
    expect(again.code).toBe(409);
    expect(await t.db.select().from(orderReviews).where(eq(orderReviews.orderId, orderId))).toHaveLength(1);
  });

  it('lets exactly one of two concurrent decisions win', async () => {
    const orderId = await orderUnderReview();
    const results = await Promise.all([
      submit(auditor, { orderId, decision: 'approve', answers: answers() }),
      submit(auditor, { orderId, decision: 'reject', refuseCode: 'M104', answers: answers() }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(orderReviews).where(eq(orderReviews.orderId, orderId))).toHaveLength(1);
    expect((await stepsOf(orderId)).filter((a) => a === 'approve' || a === 'reject')).toHaveLength(1);
  });
});
