/**
 * ListLibraryManage's round-robin distribution (issue 16): the unassigned customers, chosen or all filtered, go to
 * the online agents in turn — offline, busy and on-leave agents skipped — evenly, continuing after the agent the
 * last distribution ended on; one result per customer; one transaction; audited; the operation code checked. Saved,
 * named lists (the library filter as rule, live counts) and the follow-up history of an assignment.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { csCallAssignments, csStaff, customers, leaveApplications, merchants, orders, products, users } from '../../server/db/schema';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const LIBRARY = 'CustomerServiceSystem/ListLibraryManage';
const CALLING = 'CustomerServiceSystem/CallingAssignments';
type Item = { customerId: number; customerNo: string | null; outcome: string; agentUserId: number | null; agentName: string | null };
type Result = { distributed: number; skipped: number; perAgent: { agentUserId: number; count: number }[]; items: Item[] };
type Agent = { id: number; username: string };

let t: TestApp;
let admin: string;
let service: string;
let soko: { id: number };
let online: Agent[];
let busy: Agent;
let onLeave: Agent;

const library = async (query: Record<string, string | number>, token = admin) => {
  const res = await t.call('GET', 'csListLibrary/list', { token, query: { size: 100, ...query } });
  expect(res.code).toBe(200);
  return res.data as { records: { id: number; customerNo: string; agentName: string | null }[]; total: number };
};

/** An agent of Soko Credit who works CallingAssignments, with the given working status. */
async function agent(workingStatus: 'online' | 'busy' | 'offline'): Promise<Agent> {
  const role = await createRole(t.db, { codes: [viewCode(CALLING), actionCode(CALLING, 'follow')] });
  const user = await createUser(t.db, role.id);
  await t.db.update(users).set({ merchantId: soko.id }).where(eq(users.id, user.id));
  await t.db.insert(csStaff).values({ userId: user.id, groupName: 'Round robin', workingStatus });
  return { id: user.id, username: user.username };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  service = await t.login('service');
  [soko] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1503'));
  // Only the agents made here are online, so the rotation is known.
  await t.db.update(csStaff).set({ workingStatus: 'offline' });
  online = [];
  for (let i = 0; i < 3; i += 1) online.push(await agent('online'));
  online.sort((a, b) => a.id - b.id);
  busy = await agent('busy');
  onLeave = await agent('online');
  const now = Date.now();
  await t.db.insert(leaveApplications).values({ userId: onLeave.id, startAt: new Date(now - 3_600_000), endAt: new Date(now + 86_400_000), reason: 'Sick' });
});
afterAll(async () => { await t?.close(); });

describe('round-robin distribution', () => {
  const filter = () => ({ merchantId: soko.id });
  let last: number;

  it('previews the unassigned count and the online agents, leaving out busy, offline and on-leave ones', async () => {
    const preview = await t.call('POST', 'csListLibrary/distributePreview', { token: admin, body: { filter: filter() } });
    expect(preview.code).toBe(200);
    const data = preview.data as { count: number; agents: { agentUserId: number }[] };
    expect(data.count).toBe((await library({ ...filter(), assignment: 'unassigned' })).total);
    expect(data.count).toBeGreaterThanOrEqual(6);
    expect(data.agents.map((a) => a.agentUserId)).toEqual(online.map((a) => a.id));
  });

  it('refuses without the code, a changed count, and nothing to distribute', async () => {
    const count = (await library({ ...filter(), assignment: 'unassigned' })).total;
    expect((await t.call('POST', 'csListLibrary/distribute', { token: service, body: { filter: filter(), expectedCount: count } })).code).toBe(403);
    expect((await t.call('POST', 'csListLibrary/distributePreview', { token: service, body: { filter: filter() } })).code).toBe(403);
    const changed = await t.call('POST', 'csListLibrary/distribute', { token: admin, body: { filter: filter(), expectedCount: count + 1 } });
    expect(changed.code).toBe(409);
    expect((await t.call('POST', 'csListLibrary/distribute', { token: admin, body: {} })).code).toBe(400);
    expect((await library({ ...filter(), assignment: 'unassigned' })).total).toBe(count);
  });

  it('refuses when no agent is online, assigning nothing', async () => {
    const count = (await library({ ...filter(), assignment: 'unassigned' })).total;
    await t.db.update(csStaff).set({ workingStatus: 'offline' }).where(inArray(csStaff.userId, online.map((a) => a.id)));
    const refused = await t.call('POST', 'csListLibrary/distribute', { token: admin, body: { filter: filter(), expectedCount: count } });
    expect(refused.code).toBe(409);
    expect((await library({ ...filter(), assignment: 'unassigned' })).total).toBe(count);
    await t.db.update(csStaff).set({ workingStatus: 'online' }).where(inArray(csStaff.userId, online.map((a) => a.id)));
  });

  it('gives all filtered unassigned customers to the online agents in turn, evenly, in one audited step', async () => {
    const ids = online.map((a) => a.id);
    const [chosen] = (await library({ ...filter(), assignment: 'unassigned' })).records;
    const first = await t.call('POST', 'csListLibrary/distribute', { token: admin, body: { customerIds: [chosen.id] } });
    expect(first).toMatchObject({ code: 200, data: { distributed: 1, skipped: 0 } });
    const firstAgent = (first.data as Result).items[0].agentUserId!;
    expect(ids).toContain(firstAgent);

    const count = (await library({ ...filter(), assignment: 'unassigned' })).total;
    const res = await t.call('POST', 'csListLibrary/distribute', { token: admin, body: { filter: filter(), expectedCount: count } });
    expect(res.code).toBe(200);
    const data = res.data as Result;
    expect(data).toMatchObject({ distributed: count, skipped: 0 });
    expect(data.items.every((i) => i.outcome === 'assigned')).toBe(true);
    // The turn goes on from the agent after the one the previous distribution ended on.
    const start = (ids.indexOf(firstAgent) + 1) % ids.length;
    expect(data.items[0].agentUserId).toBe(ids[start]);
    expect(data.items.map((i) => i.agentUserId)).toEqual(data.items.map((_, k) => ids[(start + k) % ids.length]));
    const counts = data.perAgent.map((p) => p.count);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(count);
    expect(data.perAgent.map((p) => p.agentUserId)).toEqual(ids);
    expect((await library({ ...filter(), assignment: 'unassigned' })).total).toBe(0);
    const held = await t.db.select({ agent: csCallAssignments.agentUserId }).from(csCallAssignments)
      .where(inArray(csCallAssignments.customerId, data.items.map((i) => i.customerId)));
    expect(held.some((h) => h.agent === busy.id || h.agent === onLeave.id)).toBe(false);
    const [audit] = (await t.auditRows('csListLibrary.distribute')).slice(-1);
    expect((audit.after as { assignments: unknown[] }).assignments).toHaveLength(count);
    last = data.items[data.items.length - 1].agentUserId!;
  });

  it('an agent sees the customers distributed to them', async () => {
    const token = await t.login(online[0].username);
    const mine = await t.call('GET', 'csCallAssignment/list', { token, query: { size: 100 } });
    expect(mine.code).toBe(200);
    const rows = (mine.data as { records: { agentUserId: number }[]; total: number });
    expect(rows.total).toBeGreaterThanOrEqual(2);
    expect(rows.records.every((r) => r.agentUserId === online[0].id)).toBe(true);
  });

  it('continues after the agent the last distribution ended on, with a result per chosen customer', async () => {
    const assigned = await t.db.select({ id: csCallAssignments.id, customerId: csCallAssignments.customerId }).from(csCallAssignments)
      .innerJoin(customers, eq(customers.id, csCallAssignments.customerId)).where(eq(customers.merchantId, soko.id)).orderBy(csCallAssignments.customerId);
    const [a, b, kept, applied] = assigned;
    expect((await t.call('POST', 'csCallAssignment/recall', { token: admin, body: { ids: [a.id, b.id, applied.id] } })).code).toBe(200);
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.merchantId, soko.id)).limit(1);
    const [c] = await t.db.select().from(customers).where(eq(customers.id, applied.customerId));
    const now = new Date();
    await t.db.insert(orders).values({
      orderNo: `CSRR${c.id}`, merchantId: soko.id, customerId: c.id, productId: product.id, customerName: c.fullName, idNumber: c.idNumber,
      phone: c.phone, status: 1, applyAt: now, applyDay: now.toISOString().slice(0, 10), loanAmountCents: 500_000, practicalAmountCents: 450_000,
      termDays: 14, installments: 1, dailyInterestBp: 10, loanType: 1,
    });
    const preview = await t.call('POST', 'csListLibrary/distributePreview', { token: admin, body: { customerIds: [a.customerId, b.customerId, kept.customerId, applied.customerId] } });
    expect(preview.data).toMatchObject({ count: 2 });
    const res = await t.call('POST', 'csListLibrary/distribute', { token: admin, body: { customerIds: [b.customerId, kept.customerId, applied.customerId, a.customerId] } });
    expect(res.code).toBe(200);
    const data = res.data as Result;
    expect(data).toMatchObject({ distributed: 2, skipped: 2 });
    const outcome = new Map(data.items.map((i) => [i.customerId, i]));
    const ids = online.map((x) => x.id);
    const next = ids[(ids.indexOf(last) + 1) % ids.length];
    expect(outcome.get(a.customerId)).toMatchObject({ outcome: 'assigned', agentUserId: next });
    expect(outcome.get(b.customerId)).toMatchObject({ outcome: 'assigned', agentUserId: ids[(ids.indexOf(next) + 1) % ids.length] });
    expect(outcome.get(kept.customerId)).toMatchObject({ outcome: 'alreadyAssigned', agentUserId: null });
    expect(outcome.get(applied.customerId)).toMatchObject({ outcome: 'notInLibrary', agentUserId: null });
    const [held] = await t.db.select().from(csCallAssignments).where(and(eq(csCallAssignments.customerId, a.customerId)));
    expect(held.agentUserId).toBe(next);
  });
});

describe('saved lists', () => {
  it('saves the filter under a unique name, shows live counts, opens and deletes it, audited', async () => {
    const filter = { merchantId: soko.id, status: 'neverSignedIn' };
    const saved = await t.call('POST', 'csListLibrary/saveList', { token: admin, body: { name: 'Soko never signed in', filter } });
    expect(saved.code).toBe(200);
    const { id } = saved.data as { id: number };
    const lists = async (token = admin) => {
      const res = await t.call('GET', 'csListLibrary/savedLists', { token });
      expect(res.code).toBe(200);
      return res.data as { id: number; name: string; filter: Record<string, unknown>; count: number }[];
    };
    const row = (await lists()).find((l) => l.id === id)!;
    expect(row.filter).toEqual(filter);
    expect(row.count).toBe((await library(filter)).total);
    expect(row.count).toBeGreaterThan(0);
    expect((await lists(service)).some((l) => l.id === id)).toBe(true);
    // The count is live: a sign-in reported by the app takes a customer out of "never signed in".
    const [one] = await t.db.select({ customerNo: customers.customerNo }).from(customers).where(eq(customers.id, (await library(filter)).records[0].id));
    expect((await t.call('POST', 'open/customer/signIn', { body: { customerNo: one.customerNo }, serviceKey: DEMO_SERVICE_KEY('1503') })).code).toBe(200);
    expect((await lists()).find((l) => l.id === id)!.count).toBe(row.count - 1);

    expect((await t.call('POST', 'csListLibrary/saveList', { token: admin, body: { name: 'SOKO NEVER SIGNED IN', filter } })).code).toBe(409);
    expect((await t.call('POST', 'csListLibrary/saveList', { token: admin, body: { name: 'x'.repeat(31), filter } })).code).toBe(400);
    expect((await t.call('POST', 'csListLibrary/saveList', { token: admin, body: { name: '  ', filter } })).code).toBe(400);
    expect((await t.call('POST', 'csListLibrary/saveList', { token: admin, body: { name: 'Bad rule', filter: { status: 'rich' } } })).code).toBe(400);
    expect((await t.call('POST', 'csListLibrary/saveList', { token: service, body: { name: 'Mine', filter } })).code).toBe(403);
    expect((await t.call('POST', 'csListLibrary/deleteList', { token: service, body: { id } })).code).toBe(403);
    expect((await t.auditRows('csSavedList.save')).some((a) => a.entityId === String(id))).toBe(true);

    expect((await t.call('POST', 'csListLibrary/deleteList', { token: admin, body: { id } })).code).toBe(200);
    expect((await lists()).some((l) => l.id === id)).toBe(false);
    expect((await t.call('POST', 'csListLibrary/deleteList', { token: admin, body: { id } })).code).toBe(404);
    expect((await t.auditRows('csSavedList.delete')).some((a) => a.entityId === String(id))).toBe(true);
  });
});

describe('codes', () => {
  it('a viewer reads saved lists; each write needs its own button code', async () => {
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(LIBRARY)] })).id)).username);
    expect((await t.call('GET', 'csListLibrary/savedLists', { token: viewer })).code).toBe(200);
    expect((await t.call('POST', 'csListLibrary/saveList', { token: viewer, body: { name: 'Viewer', filter: {} } })).code).toBe(403);
    expect((await t.call('POST', 'csListLibrary/distribute', { token: viewer, body: { customerIds: [1] } })).code).toBe(403);
    const distributor = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(LIBRARY), actionCode(LIBRARY, 'distribute')] })).id)).username);
    expect((await t.call('POST', 'csListLibrary/distributePreview', { token: distributor, body: { customerIds: [1] } })).code).toBe(200);
    expect((await t.call('POST', 'csListLibrary/saveList', { token: distributor, body: { name: 'Distributor', filter: {} } })).code).toBe(403);
  });
});

describe('follow-up history', () => {
  it('keeps each follow-up as a row (who, when, result, note, next call), newest first, for whoever may work it', async () => {
    const token = await t.login(online[1].username);
    const mine = (await t.call('GET', 'csCallAssignment/list', { token, query: { size: 1 } })).data as { records: { id: number }[] };
    const id = mine.records[0].id;
    const next = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await t.call('POST', 'csCallAssignment/followUp', { token, body: { id, result: 'notConnected' } })).code).toBe(200);
    expect((await t.call('POST', 'csCallAssignment/followUp', { token, body: { id, result: 'willing', note: 'Call back Friday', nextCallAt: next } })).code).toBe(200);
    const history = await t.call('GET', 'csCallAssignment/followUps', { token, query: { id } });
    expect(history.code).toBe(200);
    const rows = history.data as { userName: string; result: string; note: string | null; nextCallAt: string | null; at: string }[];
    expect(rows.map((r) => r.result)).toEqual(['willing', 'notConnected']);
    expect(rows[0]).toMatchObject({ note: 'Call back Friday', nextCallAt: next });
    const [me] = await t.db.select({ realName: users.realName }).from(users).where(eq(users.id, online[1].id));
    expect(rows.every((r) => r.userName === me.realName)).toBe(true);
    expect((await t.call('GET', 'csCallAssignment/followUps', { token: admin, query: { id } })).data).toHaveLength(2);
    const other = await t.login(online[2].username);
    expect((await t.call('GET', 'csCallAssignment/followUps', { token: other, query: { id } })).code).toBe(404);
    // Reassigned, the customer's history stays with them.
    expect((await t.call('POST', 'csCallAssignment/reassign', { token: admin, body: { ids: [id], agentUserId: online[2].id } })).code).toBe(200);
    expect((await t.call('GET', 'csCallAssignment/followUps', { token: other, query: { id } })).data).toHaveLength(2);
  });
});
