/**
 * ListLibraryManage and CallingAssignments (issue 16): the library is derived live from the customers, the app's
 * sign-ins and the orders (a sign-in moves a customer from "never signed in" to "signed in, never applied", an
 * application takes them out); filters; assignment of chosen or all filtered rows to an online agent of the
 * customers' merchant; the agent's follow-up and click-to-call; a manager's reassign and recall; refusals without
 * the codes or outside the merchants; masked phones for masked users.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { csCallAssignments, csStaff, customers, merchants, orders, products, users } from '../../server/db/schema';
import { demoRegisteredPhone } from '../../server/db/seed/cs-calling';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const LIBRARY = 'CustomerServiceSystem/ListLibraryManage';
const CALLING = 'CustomerServiceSystem/CallingAssignments';
type LibraryRow = { id: number; customerNo: string; phone: string; status: string; merchantName: string; agentName: string | null; registeredAt: string };
type CallingRow = { id: number; customerId: number; phone: string; agentName: string; status: string; result: string | null; followCount: number };

let t: TestApp;
let admin: string;
let service: string;
let serviceUserId: number;
let soko: { id: number; merchantNo: string };

const library = async (query: Record<string, string | number>, token = admin) => {
  const res = await t.call('GET', 'csListLibrary/list', { token, query: { size: 100, ...query } });
  expect(res.code).toBe(200);
  return res.data as { records: LibraryRow[]; total: number };
};
const calling = async (query: Record<string, string | number>, token = admin) => {
  const res = await t.call('GET', 'csCallAssignment/list', { token, query: { size: 100, ...query } });
  expect(res.code).toBe(200);
  return res.data as { records: CallingRow[]; total: number };
};
const customerNoOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  service = await t.login('service');
  [{ id: serviceUserId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'service'));
  [soko] = await t.db.select({ id: merchants.id, merchantNo: merchants.merchantNo }).from(merchants).where(eq(merchants.merchantNo, '1503'));
});
afterAll(async () => { await t?.close(); });

describe('ListLibraryManage', () => {
  it('lists registered customers without an application, newest first; the service agent only their merchant, masked', async () => {
    const all = await library({});
    expect(all.total).toBeGreaterThan(30);
    expect(all.records.every((r) => ['neverSignedIn', 'notApplied'].includes(r.status))).toBe(true);
    const times = all.records.map((r) => r.registeredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.records[0].phone).toMatch(/^254\d{9}$/);
    const mine = await library({}, service);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(new Set(mine.records.map((r) => r.merchantName))).toEqual(new Set(['Soko Credit']));
    for (const r of mine.records) expect(r.phone).toContain('*');
  });

  it('filters by a phone in any typed form, status, merchant, assignment and registration day', async () => {
    const phone = demoRegisteredPhone('1503', 0);
    for (const typed of [`0${phone.slice(3)}`, phone.slice(3), `+${phone}`, `${phone.slice(0, 6)} ${phone.slice(6)}`]) {
      const found = await library({ phone: typed });
      expect(found.records.map((r) => r.phone)).toEqual([phone]);
    }
    const never = await library({ status: 'neverSignedIn' });
    const signed = await library({ status: 'notApplied' });
    expect(never.total).toBeGreaterThan(0);
    expect(signed.total).toBeGreaterThan(0);
    expect(never.total + signed.total).toBe((await library({})).total);
    expect(never.records.every((r) => r.status === 'neverSignedIn')).toBe(true);
    const ofSoko = await library({ merchantId: soko.id });
    expect(new Set(ofSoko.records.map((r) => r.merchantName))).toEqual(new Set(['Soko Credit']));
    const assigned = await library({ assignment: 'assigned' });
    const unassigned = await library({ assignment: 'unassigned' });
    expect(assigned.records.every((r) => r.agentName)).toBe(true);
    expect(unassigned.records.every((r) => r.agentName === null)).toBe(true);
    expect(assigned.total + unassigned.total).toBe((await library({})).total);
    expect((await library({ registeredFrom: '2001-01-01', registeredTo: '2001-01-02' })).total).toBe(0);
    expect((await library({ customerNo: 'R1503' })).records.every((r) => r.customerNo.startsWith('R1503'))).toBe(true);
    expect((await library({ customerNo: 'R1503' })).total).toBeGreaterThan(0);
    expect((await t.call('GET', 'csListLibrary/list', { token: admin, query: { registeredFrom: '2026-02-30' } })).code).toBe(400);
    expect((await t.call('GET', 'csListLibrary/list', { token: admin, query: { status: 'rich' } })).code).toBe(400);
  });

  it('derives the status live: a sign-in reported by the app moves the customer, an application takes them out', async () => {
    const phone = demoRegisteredPhone('1503', 1);
    const customer = await customerNoOf(phone);
    const before = (await library({ phone })).records[0];
    expect(before.status).toBe('neverSignedIn');
    const signIn = await t.call('POST', 'open/customer/signIn', { body: { customerNo: customer.customerNo }, serviceKey: DEMO_SERVICE_KEY('1503') });
    expect(signIn.code).toBe(200);
    expect((await library({ phone })).records[0].status).toBe('notApplied');
    // Another merchant's key does not reach this customer.
    expect((await t.call('POST', 'open/customer/signIn', { body: { customerNo: customer.customerNo }, serviceKey: DEMO_SERVICE_KEY('1501') })).code).toBe(404);
    expect((await t.call('POST', 'open/customer/signIn', { body: { customerNo: customer.customerNo } })).code).toBe(403);

    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.merchantId, soko.id)).limit(1);
    const now = new Date();
    await t.db.insert(orders).values({
      orderNo: `CSLIB${customer.id}`, merchantId: soko.id, customerId: customer.id, productId: product.id, customerName: customer.fullName,
      idNumber: customer.idNumber, phone, status: 1, applyAt: now, applyDay: now.toISOString().slice(0, 10), loanAmountCents: 500_000,
      practicalAmountCents: 450_000, termDays: 14, installments: 1, dailyInterestBp: 10, loanType: 1,
    });
    expect((await library({ phone })).total).toBe(0);
  });

  it('keeps an assignment current: once its customer applies it shows as applied', async () => {
    const [assigned] = (await calling({ customerNo: 'R1503', followState: 'pending' })).records;
    const customer = (await t.db.select().from(customers).where(eq(customers.id, assigned.customerId)))[0];
    expect(assigned.status).not.toBe('applied');
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.merchantId, soko.id)).limit(1);
    const now = new Date();
    await t.db.insert(orders).values({
      orderNo: `CSASG${customer.id}`, merchantId: soko.id, customerId: customer.id, productId: product.id, customerName: customer.fullName,
      idNumber: customer.idNumber, phone: customer.phone, status: 1, applyAt: now, applyDay: now.toISOString().slice(0, 10), loanAmountCents: 500_000,
      practicalAmountCents: 450_000, termDays: 14, installments: 1, dailyInterestBp: 10, loanType: 1,
    });
    expect((await calling({ customerNo: customer.customerNo })).records[0].status).toBe('applied');
    expect((await calling({ assignedFrom: '2001-01-01', assignedTo: '2001-01-02' })).total).toBe(0);
  });

  it('refuses assigning without the code, to a non-agent, to an offline agent, outside the agent\'s merchants, and a changed count', async () => {
    const [row] = (await library({ merchantId: soko.id, assignment: 'unassigned' })).records;
    expect((await t.call('POST', 'csListLibrary/assign', { token: service, body: { agentUserId: serviceUserId, customerIds: [row.id] } })).code).toBe(403);
    const stranger = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode('UserSystem/UserManagement')] })).id)).username);
    expect((await t.call('GET', 'csListLibrary/list', { token: stranger })).code).toBe(403);
    const [{ id: adminId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    expect((await t.call('POST', 'csListLibrary/assign', { token: admin, body: { agentUserId: adminId, customerIds: [row.id] } })).code).toBe(400);
    const otherMerchant = (await library({ assignment: 'unassigned' })).records.find((r) => r.merchantName !== 'Soko Credit')!;
    const outOfScope = await t.call('POST', 'csListLibrary/assign', { token: admin, body: { agentUserId: serviceUserId, customerIds: [otherMerchant.id] } });
    expect(outOfScope.code).toBe(400);
    await t.db.update(csStaff).set({ workingStatus: 'offline' }).where(eq(csStaff.userId, serviceUserId));
    expect((await t.call('POST', 'csListLibrary/assign', { token: admin, body: { agentUserId: serviceUserId, customerIds: [row.id] } })).code).toBe(409);
    await t.db.update(csStaff).set({ workingStatus: 'online' }).where(eq(csStaff.userId, serviceUserId));
    const filter = { merchantId: soko.id, assignment: 'unassigned' };
    const total = (await library(filter)).total;
    const changed = await t.call('POST', 'csListLibrary/assign', { token: admin, body: { agentUserId: serviceUserId, filter, expectedCount: total + 1 } });
    expect(changed.code).toBe(409);
    expect((await t.call('POST', 'csListLibrary/assign', { token: admin, body: { agentUserId: serviceUserId } })).code).toBe(400);
  });

  it('assigns chosen rows, then all filtered rows, to the agent, audited; they show in the agent\'s assignments', async () => {
    const filter = { merchantId: soko.id, assignment: 'unassigned' };
    const [first] = (await library(filter)).records;
    const one = await t.call('POST', 'csListLibrary/assign', { token: admin, body: { agentUserId: serviceUserId, customerIds: [first.id] } });
    expect(one).toMatchObject({ code: 200, data: { assigned: 1 } });
    const rest = (await library(filter)).total;
    expect(rest).toBeGreaterThan(0);
    const all = await t.call('POST', 'csListLibrary/assign', { token: admin, body: { agentUserId: serviceUserId, filter, expectedCount: rest } });
    expect(all).toMatchObject({ code: 200, data: { assigned: rest } });
    expect((await library(filter)).total).toBe(0);
    const audits = await t.auditRows('csListLibrary.assign');
    expect(audits.length).toBeGreaterThanOrEqual(2);
    const mine = await calling({ phone: first.phone }, service);
    expect(mine.total).toBe(1);
    expect(mine.records[0].phone).toContain('*');
  });
});

describe('CallingAssignments', () => {
  it('shows an agent only their own assignments, a manager all of theirs, with live statuses', async () => {
    const mine = await calling({}, service);
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.records.map((r) => r.agentName))).toEqual(new Set(['Mercy Njeri']));
    const all = await calling({});
    expect(all.total).toBeGreaterThan(mine.total);
    expect(all.records.every((r) => ['neverSignedIn', 'notApplied', 'applied'].includes(r.status))).toBe(true);
    expect((await calling({ agentUserId: serviceUserId })).total).toBe(mine.total);
  });

  it('records a follow-up (result, note, next call), audited; refuses a past next call and a bad result', async () => {
    const [row] = (await calling({ followState: 'pending' }, service)).records;
    const next = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const saved = await t.call('POST', 'csCallAssignment/followUp', { token: service, body: { id: row.id, result: 'willing', note: 'Will apply tonight.', nextCallAt: next } });
    expect(saved).toMatchObject({ code: 200, data: { result: 'willing', followCount: row.followCount + 1 } });
    const [stored] = await t.db.select().from(csCallAssignments).where(eq(csCallAssignments.id, row.id));
    expect(stored).toMatchObject({ result: 'willing', note: 'Will apply tonight.' });
    expect(stored.nextCallAt?.toISOString()).toBe(next);
    const audit = (await t.auditRows('csCallAssignment.followUp')).find((a) => a.entityId === String(row.id));
    expect(audit).toBeTruthy();
    const past = await t.call('POST', 'csCallAssignment/followUp', { token: service, body: { id: row.id, result: 'unclear', nextCallAt: '2020-01-01T00:00:00Z' } });
    expect(past.code).toBe(400);
    expect((await t.call('POST', 'csCallAssignment/followUp', { token: service, body: { id: row.id, result: 'maybe' } })).code).toBe(400);
    expect((await calling({ followState: 'followed', result: 'willing' }, service)).records.some((r) => r.id === row.id)).toBe(true);
  });

  it('refuses working another agent\'s assignment, and a masked agent never gets the plain number', async () => {
    const others = (await calling({})).records.find((r) => r.agentName !== 'Mercy Njeri')!;
    expect((await t.call('POST', 'csCallAssignment/followUp', { token: service, body: { id: others.id, result: 'noDemand' } })).code).toBe(404);
    expect((await t.call('POST', 'csCallAssignment/call', { token: service, body: { id: others.id } })).code).toBe(404);
    const [mine] = (await calling({}, service)).records;
    const called = await t.call('POST', 'csCallAssignment/call', { token: service, body: { id: mine.id } });
    expect(called.code).toBe(200);
    expect(JSON.stringify(called.data)).not.toMatch(/254\d{9}/);
    expect((await t.call('POST', 'csCallAssignment/reassign', { token: service, body: { ids: [mine.id], agentUserId: serviceUserId } })).code).toBe(403);
    expect((await t.call('POST', 'csCallAssignment/recall', { token: service, body: { ids: [mine.id] } })).code).toBe(403);
  });

  it('lets a manager reassign and recall; a recalled customer is back in the library, unassigned', async () => {
    const [row] = (await calling({ agentUserId: serviceUserId })).records;
    const role = await createRole(t.db, { codes: [viewCode(CALLING), actionCode(CALLING, 'follow')] });
    const second = await createUser(t.db, role.id);
    await t.db.update(users).set({ merchantId: soko.id }).where(eq(users.id, second.id));
    await t.db.insert(csStaff).values({ userId: second.id, groupName: 'Outbound', workingStatus: 'online' });
    const moved = await t.call('POST', 'csCallAssignment/reassign', { token: admin, body: { ids: [row.id], agentUserId: second.id } });
    expect(moved).toMatchObject({ code: 200, data: { reassigned: 1 } });
    expect((await calling({}, service)).records.some((r) => r.id === row.id)).toBe(false);
    const theirs = await calling({}, await t.login(second.username));
    expect(theirs.records.map((r) => r.id)).toContain(row.id);
    const recalled = await t.call('POST', 'csCallAssignment/recall', { token: admin, body: { ids: [row.id] } });
    expect(recalled).toMatchObject({ code: 200, data: { recalled: 1 } });
    expect((await calling({})).records.some((r) => r.id === row.id)).toBe(false);
    const back = (await library({ assignment: 'unassigned', merchantId: soko.id })).records.find((r) => r.id === row.customerId);
    expect(back?.agentName ?? null).toBeNull();
    expect((await t.auditRows('csCallAssignment.recall')).some((a) => a.entityId === String(row.id))).toBe(true);
    expect((await t.call('POST', 'csCallAssignment/recall', { token: admin, body: { ids: [row.id] } })).code).toBe(404);
  });
});

describe('codes', () => {
  it('checks each button\'s code on the server', async () => {
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(CALLING), viewCode(LIBRARY)] })).id)).username);
    expect((await t.call('GET', 'csCallAssignment/list', { token: viewer })).code).toBe(200);
    expect((await t.call('POST', 'csCallAssignment/followUp', { token: viewer, body: { id: 1, result: 'willing' } })).code).toBe(403);
    expect((await t.call('POST', 'csCallAssignment/call', { token: viewer, body: { id: 1 } })).code).toBe(403);
    expect((await t.call('POST', 'csListLibrary/assign', { token: viewer, body: { agentUserId: 1, customerIds: [1] } })).code).toBe(403);
    expect(actionCode(CALLING, 'viewAll')).toBe('CustomerServiceSystem:CallingAssignments:viewAll');
  });
});
