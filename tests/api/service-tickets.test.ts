/**
 * Tickets in the feedback queue (issue 37): an agent opens one for a caller (from the queue or from an unresolved
 * inbound call), the priority sets its due time, the queue sorts by due time and filters "mine", a supervisor
 * assigns it to an agent, only the handler or a supervisor notes and replies, every move audited; merchant scope,
 * codes and bad input refused with a message.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_DUE_HOURS } from '../../common/customer-service/feedback';
import { actionCode, viewCode } from '../../common/routes';
import { auditLogs, csFeedbacks, customers, users } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { toEat } from './robot-fixtures';

const FEEDBACK = 'CustomerServiceSystem/Feedback';
const IN_CALL = 'CustomerServiceSystem/CustomerInCallRecord';
let t: TestApp;
let service: string;
let lead: string;
let serviceId: number;
let customer: { id: number; phone: string; merchantId: number };

beforeAll(async () => {
  t = await startTestApp();
  toEat(t, 10);
  service = await t.login('service');
  lead = await t.login('servicelead');
  [{ id: serviceId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'service'));
  const [me] = await t.db.select({ merchantId: users.merchantId }).from(users).where(eq(users.username, 'service'));
  [customer] = await t.db.select({ id: customers.id, phone: customers.phone, merchantId: customers.merchantId }).from(customers)
    .where(eq(customers.merchantId, me.merchantId!)).limit(1);
});
afterAll(async () => { await t?.close(); });

const open = (token: string, body: Record<string, unknown>, language?: string) => t.call('POST', 'feedback/open', { token, body, language });
const ticket = async (id: number) => (await t.db.select().from(csFeedbacks).where(eq(csFeedbacks.id, id)))[0];

describe('opening a ticket', () => {
  it('finds the caller by a typed phone, opens a ticket due by its priority, taken by the opener, audited', async () => {
    const local = `0${customer.phone.slice(3)}`;
    const callers = await t.call('GET', 'feedback/callers', { token: service, query: { phone: local } });
    expect(callers.data.map((c: { id: number }) => c.id)).toContain(customer.id);
    const res = await open(service, { customerId: customer.id, category: 'complaint', priority: 'urgent', content: 'Charged twice for one repayment' });
    expect(res.code, res.msg).toBe(200);
    const row = await ticket(res.data.id);
    expect(row).toMatchObject({ status: 'processing', handlerUserId: serviceId, priority: 'urgent', source: 'staff', createdBy: serviceId, merchantId: customer.merchantId });
    expect(row.dueAt.getTime() - row.createdAt.getTime()).toBe(FEEDBACK_DUE_HOURS.urgent * 3_600_000);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'feedback.open'), eq(auditLogs.entityId, String(row.id))));
    expect(audit.after).toMatchObject({ priority: 'urgent', status: 'processing' });
    const unTaken = await open(service, { customerId: customer.id, category: 'loan', priority: 'low', content: 'Asks when the limit rises', take: false });
    expect(await ticket(unTaken.data.id)).toMatchObject({ status: 'unprocessed', handlerUserId: null });
  });

  it('refuses bad input with translated messages, another merchant\'s customer as not found, and callers without the code', async () => {
    expect(await open(service, { customerId: customer.id, category: 'complaint', priority: 'soon', content: 'x' })).toMatchObject({ code: 400 });
    expect((await open(service, { customerId: customer.id, category: 'complaint', priority: 'high', content: '   ' }, 'zh')).code).toBe(400);
    expect((await open(service, { customerId: customer.id, category: 'complaint', priority: 'high', content: 'x'.repeat(1001) })).code).toBe(400);
    const [other] = await t.db.select({ id: customers.id }).from(customers).where(ne(customers.merchantId, customer.merchantId)).limit(1);
    expect(await open(service, { customerId: other.id, category: 'loan', priority: 'low', content: 'Hello' }))
      .toMatchObject({ code: 404, msg: 'The customer was not found among your merchants.' });
    const role = await createRole(t.db, { codes: [viewCode(FEEDBACK), actionCode(FEEDBACK, 'take')] });
    const viewer = await createUser(t.db, role.id);
    const token = await t.login(viewer.username);
    expect((await open(token, { customerId: customer.id, category: 'loan', priority: 'low', content: 'Hello' })).code).toBe(403);
  });

  it('an unresolved inbound call opens its ticket in the same transaction; a resolved one or an unknown caller does not', async () => {
    const res = await t.call('POST', 'inCallRecord/save', {
      token: service, body: { phone: customer.phone, reason: 'limit', resolution: 'unresolved', remark: 'Wants a higher limit for school fees', ticket: { priority: 'high' } },
    });
    expect(res.code, res.msg).toBe(200);
    const row = await ticket(res.data.ticket.id);
    expect(row).toMatchObject({ source: 'call', inCallRecordId: res.data.id, category: 'loan', priority: 'high', content: 'Wants a higher limit for school fees', handlerUserId: serviceId });
    const resolved = await t.call('POST', 'inCallRecord/save', {
      token: service, body: { phone: customer.phone, reason: 'limit', resolution: 'resolved', remark: 'Explained', ticket: { priority: 'high' } },
    });
    expect(resolved).toMatchObject({ code: 400, msg: 'Only an unresolved call opens a ticket.' });
    const unknown = await t.call('POST', 'inCallRecord/save', {
      token: service, body: { phone: '0799000111', reason: 'other', resolution: 'unresolved', remark: 'Not registered', ticket: { priority: 'low' } },
    });
    expect(unknown).toMatchObject({ code: 400, msg: 'A ticket needs the customer: find the caller first.' });
    const callOnly = await createUser(t.db, (await createRole(t.db, { codes: [viewCode(IN_CALL), actionCode(IN_CALL, 'add')] })).id);
    const token = await t.login(callOnly.username);
    const refused = await t.call('POST', 'inCallRecord/save', {
      token, body: { phone: customer.phone, reason: 'limit', resolution: 'unresolved', remark: 'x', ticket: { priority: 'low' } },
    });
    expect(refused.code).toBe(403);
  });
});

describe('working the queue', () => {
  it('sorts by due time, filters "mine" to the caller\'s own (never from the address) and shows priority, due and notes', async () => {
    const byDue = await t.call('GET', 'feedback/list', { token: service, query: { status: 'processing', sortField: 'dueAt', sortOrder: 'asc', size: 100 } });
    expect(byDue.code, byDue.msg).toBe(200);
    const dues = byDue.data.records.map((r: { dueAt: string }) => r.dueAt);
    expect(dues).toEqual([...dues].sort());
    const mine = await t.call('GET', 'feedback/list', { token: service, query: { mine: 'true', size: 100 } });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.records.every((r: { handlerUserId: number }) => r.handlerUserId === serviceId)).toBe(true);
    expect((await t.call('GET', 'feedback/list', { token: service, query: { handlerUserId: String(serviceId) } })).code).toBe(400);
    expect((await t.call('GET', 'feedback/list', { token: service, query: { sortField: 'content' } })).code).toBe(400);
    const urgent = await t.call('GET', 'feedback/list', { token: service, query: { priority: 'urgent', source: 'staff' } });
    expect(urgent.data.records[0]).toMatchObject({ priority: 'urgent', source: 'staff', createdByName: 'Mercy Njeri', notes: 0 });
    expect(urgent.data.records[0].phone).toContain('*');
  });

  it('a supervisor assigns an open ticket to an online agent; only the handler or a supervisor notes and replies', async () => {
    const res = await open(lead, { customerId: customer.id, category: 'repayment', priority: 'normal', content: 'Payment not reflected', take: false });
    expect(res.code, res.msg).toBe(200);
    expect((await t.call('POST', 'feedback/assign', { token: service, body: { id: res.data.id, agentUserId: serviceId } })).code).toBe(403);
    const agents = await t.call('GET', 'feedback/agents', { token: lead });
    expect(agents.data.map((a: { value: number }) => a.value)).toContain(serviceId);
    const assigned = await t.call('POST', 'feedback/assign', { token: lead, body: { id: res.data.id, agentUserId: serviceId } });
    expect(assigned).toMatchObject({ code: 200, data: { status: 'processing', handlerUserId: serviceId } });
    expect((await t.call('POST', 'feedback/assign', { token: lead, body: { id: res.data.id, agentUserId: 999_999 } })).code).toBe(400);

    // Another agent of the same merchant may read it but not work it.
    const role = await createRole(t.db, { codes: [viewCode(FEEDBACK), actionCode(FEEDBACK, 'take'), actionCode(FEEDBACK, 'reply')] });
    const other = await createUser(t.db, role.id);
    await t.db.update(users).set({ merchantId: customer.merchantId }).where(eq(users.id, other.id));
    const otherToken = await t.login(other.username);
    expect(await t.call('POST', 'feedback/note', { token: otherToken, body: { id: res.data.id, body: 'Mine now' } }))
      .toMatchObject({ code: 403, msg: 'This ticket is handled by another agent; a supervisor can assign it to you.' });
    expect((await t.call('POST', 'feedback/reply', { token: otherToken, body: { id: res.data.id, reply: 'Hello' } })).code).toBe(403);

    expect((await t.call('POST', 'feedback/note', { token: service, body: { id: res.data.id, body: 'Asked M-Pesa for the receipt QKJ4XYZ123' } })).code).toBe(200);
    expect((await t.call('POST', 'feedback/note', { token: lead, body: { id: res.data.id, body: 'Escalated to finance' } })).code).toBe(200);
    expect((await t.call('POST', 'feedback/note', { token: service, body: { id: res.data.id, body: '' } })).code).toBe(400);
    const notes = await t.call('GET', 'feedback/notes', { token: otherToken, query: { id: res.data.id } });
    expect(notes.data.map((n: { body: string; userName: string }) => [n.userName, n.body])).toEqual([
      ['Mercy Njeri', 'Asked M-Pesa for the receipt QKJ4XYZ123'], ['Joyce Auma', 'Escalated to finance'],
    ]);
    const listed = await t.call('GET', 'feedback/list', { token: service, query: { feedbackNo: res.data.feedbackNo } });
    expect(listed.data.records[0]).toMatchObject({ notes: 2, handlerName: 'Mercy Njeri' });
    const replied = await t.call('POST', 'feedback/reply', { token: service, body: { id: res.data.id, reply: 'Your payment is now on your loan.' } });
    expect(replied).toMatchObject({ code: 200, data: { status: 'processed' } });
    expect((await t.call('POST', 'feedback/assign', { token: lead, body: { id: res.data.id, agentUserId: serviceId } })).code).toBe(409);
    const actions = (await t.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.entityId, String(res.data.id))))
      .map((a) => a.action).filter((a) => a.startsWith('feedback.'));
    expect(actions).toEqual(expect.arrayContaining(['feedback.open', 'feedback.assign', 'feedback.note', 'feedback.reply']));
  });

  it('the handler or a supervisor escalates an open ticket: the due time follows from its opening, the reason becomes a note', async () => {
    const res = await open(service, { customerId: customer.id, category: 'complaint', priority: 'low', content: 'Collector called at night' });
    const opened = await ticket(res.data.id);
    expect(await t.call('POST', 'feedback/priority', { token: service, body: { id: res.data.id, priority: 'low', priorityReason: 'Same' } }))
      .toMatchObject({ code: 409, msg: 'The ticket already has this priority.' });
    expect((await t.call('POST', 'feedback/priority', { token: service, body: { id: res.data.id, priority: 'urgent', priorityReason: ' ' } })).code).toBe(400);
    const up = await t.call('POST', 'feedback/priority', { token: service, body: { id: res.data.id, priority: 'urgent', priorityReason: 'A conduct complaint' } });
    expect(up).toMatchObject({ code: 200, data: { priority: 'urgent' } });
    const after = await ticket(res.data.id);
    expect(after.dueAt.getTime() - opened.createdAt.getTime()).toBe(FEEDBACK_DUE_HOURS.urgent * 3_600_000);
    const notes = await t.call('GET', 'feedback/notes', { token: service, query: { id: res.data.id } });
    expect(notes.data.map((n: { body: string }) => n.body)).toEqual(['A conduct complaint']);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'feedback.priority'), eq(auditLogs.entityId, String(res.data.id))));
    expect(audit).toMatchObject({ before: { priority: 'low' }, after: { priority: 'urgent' } });
    const other = await createUser(t.db, (await createRole(t.db, { codes: [viewCode(FEEDBACK), actionCode(FEEDBACK, 'reply')] })).id);
    await t.db.update(users).set({ merchantId: customer.merchantId }).where(eq(users.id, other.id));
    expect((await t.call('POST', 'feedback/priority', { token: await t.login(other.username), body: { id: res.data.id, priority: 'high', priorityReason: 'x' } })).code).toBe(403);
    expect((await t.call('POST', 'feedback/priority', { token: lead, body: { id: res.data.id, priority: 'high', priorityReason: 'Handled at once' } })).code).toBe(200);
  });

  it('another merchant\'s ticket reads as not found', async () => {
    const [foreign] = await t.db.select({ id: csFeedbacks.id }).from(csFeedbacks)
      .where(ne(csFeedbacks.merchantId, customer.merchantId)).limit(1);
    expect((await t.call('GET', 'feedback/notes', { token: service, query: { id: foreign.id } })).code).toBe(404);
    expect((await t.call('POST', 'feedback/note', { token: lead, body: { id: foreign.id, body: 'x' } })).code).toBe(404);
  });
});
