/**
 * Customer service (issue 16): Feedback moves unprocessed → processing → processed only, the reply goes to the
 * customer's phone through the outbox (sensitive words refused), every move audited; CustomerFeedback groups it
 * by customer; CustomerInCallRecord finds the caller by a phone in any typed form, validates the follow-up
 * e-mail and shows in the customer 360. Masked users get masked phones; callers without the codes get 403.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { csFeedbacks, customers, outboxMessages } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { toEat } from './robot-fixtures';

const FEEDBACK = 'CustomerServiceSystem/Feedback';
const IN_CALL = 'CustomerServiceSystem/CustomerInCallRecord';
let t: TestApp;
let admin: string;
let service: string;

beforeAll(async () => {
  t = await startTestApp();
  // A feedback reply follows the contact hours (it is held outside them): the day is set to 10:00 EAT.
  toEat(t, 10);
  admin = await t.login('admin');
  service = await t.login('service');
});
afterAll(async () => { await t?.close(); });

const feedbackOf = async (status: string, token = admin) =>
  (await t.call('GET', 'feedback/list', { token, query: { status, size: 50 } })).data.records as { id: number; feedbackNo: string; phone: string; customerId: number }[];

describe('Feedback', () => {
  it('lists the demo feedback, the service agent only within their merchant and with masked phones', async () => {
    const all = await t.call('GET', 'feedback/list', { token: admin, query: { size: 100 } });
    expect(all.code).toBe(200);
    expect(all.data.total).toBeGreaterThan(20);
    const mine = await t.call('GET', 'feedback/list', { token: service, query: { size: 100 } });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.total).toBeLessThan(all.data.total);
    expect(new Set(mine.data.records.map((r: { merchantName: string }) => r.merchantName)).size).toBe(1);
    for (const r of mine.data.records) expect(r.phone).toContain('*');
    expect(all.data.records[0].phone).toMatch(/^254\d{9}$/);
  });

  it('takes an unprocessed one, then replies: the SMS reaches the outbox and the feedback is processed', async () => {
    const [open] = await feedbackOf('unprocessed');
    const taken = await t.call('POST', 'feedback/take', { token: admin, body: { id: open.id } });
    expect(taken).toMatchObject({ code: 200, data: { status: 'processing' } });
    const again = await t.call('POST', 'feedback/take', { token: admin, body: { id: open.id } });
    expect(again.code).toBe(409);

    const reply = 'Hello, we have matched your payment; your balance is now up to date.';
    const sent = await t.call('POST', 'feedback/reply', { token: admin, body: { id: open.id, reply } });
    expect(sent).toMatchObject({ code: 200, data: { status: 'processed' } });
    const [row] = await t.db.select().from(csFeedbacks).where(eq(csFeedbacks.id, open.id));
    expect(row).toMatchObject({ status: 'processed', reply });
    expect(row.processedAt).not.toBeNull();
    const [sms] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.replyOutboxId!));
    expect(sms).toMatchObject({ recipient: open.phone, body: reply, kind: 'feedbackReply', channel: 'sms' });
    expect(sms.status).not.toBe('submitted');

    const audits = (await t.auditRows()).filter((a) => a.entity === 'feedback' && a.entityId === String(open.id));
    expect(audits.map((a) => a.action)).toEqual(['feedback.take', 'feedback.reply']);
    expect(audits[1].before).toMatchObject({ status: 'processing' });
    expect(audits[1].after).toMatchObject({ status: 'processed', reply });
    expect((await t.call('POST', 'feedback/reply', { token: admin, body: { id: open.id, reply } })).code).toBe(409);
  });

  it('refuses a reply to feedback nobody took, an empty reply and a sensitive word, sending nothing', async () => {
    const [open] = await feedbackOf('unprocessed');
    expect((await t.call('POST', 'feedback/reply', { token: admin, body: { id: open.id, reply: 'Hello' } })).code).toBe(409);
    await t.call('POST', 'feedback/take', { token: admin, body: { id: open.id } });
    const empty = await t.call('POST', 'feedback/reply', { token: admin, body: { id: open.id, reply: '  ' }, language: 'zh' });
    expect(empty.code).toBe(400);
    expect(empty.msg).toMatch(/[\u4e00-\u9fff]/);
    const rude = await t.call('POST', 'feedback/reply', { token: admin, body: { id: open.id, reply: 'Pay now or we call the police' } });
    expect(rude.code).toBe(400);
    expect(rude.msg).toContain('police');
    const [row] = await t.db.select().from(csFeedbacks).where(eq(csFeedbacks.id, open.id));
    expect(row).toMatchObject({ status: 'processing', reply: null, replyOutboxId: null });
  });

  it('refuses a user without the buttons, and feedback of another merchant does not exist for the agent', async () => {
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(FEEDBACK)] })).id)).username);
    const [open] = await feedbackOf('unprocessed');
    expect((await t.call('GET', 'feedback/list', { token: viewer })).code).toBe(200);
    expect((await t.call('POST', 'feedback/take', { token: viewer, body: { id: open.id } })).code).toBe(403);
    const stranger = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode('UserSystem/UserManagement')] })).id)).username);
    expect((await t.call('GET', 'feedback/list', { token: stranger })).code).toBe(403);

    const mine = new Set((await feedbackOf('unprocessed', service)).map((r) => r.id));
    const elsewhere = (await feedbackOf('unprocessed')).find((r) => !mine.has(r.id))!;
    expect((await t.call('POST', 'feedback/take', { token: service, body: { id: elsewhere.id } })).code).toBe(404);
  });
});

describe('CustomerFeedback', () => {
  it('groups feedback by customer with open counts, and lists one customer\'s feedback', async () => {
    const res = await t.call('GET', 'customerFeedback/list', { token: admin, query: { size: 100 } });
    expect(res.code).toBe(200);
    const [first] = res.data.records;
    expect(first.total).toBeGreaterThanOrEqual(1);
    const own = await t.call('GET', 'feedback/list', { token: admin, query: { customerId: first.customerId } });
    expect(own.data.total).toBe(first.total);
    const open = await t.call('GET', 'customerFeedback/list', { token: admin, query: { openOnly: 'true', size: 100 } });
    for (const r of open.data.records) expect(r.open).toBeGreaterThan(0);
  });
});

describe('CustomerInCallRecord', () => {
  let customer: typeof customers.$inferSelect;
  beforeAll(async () => { [customer] = await t.db.select().from(customers).orderBy(customers.id).limit(1); });

  it('finds the caller by a phone typed as 07…, and records the call with a valid e-mail', async () => {
    const typed = `0${customer.phone.slice(3, 6)} ${customer.phone.slice(6)}`;
    const callers = await t.call('GET', 'inCallRecord/callers', { token: admin, query: { phone: typed } });
    expect(callers.data.map((c: { id: number }) => c.id)).toContain(customer.id);
    const saved = await t.call('POST', 'inCallRecord/save', {
      token: admin, body: { phone: typed, customerId: customer.id, reason: 'repayment', resolution: 'resolved', email: 'wanjiru@gmail.com', remark: 'Gave the paybill number.' },
    });
    expect(saved).toMatchObject({ code: 200, data: { customerId: customer.id } });
    const listed = await t.call('GET', 'inCallRecord/list', { token: admin, query: { phone: `+${customer.phone}` } });
    expect(listed.data.records[0]).toMatchObject({ customerId: customer.id, email: 'wanjiru@gmail.com', resolution: 'resolved', phone: customer.phone });
    const [audit] = (await t.auditRows('inCallRecord.create')).slice(-1);
    expect(audit.after).toMatchObject({ customerId: customer.id, reason: 'repayment' });

    const view = await t.call('GET', 'customerManage/detail', { token: admin, query: { customerId: String(customer.id) } });
    expect(view.data.contacts).toContainEqual(expect.objectContaining({ kind: 'inCall', status: 'resolved', detail: 'Gave the paybill number.' }));
  });

  it('refuses a malformed e-mail and phone, an empty remark, and a customer the phone does not belong to', async () => {
    const base = { phone: customer.phone, reason: 'other', resolution: 'unresolved', remark: 'Asked about fees.' };
    const bad = await t.call('POST', 'inCallRecord/save', { token: admin, body: { ...base, email: 'wanjiru@gmail' } });
    expect(bad).toMatchObject({ code: 400 });
    expect(bad.msg).toContain('e-mail');
    expect((await t.call('POST', 'inCallRecord/save', { token: admin, body: { ...base, phone: '12345' } })).code).toBe(400);
    expect((await t.call('POST', 'inCallRecord/save', { token: admin, body: { ...base, remark: '' } })).code).toBe(400);
    const [other] = await t.db.select().from(customers).where(and(eq(customers.merchantId, customer.merchantId))).orderBy(customers.id).limit(1).offset(1);
    expect((await t.call('POST', 'inCallRecord/save', { token: admin, body: { ...base, customerId: other.id } })).code).toBe(400);
  });

  it('records an unknown caller without a customer; masks phone and e-mail for the masked agent; needs the add code', async () => {
    const saved = await t.call('POST', 'inCallRecord/save', {
      token: service, body: { phone: '0799 000 111', reason: 'loanStatus', resolution: 'unresolved', email: 'someone@example.co.ke', remark: 'Not a customer yet.' },
    });
    expect(saved).toMatchObject({ code: 200, data: { customerId: null } });
    const listed = await t.call('GET', 'inCallRecord/list', { token: service, query: { phone: '254799000111' } });
    expect(listed.data.records[0].phone).toContain('*');
    expect(listed.data.records[0].email).not.toBe('someone@example.co.ke');
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(IN_CALL)] })).id)).username);
    expect((await t.call('POST', 'inCallRecord/save', { token: viewer, body: { phone: customer.phone, reason: 'other', resolution: 'resolved', remark: 'x' } })).code).toBe(403);
    expect(actionCode(IN_CALL, 'add')).toBe('CustomerServiceSystem:CustomerInCallRecord:add');
  });
});
