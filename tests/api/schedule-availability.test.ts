/**
 * `GET schedule/availability` (issue 34): the allocation pickers' tags. Each person's answer is what on-shift.ts decides
 * for today (EAT) — checked against availabilityOn itself and against the cells seeded here; the route needs a screen
 * that hands out work; a caller limited to merchants hears only about staff of those merchants.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { formatEatDate, parseEat } from '../../common/time';
import { departments, leaveApplications, merchants, rosterCells, rosters, shiftTypes, userMerchants, users } from '../../server/db/schema';
import { availabilityOn } from '../../server/modules/schedule/on-shift';
import { createRole, createUser } from './fixtures';
import { HOUR, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let merchantA: number;
let merchantB: number;
let shiftTypeId: number;
const people: Record<string, number> = {};

const today = () => formatEatDate(t.clock.now());

async function person(merchantId: number | null, deptId: number) {
  const user = await createUser(t.db, (await createRole(t.db, { codes: [viewCode('CollectionSystem/MyCollection')] })).id);
  await t.db.update(users).set({ merchantId, deptId }).where(eq(users.id, user.id));
  return user.id;
}

async function caller(codes: string[], merchantId?: number) {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  if (merchantId) await t.db.insert(userMerchants).values({ userId: user.id, merchantId });
  return t.login(user.username);
}

const ask = (token: string, ids: number[]) => t.call('GET', 'schedule/availability', { token, query: { userIds: ids.join(',') } });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const ms = await t.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.merchantNo)).limit(2);
  [merchantA, merchantB] = ms.map((m) => m.id);
  shiftTypeId = (await t.db.select({ id: shiftTypes.id }).from(shiftTypes).orderBy(asc(shiftTypes.id)).limit(1))[0].id;
  const [planned] = await t.db.insert(departments).values({ name: `Availability planned ${process.pid}` }).returning();
  const [unplanned] = await t.db.insert(departments).values({ name: `Availability unplanned ${process.pid}` }).returning();
  const [roster] = await t.db.insert(rosters).values({ teamId: planned.id, month: today().slice(0, 7) }).returning();
  people.onShift = await person(merchantA, planned.id);
  people.rest = await person(merchantA, planned.id);
  people.leaveCell = await person(merchantA, planned.id);
  people.leaveApplied = await person(merchantA, planned.id);
  people.noCell = await person(merchantA, planned.id);
  people.noRoster = await person(merchantA, unplanned.id);
  people.otherMerchant = await person(merchantB, planned.id);
  const cell = (userId: number, kind: 'shift' | 'rest' | 'leave') =>
    ({ rosterId: roster.id, userId, day: today(), kind, shiftTypeId: kind === 'shift' ? shiftTypeId : null });
  await t.db.insert(rosterCells).values([
    cell(people.onShift, 'shift'), cell(people.rest, 'rest'), cell(people.leaveCell, 'leave'), cell(people.leaveApplied, 'shift'),
    cell(people.otherMerchant, 'rest'),
  ]);
  const start = parseEat(today())!;
  await t.db.insert(leaveApplications).values({ userId: people.leaveApplied, startAt: new Date(start.getTime() + 9 * HOUR), endAt: new Date(start.getTime() + 12 * HOUR) });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('schedule/availability', () => {
  it("answers each person's day as on-shift.ts decides it", async () => {
    const ids = Object.values(people);
    const res = await ask(admin, ids);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.day).toBe(today());
    const byId = Object.fromEntries(res.data.people.map((p: { userId: number; availability: string }) => [p.userId, p.availability]));
    expect(byId).toEqual({
      [people.onShift]: 'onShift', [people.rest]: 'offShift', [people.leaveCell]: 'onLeave', [people.leaveApplied]: 'onLeave',
      [people.noCell]: 'unplanned', [people.noRoster]: 'unplanned', [people.otherMerchant]: 'offShift',
    });
    const direct = await availabilityOn(t.db, ids, today());
    for (const id of ids) expect(byId[id]).toBe(direct.get(id));
  });

  it('follows a cell changed today', async () => {
    await t.db.update(rosterCells).set({ kind: 'rest', shiftTypeId: null }).where(eq(rosterCells.userId, people.onShift));
    expect((await ask(admin, [people.onShift])).data.people).toEqual([{ userId: people.onShift, availability: 'offShift' }]);
    await t.db.update(rosterCells).set({ kind: 'shift', shiftTypeId }).where(eq(rosterCells.userId, people.onShift));
    expect((await ask(admin, [people.onShift])).data.people).toEqual([{ userId: people.onShift, availability: 'onShift' }]);
  });

  it('is open to the screens that hand out work and refused to others', async () => {
    for (const code of [viewCode('CollectionSystem/CaseAllocation'), viewCode('CollectionSystemNew/CaseAllocationNew'),
      actionCode('AuditSystem/OrderAllocation', 'allocate'), actionCode('TelemarketingSystem/DialTask', 'assign')]) {
      const res = await ask(await caller([code]), [people.rest]);
      expect(res.code, code).toBe(200);
      expect(res.data.people).toEqual([{ userId: people.rest, availability: 'offShift' }]);
    }
    for (const codes of [[], [viewCode('CollectionSystem/MyCollection')], [viewCode('AuditSystem/OrderAllocation')], [actionCode('TelemarketingSystem/DialTask', 'call')]]) {
      const res = await ask(await caller(codes), [people.rest]);
      expect(res.code, codes.join()).toBe(403);
      expect(res.data ?? null).toBeNull();
    }
  });

  it("answers a merchant-limited caller only about that merchant's staff", async () => {
    const limited = await caller([viewCode('CollectionSystem/CaseAllocation')], merchantA);
    const res = await ask(limited, [people.rest, people.otherMerchant]);
    expect(res.code).toBe(200);
    expect(res.data.people).toEqual([{ userId: people.rest, availability: 'offShift' }]);
    const other = await caller([viewCode('CollectionSystem/CaseAllocation')], merchantB);
    expect((await ask(other, [people.rest, people.otherMerchant])).data.people).toEqual([{ userId: people.otherMerchant, availability: 'offShift' }]);
  });

  it('refuses bad ids with a translated message', async () => {
    for (const userIds of ['', 'a,b', '0', Array.from({ length: 501 }, (_, i) => i + 1).join(',')]) {
      const res = await t.call('GET', 'schedule/availability', { token: admin, query: { userIds } });
      expect(res.code, userIds.slice(0, 20)).toBe(400);
      expect(res.msg).not.toMatch(/schedule:/);
    }
  });
});
