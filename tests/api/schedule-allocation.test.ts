/**
 * Schedules drive work (issue 34): automatic case allocation, automatic order allocation and automatic dial-task
 * assignment give new work only to people on shift today (EAT) and not on leave; a team without a roster for the
 * month works as before; a supervisor's manual choice of an off-shift person is allowed with a warning, of someone on
 * leave refused; taking someone off shift today applies the team's policy (return: their open cases go back to the pool
 * and are re-allocated with the cell change; keep: nothing moves); MySchedule answers only the caller's own cells.
 */
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { formatEatDate, parseEat } from '../../common/time';
import {
  auditPersonnel, collectionAllocations, collectionCases, collectionPersonnel, departments, leaveApplications, merchants, orders,
  rosterCells, rosters, shiftTypes, telemarketingListEntries, tmDialTasks, tmPersonnel, users,
} from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { HOUR, startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';
import { managerCodes, newEntries, staff, telemarketerCodes } from './telemarketing-work.helpers';

let t: TestApp;
let admin: string;
let merchantByNo: Record<string, number>;
let shiftTypeId: number;
let teams = 0;

const today = () => formatEatDate(t.clock.now());

/** A team of its own; `planned` gives it a roster for today's month. */
async function team(planned: boolean) {
  const [row] = await t.db.insert(departments).values({ name: `Schedule test team ${process.pid}-${++teams}` }).returning();
  const roster = planned ? (await t.db.insert(rosters).values({ teamId: row.id, month: today().slice(0, 7) }).returning())[0] : null;
  return { id: row.id, rosterId: roster?.id ?? null };
}

type Plan = 'shift' | 'rest' | 'leaveCell' | 'leaveApplied' | 'none';

/** Puts the user in the team with today's cell as planned (leaveApplied: a shift cell and a leave application over today). */
async function planToday(userId: number, where: { id: number; rosterId: number | null }, plan: Plan) {
  await t.db.update(users).set({ deptId: where.id }).where(eq(users.id, userId));
  if (where.rosterId && plan !== 'none') {
    const kind = plan === 'rest' ? 'rest' : plan === 'leaveCell' ? 'leave' : 'shift';
    await t.db.insert(rosterCells).values({ rosterId: where.rosterId, userId, day: today(), kind, shiftTypeId: kind === 'shift' ? shiftTypeId : null });
  }
  if (plan === 'leaveApplied') {
    const start = parseEat(today())!;
    await t.db.insert(leaveApplications).values({ userId, startAt: new Date(start.getTime() + 9 * HOUR), endAt: new Date(start.getTime() + 13 * HOUR) });
  }
}

async function collector(plan: Plan, where: { id: number; rosterId: number | null }, settings: Partial<typeof collectionPersonnel.$inferInsert> = {}) {
  const role = await createRole(t.db, { codes: [viewCode('CollectionSystem/MyCollection')] });
  const user = await createUser(t.db, role.id);
  await t.db.insert(collectionPersonnel).values({ userId: user.id, merchantIds: [merchantByNo['1501']], capacity: 10, ...settings });
  await planToday(user.id, where, plan);
  return user;
}

async function auditor(plan: Plan, where: { id: number; rosterId: number | null }) {
  const role = await createRole(t.db, { codes: [viewCode('AuditSystem/MyAudit')] });
  const user = await createUser(t.db, role.id);
  await t.db.insert(auditPersonnel).values({ userId: user.id, merchantIds: [merchantByNo['1503']], dailyLimit: 10 });
  await planToday(user.id, where, plan);
  return user;
}

async function telemarketer(plan: Plan, where: { id: number; rosterId: number | null }, merchantId: number) {
  const person = await staff(t, telemarketerCodes, { telemarketer: true });
  await t.db.update(users).set({ merchantId }).where(eq(users.id, person.id));
  await planToday(person.id, where, plan);
  return person;
}

/** Each case's holder, in the order of `caseIds`. */
async function holdersOf(caseIds: number[]) {
  const rows = await t.db.select({ id: collectionCases.id, holder: collectionCases.collectorUserId }).from(collectionCases).where(inArray(collectionCases.id, caseIds));
  const byId = new Map(rows.map((r) => [Number(r.id), r.holder]));
  return caseIds.map((id) => byId.get(id));
}

/** Only these cases are open (earlier tests' cases are closed), so automatic allocation sees just them. */
async function openOnly(caseIds: number[]) {
  await t.db.update(collectionCases).set({ status: 'closed' }).where(and(ne(collectionCases.status, 'closed'), notInArray(collectionCases.id, caseIds)));
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchantByNo = Object.fromEntries((await t.db.select().from(merchants)).map((m) => [m.merchantNo, m.id]));
  shiftTypeId = (await t.db.select({ id: shiftTypes.id }).from(shiftTypes).orderBy(asc(shiftTypes.id)).limit(1))[0].id;
  // The seeded staff stay out of automatic work, so each test controls who takes part.
  await t.db.update(collectionPersonnel).set({ autoAllocation: false });
  await t.db.update(auditPersonnel).set({ autoAllocation: false });
  await t.db.update(tmPersonnel).set({ workingStatus: 'resting' });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('automatic case allocation', () => {
  it('gives cases to on-shift collectors and those of a team without a roster, none to an off-shift or on-leave one', async () => {
    const book = await seedCollectionBook(t, { overdueDays: [2, 3, 4, 5, 6, 9, 10, 11] });
    admin = await t.login('admin');
    await openOnly(book.caseIds);
    await t.db.update(collectionPersonnel).set({ autoAllocation: false });
    const planned = await team(true);
    const unplanned = await team(false);
    const onShift = await collector('shift', planned);
    const off = await collector('rest', planned);
    const leaveCell = await collector('leaveCell', planned);
    const leaveApplied = await collector('leaveApplied', planned);
    const asBefore = await collector('none', unplanned);

    const res = await t.call('POST', 'caseAllocation/autoAllocate', { token: admin, body: { scope: 'v1' } });
    expect(res.code).toBe(200);
    expect(res.data.allocated).toBe(book.caseIds.length);
    const holders = await holdersOf(book.caseIds);
    for (const away of [off, leaveCell, leaveApplied]) expect(holders).not.toContain(away.id);
    expect(holders.filter((h) => h === onShift.id).length).toBeGreaterThan(0);
    expect(holders.filter((h) => h === asBefore.id).length).toBeGreaterThan(0);
    expect(holders.every((h) => h === onShift.id || h === asBefore.id)).toBe(true);
  });

  it('lets a supervisor allocate to an off-shift collector with a warning, and refuses one on leave', async () => {
    const book = await seedCollectionBook(t, { overdueDays: [3, 4] });
    admin = await t.login('admin');
    const planned = await team(true);
    const off = await collector('rest', planned);
    const away = await collector('leaveApplied', planned);
    const [first, second] = book.caseIds;

    const given = await t.call('POST', 'caseAllocation/action', { token: admin, body: { scope: 'v1', action: 'allocate', collectorUserId: off.id, items: [{ id: first, collectorUserId: null }] } });
    expect(given.code).toBe(200);
    expect(given.data.done).toBe(1);
    expect(given.data.warnings).toEqual([{ key: 'schedule:onShift.offShift', params: { name: off.realName, day: today() } }]);
    expect(await holdersOf([first])).toEqual([off.id]);

    const refused = await t.call('POST', 'caseAllocation/action', { token: admin, body: { scope: 'v1', action: 'allocate', collectorUserId: away.id, items: [{ id: second, collectorUserId: null }] } });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain(away.realName);
    expect(await holdersOf([second])).toEqual([null]);
  });
});

describe('automatic order allocation', () => {
  it('gives orders to on-shift auditors and those of a team without a roster only; by hand an off-shift auditor is warned about', async () => {
    await t.db.update(orders).set({ status: 70 }).where(eq(orders.status, 10));
    const planned = await team(true);
    const unplanned = await team(false);
    const onShift = await auditor('shift', planned);
    const off = await auditor('rest', planned);
    const away = await auditor('leaveCell', planned);
    const asBefore = await auditor('none', unplanned);
    const batch = [];
    for (let i = 0; i < 4; i += 1) batch.push(await apply(t, { merchantNo: '1503', productCode: 'SC-21D' }));

    const res = await t.call('POST', 'orderAllocation/autoAllocate', { token: admin, body: { filter: {} } });
    expect(res.code).toBe(200);
    expect(res.data.allocated).toBe(4);
    const holders = (await t.db.select({ auditorId: orders.auditorId }).from(orders).where(inArray(orders.id, batch.map((b) => b.orderId)))).map((r) => r.auditorId);
    expect(holders.filter((h) => h === onShift.id)).toHaveLength(2);
    expect(holders.filter((h) => h === asBefore.id)).toHaveLength(2);

    const extra = await apply(t, { merchantNo: '1503', productCode: 'SC-21D' });
    const byHand = await t.call('POST', 'orderAllocation/allocate', { token: admin, body: { orderIds: [extra.orderId], auditorId: off.id, action: 'allocate' } });
    expect(byHand.code).toBe(200);
    expect(byHand.data.allocated).toBe(1);
    expect(byHand.data.warnings).toEqual([{ key: 'schedule:onShift.offShift', params: { name: off.realName, day: today() } }]);
    const other = await apply(t, { merchantNo: '1503', productCode: 'SC-21D' });
    const refused = await t.call('POST', 'orderAllocation/allocate', { token: admin, body: { orderIds: [other.orderId], auditorId: away.id, action: 'allocate' } });
    expect(refused.code).toBe(400);
    expect((await t.db.select().from(orders).where(eq(orders.id, other.orderId)))[0].auditorId).toBeNull();
  });
});

describe('dial-task assignment', () => {
  it('auto-assigns entries only to on-shift telemarketers and those of a team without a roster; by hand off shift is warned, on leave refused', async () => {
    const merchantId = merchantByNo['1502'];
    const manager = await staff(t, managerCodes, { plain: true });
    const planned = await team(true);
    const unplanned = await team(false);
    const onShift = await telemarketer('shift', planned, merchantId);
    const off = await telemarketer('rest', planned, merchantId);
    const away = await telemarketer('leaveApplied', planned, merchantId);
    const asBefore = await telemarketer('none', unplanned, merchantId);
    // Only our entries are unassigned, so the count is exact.
    await t.db.update(telemarketingListEntries).set({ listState: 'abandoned' }).where(eq(telemarketingListEntries.merchantId, merchantId));
    const entries = await newEntries(t, merchantId, 4);

    const res = await t.call('POST', 'dialTask/autoAssign', { token: manager.token, body: { merchantId, count: 4 } });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ assigned: 4, telemarketers: 2, given: expect.arrayContaining([
      { userId: onShift.id, realName: expect.any(String), count: 2 }, { userId: asBefore.id, realName: expect.any(String), count: 2 }]) });
    expect(res.data.given).toHaveLength(2);
    const tasks = await t.db.select().from(tmDialTasks).where(inArray(tmDialTasks.entryId, entries.map((e) => e.id)));
    expect(tasks.filter((x) => x.userId === onShift.id)).toHaveLength(2);
    expect(tasks.filter((x) => x.userId === asBefore.id)).toHaveLength(2);
    expect(tasks.some((x) => x.userId === off.id || x.userId === away.id)).toBe(false);

    const [spare] = await newEntries(t, merchantId, 1);
    const byHand = await t.call('POST', 'dialTask/assign', { token: manager.token, body: { userId: off.id, entryIds: [spare.id] } });
    expect(byHand.code).toBe(200);
    expect(byHand.data).toEqual({ assigned: 1, warnings: [{ key: 'schedule:onShift.offShift', params: { name: expect.any(String), day: today() } }] });
    const [other] = await newEntries(t, merchantId, 1);
    const refused = await t.call('POST', 'dialTask/assign', { token: manager.token, body: { userId: away.id, entryIds: [other.id] } });
    expect(refused.code).toBe(400);
    expect(await t.db.select().from(tmDialTasks).where(eq(tmDialTasks.entryId, other.id))).toHaveLength(0);

    await t.db.update(tmPersonnel).set({ workingStatus: 'resting' }).where(inArray(tmPersonnel.userId, [onShift.id, asBefore.id]));
    const nobody = await t.call('POST', 'dialTask/autoAssign', { token: manager.token, body: { merchantId, count: 1 } });
    expect(nobody.code).not.toBe(200);
  });
});

describe('taken off shift today', () => {
  async function teamWithCases(policy: 'keep' | 'return' | null) {
    const book = await seedCollectionBook(t, { overdueDays: [3, 4, 5] });
    admin = await t.login('admin');
    await openOnly(book.caseIds);
    await t.db.update(collectionPersonnel).set({ autoAllocation: false });
    const planned = await team(true);
    const leaving = await collector('shift', planned);
    const colleague = await collector('shift', planned);
    await t.db.update(collectionCases).set({ collectorUserId: leaving.id, assignedAt: t.clock.now() }).where(inArray(collectionCases.id, book.caseIds.slice(0, 2)));
    if (policy) {
      const saved = await t.call('POST', 'scheduleAbnormalThreshold/offShiftPolicy', { token: admin, body: { teamId: planned.id, policy } });
      expect(saved.data).toEqual({ teamId: planned.id, policy });
    }
    const rest = () => t.call('POST', 'schedulePlan/cell', {
      token: admin, body: { teamId: planned.id, month: today().slice(0, 7), userId: leaving.id, day: today(), kind: 'rest', shiftTypeId: null, pinned: false },
    });
    return { book, planned, leaving, colleague, rest };
  }

  it('under "return" gives the open cases back to the pool and re-allocates them to on-shift colleagues with the cell change', async () => {
    const { book, planned, leaving, colleague, rest } = await teamWithCases('return');
    const res = await rest();
    expect(res.code).toBe(200);
    expect(res.data.offShift).toEqual({ policy: 'return', byUser: { [leaving.id]: { cases: { returned: 2, reallocated: 2 } } } });
    // The two returned cases went to the colleague still on shift; the case already in the pool waits for the next run.
    expect(await holdersOf(book.caseIds)).toEqual([colleague.id, colleague.id, null]);
    const history = await t.db.select().from(collectionAllocations).where(inArray(collectionAllocations.caseId, book.caseIds.slice(0, 2))).orderBy(asc(collectionAllocations.id));
    expect(history.map((h) => [h.action, h.fromUserId, h.toUserId])).toEqual([
      ['recall', leaving.id, null], ['recall', leaving.id, null], ['auto', null, colleague.id], ['auto', null, colleague.id],
    ]);
    expect(new Set(history.map((h) => h.batchNo)).size).toBe(1);
    const [cell] = await t.db.select().from(rosterCells).where(and(eq(rosterCells.userId, leaving.id), eq(rosterCells.day, today())));
    expect(cell.kind).toBe('rest');
    expect(await t.auditRows('caseAllocation.offShiftReturn')).toHaveLength(1);
    // Putting them back on shift and off again on a team that keeps cases moves nothing more.
    expect((await t.call('GET', 'scheduleAbnormalThreshold/offShiftPolicy', { token: admin, query: { teamId: planned.id } })).data.policy).toBe('return');
  });

  it('under "keep" (the default) leaves the cases with their holder', async () => {
    const { book, leaving, rest } = await teamWithCases(null);
    const res = await rest();
    expect(res.code).toBe(200);
    expect(res.data.offShift).toEqual({ policy: 'keep', byUser: { [leaving.id]: { cases: { returned: 0, reallocated: 0 } } } });
    expect(await holdersOf(book.caseIds)).toEqual([leaving.id, leaving.id, null]);
  });

  it('a failing re-allocation leaves the cell and the holders as they were (one transaction)', async () => {
    const { book, planned, leaving } = await teamWithCases('return');
    // A case that cannot be written back makes the change fail: the cell edit and the returns roll back together.
    await t.db.execute(sql.raw(`create or replace function test_refuse_auto() returns trigger language plpgsql as $$ begin
      if new.action = 'auto' then raise exception 'refused by test'; end if; return new; end $$`));
    await t.db.execute(sql.raw('create trigger test_refuse_auto before insert on collection_allocations for each row execute function test_refuse_auto()'));
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/hc/web/schedulePlan/cell', headers: { authorization: `Bearer ${admin}` },
        payload: { teamId: planned.id, month: today().slice(0, 7), userId: leaving.id, day: today(), kind: 'rest', shiftTypeId: null, pinned: false } });
      expect(res.json().code).not.toBe(200);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_refuse_auto on collection_allocations'));
    }
    expect(await holdersOf(book.caseIds)).toEqual([leaving.id, leaving.id, null]);
    const cells = await t.db.select().from(rosterCells).where(and(eq(rosterCells.userId, leaving.id), eq(rosterCells.day, today())));
    expect(cells.map((c) => c.kind)).toEqual(['shift']);
    expect(await t.auditRows('caseAllocation.offShiftReturn')).toHaveLength(1);
  });
});

describe('MySchedule', () => {
  it('answers the caller\'s own cells and leave of the month, nobody else\'s', async () => {
    const token = await t.login('collector');
    const me = await t.userId('collector');
    // The demo roster is of the month the template was seeded in (earlier tests moved the clock on).
    const mine = await t.db.select().from(rosterCells).where(eq(rosterCells.userId, me)).orderBy(asc(rosterCells.day));
    const month = mine[0].day.slice(0, 7);
    const ofMonth = mine.filter((c) => c.day.startsWith(month));
    const res = await t.call('GET', 'mySchedule/month', { token, query: { month } });
    expect(res.code).toBe(200);
    expect(ofMonth.length).toBeGreaterThan(27);
    expect(res.data.cells.map((c: { day: string; kind: string }) => `${c.day}:${c.kind}`).sort()).toEqual(ofMonth.map((c) => `${c.day}:${c.kind}`).sort());
    const shift = res.data.cells.find((c: { kind: string }) => c.kind === 'shift');
    expect(shift.shift).toMatchObject({ name: expect.any(String), startTime: expect.stringMatching(/^\d\d:\d\d$/), colour: expect.stringMatching(/^#/) });

    // Another employee's roster day differs from hers somewhere; the answer never shows it, whatever the query.
    const start = parseEat(`${month}-10`)!;
    await t.db.insert(leaveApplications).values({ userId: me, startAt: new Date(start.getTime() + 8 * HOUR), endAt: new Date(start.getTime() + 56 * HOUR), reason: 'Family' });
    const withLeave = await t.call('GET', 'mySchedule/month', { token, query: { month, userId: 1 } as never });
    expect(withLeave.code).toBe(200);
    expect(withLeave.data.cells).toHaveLength(ofMonth.length);
    expect(withLeave.data.leave).toEqual([expect.objectContaining({ reason: 'Family', status: 'submitted', days: [`${month}-10`, `${month}-11`, `${month}-12`] })]);
    // Others have cells this month too (the demo roster), and none of them is in her answer (checked by the equality above).
    expect(await t.db.select().from(rosterCells).where(and(ne(rosterCells.userId, me), eq(rosterCells.day, ofMonth[0].day)))).not.toHaveLength(0);

    const other = await t.call('GET', 'mySchedule/month', { token, query: { month: '2020-01' } });
    expect(other.data).toEqual({ month: '2020-01', cells: [], leave: [] });
    const nobody = await createUser(t.db, (await createRole(t.db, { codes: [] })).id);
    expect((await t.call('GET', 'mySchedule/month', { token: await t.login(nobody.username), query: { month } })).code).toBe(403);
  });
});
