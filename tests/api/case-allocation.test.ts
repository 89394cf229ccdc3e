/**
 * CaseAllocation (-New, -Merge) and OutCollectionList: the case list and its filters, allocate / re-allocate /
 * recall / undo / retain for a selection and all filtered rows with per-item results, exactly-one-wins
 * concurrency, automatic allocation (flags, leave, capacity, even amounts, safe twice), outsourcing, permissions.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { CASE_ALLOCATION_SCREENS, caseFilterSchema, readCaseFilter } from '../../common/collection/case-list';
import { caseWhere } from '../../server/modules/case-allocation/case-list.repository';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { collectionAllocations, collectionCases, collectionContacts, collectionPersonnel, leaveApplications, merchants, orders, userMerchants } from '../../server/db/schema';
import { runAutoAllocation } from '../../server/modules/case-allocation/auto-allocation.job';
import { levelRows, seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { DAY, startTestApp, type TestApp } from './harness';
import { expectCaseCountsExact } from './case-counts-assert';

const SCREEN = 'CollectionSystem/CaseAllocation';
let t: TestApp;
let admin: string;
let merchant1501: number;

type Personnel = Partial<typeof collectionPersonnel.$inferInsert>;

/** A collector of our own (v1 unless told), covering merchant 1501. */
async function collector(settings: Personnel = {}) {
  const role = await createRole(t.db, { codes: [viewCode('CollectionSystem/MyCollection')] });
  const user = await createUser(t.db, role.id);
  await t.db.insert(collectionPersonnel).values({ userId: user.id, merchantIds: [merchant1501], ...settings });
  return user;
}

const caseRow = async (id: number) => (await t.db.select().from(collectionCases).where(eq(collectionCases.id, id)))[0];
const act = (body: Record<string, unknown>, token = admin) => t.call('POST', 'caseAllocation/action', { token, body: { scope: 'v1', ...body } });
const items = (ids: number[], collectorUserId?: number | null) => ids.map((id) => (collectorUserId === undefined ? { id } : { id, collectorUserId }));
/** Leaves only these cases open for automatic allocation (earlier tests' cases are closed). */
const closeOthers = async (keep: number[]) => {
  const open = await t.db.select({ id: collectionCases.id }).from(collectionCases);
  const others = open.map((o) => o.id).filter((id) => !keep.includes(id));
  if (others.length) await t.db.update(collectionCases).set({ status: 'closed' }).where(inArray(collectionCases.id, others));
};

/** A collection book on a later day; the clock moved, so the administrator signs in again. */
async function seed(options: Parameters<typeof seedCollectionBook>[1]) {
  const book = await seedCollectionBook(t, options);
  admin = await t.login('admin');
  return book;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchant1501 = (await t.db.select().from(merchants).where(eq(merchants.merchantNo, '1501')))[0].id;
  // The seeded collectors stay out of automatic allocation, so each test controls who takes part.
  await t.db.update(collectionPersonnel).set({ autoAllocation: false });
});
afterAll(async () => { await t.close(); });
afterEach(async () => { await expectCaseCountsExact(t); });

describe('case list', () => {
  it('lists open cases of the screen system with filters, sorts and masked phones', async () => {
    const book = await seed({ overdueDays: [-2, 3, 10, 40] });
    const res = await t.call('GET', 'caseAllocation/list', { token: admin, query: { scope: 'v1', size: 100, sortField: 'overdueDays', sortOrder: 'descend' } });
    expect(res.code).toBe(200);
    const mine = res.data.records.filter((r: { id: number }) => book.caseIds.includes(r.id));
    expect(mine.map((r: { id: number }) => r.id)).toEqual([3, 2, 1, 0].map((i) => book.caseIds[i]));
    expect(mine[0]).toMatchObject({ level: 'S4', status: 'collecting', collectorUserId: null });
    expect(mine[0].phone).toMatch(/^254\d{9}$/);
    const s2 = await t.call('GET', 'caseAllocation/list', { token: admin, query: { scope: 'v1', level: 'S2', overdueDaysFrom: '5', unallocated: 'true' } });
    expect(s2.data.records.map((r: { id: number }) => r.id)).toContain(book.caseIds[2]);
    expect(s2.data.records.every((r: { level: string }) => r.level === 'S2')).toBe(true);
    const v2 = await t.call('GET', 'caseAllocation/list', { token: admin, query: { scope: 'v2', size: 100 } });
    expect(v2.data.records.map((r: { id: number }) => r.id)).not.toContain(book.caseIds[0]);
    const bad = await t.call('GET', 'caseAllocation/list', { token: admin, query: { scope: 'v1', overdueDaysFrom: 'ten' } });
    expect(bad.code).toBe(400);
    const unsorted = await t.call('GET', 'caseAllocation/list', { token: admin, query: { scope: 'v1', sortField: 'caseNo' } });
    expect(unsorted.code).toBe(400);

    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const masked = await t.login((await createUser(t.db, role.id)).username);
    const seen = await t.call('GET', 'caseAllocation/list', { token: masked, query: { scope: 'v1', size: 100 } });
    expect(seen.code).toBe(200);
    const row = seen.data.records.find((r: { id: number }) => r.id === book.caseIds[3]);
    expect(row.phone).toContain('*');
    expect((await t.call('GET', 'caseAllocation/list', { token: masked, query: { scope: 'v2' } })).code).toBe(403);
  });

  it('answers each total exactly, from case_counts where it keys on the filter, in the caller\'s merchants', async () => {
    const book = await seed({ overdueDays: [3, 10, 40] });
    const a = await collector();
    await act({ action: 'allocate', collectorUserId: a.id, items: items([book.caseIds[0]]) });
    const filters: Record<string, string | number>[] = [
      {}, { scope: 'both' }, { unallocated: 'true' }, { unallocated: 'false' }, { collectorUserId: a.id }, { level: 'S1,S2' },
      { merchantId: merchant1501 }, { status: 'collecting' }, { outsourced: 'false' }, { overdueDaysFrom: '5' }, { overdueDaysFrom: '5', unallocated: 'true' },
    ];
    const role = await createRole(t.db, { codes: Object.values(CASE_ALLOCATION_SCREENS).map(viewCode) });
    const narrow = await createUser(t.db, role.id);
    await t.db.insert(userMerchants).values({ userId: narrow.id, merchantId: merchant1501 });
    for (const [token, scope] of [[admin, null], [await t.login(narrow.username), [merchant1501]]] as const) {
      for (const query of filters) {
        const res = await t.call('GET', 'caseAllocation/list', { token, query: { scope: 'v1', ...query } });
        expect(res.code, JSON.stringify(query)).toBe(200);
        expect(res.data.totalExact).toBe(true);
        const filter = readCaseFilter(caseFilterSchema.parse({ scope: 'v1', ...query }));
        const [{ n }] = await t.db.select({ n: count() }).from(collectionCases).innerJoin(orders, eq(orders.id, collectionCases.orderId))
          .where(and(...caseWhere(filter, scope ? [...scope] : null)));
        expect(res.data.total, JSON.stringify(query)).toBe(n);
        expect(n).toBeGreaterThanOrEqual(res.data.records.length);
      }
    }
    const mine = await t.call('GET', 'caseAllocation/list', { token: admin, query: { scope: 'v1', collectorUserId: a.id } });
    expect(mine.data.total).toBe(1);
  });
});

describe('manual allocation', () => {
  it('allocates a selection with per-item results, history rows, audit rows and the collector tree counts', async () => {
    const book = await seed({ overdueDays: [3, 10] });
    const a = await collector();
    const res = await act({ action: 'allocate', collectorUserId: a.id, items: items([...book.caseIds, 999_999]) });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ done: 2, skipped: 1 });
    expect(res.data.results.find((r: { id: number }) => r.id === 999_999)).toMatchObject({ outcome: 'skipped', reason: 'caseAllocation:reasons.notFound' });
    for (const id of book.caseIds) expect((await caseRow(id)).collectorUserId).toBe(a.id);
    const history = await t.db.select().from(collectionAllocations).where(inArray(collectionAllocations.caseId, book.caseIds));
    expect(history.map((h) => [h.action, h.fromUserId, h.toUserId])).toEqual([['allocate', null, a.id], ['allocate', null, a.id]]);
    const audits = (await t.auditRows('caseAllocation.allocate')).filter((r) => book.caseIds.map(String).includes(r.entityId ?? ''));
    expect(audits).toHaveLength(2);
    const again = await act({ action: 'allocate', collectorUserId: a.id, items: items([book.caseIds[0]]) });
    expect(again.data.results[0]).toMatchObject({ outcome: 'skipped', reason: 'caseAllocation:reasons.alreadyAllocated' });

    const tree = await t.call('GET', 'caseAllocation/collectors', { token: admin, query: { scope: 'v1' } });
    const node = tree.data.flatMap((d: { collectionUsers: { userId: number }[] }) => d.collectionUsers).find((u: { userId: number }) => u.userId === a.id);
    const held = await t.db.select().from(collectionCases).where(eq(collectionCases.collectorUserId, a.id));
    expect(node).toMatchObject({ openCases: 2, openAmountCents: held.reduce((s, c) => s + c.amountDueCents, 0), available: true });
  });

  it('re-allocates, undoes back to the exact previous owner, recalls to the pool', async () => {
    const book = await seed({ overdueDays: [5] });
    const [id] = book.caseIds;
    const a = await collector();
    const b = await collector();
    await act({ action: 'allocate', collectorUserId: a.id, items: items([id]) });
    const moved = await act({ action: 'reallocate', collectorUserId: b.id, items: items([id], a.id) });
    expect(moved.data.results[0]).toMatchObject({ outcome: 'done' });
    expect((await caseRow(id)).collectorUserId).toBe(b.id);
    const undo = await act({ action: 'undo', items: items([id]) });
    expect(undo.data.results[0]).toMatchObject({ outcome: 'done' });
    expect((await caseRow(id)).collectorUserId).toBe(a.id);
    const undoAgain = await act({ action: 'undo', items: items([id]) });
    expect(undoAgain.data.results[0]).toMatchObject({ outcome: 'done' });
    expect((await caseRow(id)).collectorUserId).toBeNull();
    expect((await act({ action: 'undo', items: items([id]) })).data.results[0].reason).toBe('caseAllocation:reasons.nothingToUndo');
    await act({ action: 'allocate', collectorUserId: b.id, items: items([id]) });
    const recall = await act({ action: 'recall', items: items([id], b.id) });
    expect(recall.data.done).toBe(1);
    expect((await caseRow(id))).toMatchObject({ collectorUserId: null, assignedAt: null });
    const rows = await t.db.select().from(collectionAllocations).where(eq(collectionAllocations.caseId, id)).orderBy(asc(collectionAllocations.id));
    expect(rows.map((r) => r.action)).toEqual(['allocate', 'reallocate', 'undo', 'undo', 'allocate', 'recall']);
    expect(rows.slice(0, 2).every((r) => r.undone)).toBe(true);
  });

  it('retains (no moves while retained) and cancels retention back to collecting with a level history row', async () => {
    const book = await seed({ overdueDays: [12] });
    const [id] = book.caseIds;
    const a = await collector();
    const b = await collector();
    await act({ action: 'allocate', collectorUserId: a.id, items: items([id]) });
    expect((await act({ action: 'retain', items: items([id]) })).data.done).toBe(1);
    expect((await caseRow(id)).status).toBe('retained');
    const refused = await act({ action: 'reallocate', collectorUserId: b.id, items: items([id], a.id) });
    expect(refused.data.results[0].reason).toBe('caseAllocation:reasons.retained');
    expect((await act({ action: 'cancelRetain', items: items([id]) })).data.done).toBe(1);
    expect(await caseRow(id)).toMatchObject({ status: 'collecting', collectorUserId: a.id });
    const levels = await levelRows(t, id);
    expect(levels.at(-1)).toMatchObject({ reason: 'retentionCancelled', level: 'S2', leftAt: null });
    expect(levels.at(-2)?.leftAt).not.toBeNull();
    expect(await t.auditRows('caseAllocation.cancelRetain')).not.toHaveLength(0);
    // Both are in the case's allocation history with the holder unchanged, and neither is what undo reverts.
    const history = await t.db.select().from(collectionAllocations).where(eq(collectionAllocations.caseId, id)).orderBy(asc(collectionAllocations.id));
    expect(history.map((r) => [r.action, r.fromUserId, r.toUserId])).toEqual([['allocate', null, a.id], ['retain', a.id, a.id], ['cancelRetain', a.id, a.id]]);
    expect((await act({ action: 'undo', items: items([id]) })).data.done).toBe(1);
    expect((await caseRow(id)).collectorUserId).toBeNull();
  });

  it('lets exactly one of two concurrent allocations of the same case win, and tells the other', async () => {
    const book = await seed({ overdueDays: [4] });
    const [id] = book.caseIds;
    const a = await collector();
    const b = await collector();
    const [x, y] = await Promise.all([
      act({ action: 'allocate', collectorUserId: a.id, items: items([id]) }),
      act({ action: 'allocate', collectorUserId: b.id, items: items([id]) }),
    ]);
    const outcomes = [x.data.results[0], y.data.results[0]];
    expect(outcomes.filter((r) => r.outcome === 'done')).toHaveLength(1);
    expect(outcomes.filter((r) => r.reason === 'caseAllocation:reasons.alreadyAllocated')).toHaveLength(1);
    const winner = outcomes[0].outcome === 'done' ? a.id : b.id;
    expect((await caseRow(id)).collectorUserId).toBe(winner);
    // Two re-allocations from the holder both saw: the second finds it changed.
    const c1 = await collector();
    const c2 = await collector();
    const [p, q] = await Promise.all([
      act({ action: 'reallocate', collectorUserId: c1.id, items: items([id], winner) }),
      act({ action: 'reallocate', collectorUserId: c2.id, items: items([id], winner) }),
    ]);
    const second = [p.data.results[0], q.data.results[0]];
    expect(second.filter((r) => r.outcome === 'done')).toHaveLength(1);
    expect(second.filter((r) => r.reason === 'caseAllocation:reasons.changedMeanwhile')).toHaveLength(1);
    expect(await t.db.select().from(collectionAllocations).where(eq(collectionAllocations.caseId, id))).toHaveLength(2);
  });

  it('acts on all filtered rows with the confirmed count; refuses a changed count and an unavailable collector', async () => {
    const book = await seed({ overdueDays: [6, 7] });
    const a = await collector();
    const caseNo = (await caseRow(book.caseIds[0])).caseNo.slice(0, -1);
    const filter = { scope: 'v1', unallocated: 'true', overdueDaysFrom: '6', overdueDaysTo: '7', caseNo };
    const preview = await t.call('POST', 'caseAllocation/filtered/preview', { token: admin, body: { action: 'allocate', filter } });
    const expected = preview.data.count;
    expect(expected).toBeGreaterThanOrEqual(1);
    const wrong = await t.call('POST', 'caseAllocation/filtered', { token: admin, body: { action: 'allocate', collectorUserId: a.id, filter, expectedCount: expected + 1 } });
    expect(wrong.code).toBe(409);
    const frozen = await collector({ status: 'frozen' });
    const refused = await t.call('POST', 'caseAllocation/filtered', { token: admin, body: { action: 'allocate', collectorUserId: frozen.id, filter, expectedCount: expected } });
    expect(refused.code).toBe(400);
    const res = await t.call('POST', 'caseAllocation/filtered', { token: admin, body: { action: 'allocate', collectorUserId: a.id, filter, expectedCount: expected } });
    expect(res.code).toBe(200);
    expect(res.data.done).toBe(expected);
    expect(await t.auditRows('caseAllocation.allocateFiltered')).toHaveLength(1);
  });
});

describe('automatic allocation', () => {
  it('gives unallocated cases only to taking-part collectors, spreads amounts evenly, honours capacity and leave, and is safe twice', async () => {
    const book = await seed({ overdueDays: [2, 3, 4, 5, 9, 10] });
    await closeOthers(book.caseIds);
    await t.db.update(collectionPersonnel).set({ autoAllocation: false });
    const x = await collector({ capacity: 10 });
    const y = await collector({ capacity: 10 });
    const small = await collector({ capacity: 1, levels: ['S2'] });
    const resting = await collector({ workingStatus: 'resting' });
    const optedOut = await collector({ autoAllocation: false });
    const away = await collector();
    await t.db.insert(leaveApplications).values({ userId: away.id, startAt: new Date(t.clock.now().getTime() - DAY), endAt: new Date(t.clock.now().getTime() + DAY) });
    const elsewhere = await collector({ merchantIds: [merchant1501 + 1000] });

    const res = await t.call('POST', 'caseAllocation/autoAllocate', { token: admin, body: { scope: 'v1' } });
    expect(res.code).toBe(200);
    expect(res.data.allocated).toBe(6);
    const rows = await t.db.select().from(collectionCases).where(inArray(collectionCases.id, book.caseIds));
    const holders = rows.map((r) => r.collectorUserId);
    for (const nobody of [resting.id, optedOut.id, away.id, elsewhere.id]) expect(holders).not.toContain(nobody);
    expect(holders.filter((h) => h === small.id).length).toBeLessThanOrEqual(1);
    const amountOf = (userId: number) => rows.filter((r) => r.collectorUserId === userId).reduce((s, r) => s + r.amountDueCents, 0);
    const biggest = Math.max(...rows.map((r) => r.amountDueCents));
    expect(Math.abs(amountOf(x.id) - amountOf(y.id))).toBeLessThanOrEqual(biggest);
    const again = await runAutoAllocation(t.deps, t.clock.now());
    expect(again.allocated).toBe(0);
    const history = await t.db.select().from(collectionAllocations).where(and(inArray(collectionAllocations.caseId, book.caseIds), eq(collectionAllocations.action, 'auto')));
    expect(history).toHaveLength(6);
  });
});

describe('outsourcing', () => {
  it('hands cases to an agency seat, records the agency result, and ends outsourcing back to the pool', async () => {
    const book = await seed({ overdueDays: [45] });
    const [id] = book.caseIds;
    const seat = await collector({ agency: 'Nairobi Recoveries Ltd' });
    const out = await t.call('POST', 'outCollection/outsource', { token: admin, body: { system: 'v1', ids: [id], agency: 'ignored', seatUserId: seat.id } });
    expect(out.data.done).toBe(1);
    expect(await caseRow(id)).toMatchObject({ agency: 'Nairobi Recoveries Ltd', collectorUserId: seat.id });
    const list = await t.call('GET', 'outCollection/list', { token: admin, query: { scope: 'v1', outsourced: 'true', size: 100 } });
    expect(list.data.records.map((r: { id: number }) => r.id)).toContain(id);
    expect((await act({ action: 'recall', items: items([id]) })).data.results[0].reason).toBe('caseAllocation:reasons.outsourced');
    const result = await t.call('POST', 'outCollection/result', { token: admin, body: { system: 'v1', id, result: 'promised', remark: 'Will pay Friday' } });
    expect(result.code).toBe(200);
    const contacts = await t.db.select().from(collectionContacts).where(eq(collectionContacts.caseId, id));
    expect(contacts).toMatchObject([{ channel: 'agency', result: 'promised' }]);
    expect((await caseRow(id)).followUpCount).toBe(1);
    const end = await t.call('POST', 'outCollection/end', { token: admin, body: { system: 'v1', ids: [id] } });
    expect(end.data.done).toBe(1);
    expect(await caseRow(id)).toMatchObject({ agency: null, collectorUserId: null });
  });
});

describe('outsourcing all filtered cases', () => {
  it('previews, refuses a changed count, outsources to an agency by name, then ends outsourcing of all filtered', async () => {
    const book = await seed({ overdueDays: [50, 51, 52] });
    await closeOthers(book.caseIds);
    const post = (url: string, body: Record<string, unknown>, token = admin) => t.call('POST', `outCollection/${url}`, { token, body: { system: 'v1', filter: {}, ...body } });
    expect((await post('filtered/preview', { kind: 'outsource' })).data).toMatchObject({ count: 3 });
    const changed = await post('filtered', { kind: 'outsource', expectedCount: 2, agency: 'Kisumu Recoveries' });
    expect(changed.code).toBe(409);
    expect(await caseRow(book.caseIds[0])).toMatchObject({ agency: null });
    const out = await post('filtered', { kind: 'outsource', expectedCount: 3, agency: 'Kisumu Recoveries' });
    expect(out.data).toMatchObject({ action: 'outsource', done: 3, skipped: 0 });
    for (const id of book.caseIds) expect((await caseRow(id)).agency).toBe('Kisumu Recoveries');
    expect((await post('filtered/preview', { kind: 'outsource' })).data.count).toBe(0);
    expect((await post('filtered/preview', { kind: 'outsourceEnd' })).data.count).toBe(3);
    const onlyEnd = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [actionCode('CollectionSystem/OutCollectionList', 'endOutsource')] })).id)).username);
    expect((await post('filtered', { kind: 'outsource', expectedCount: 3, agency: 'X' }, onlyEnd)).code).toBe(403);
    const end = await post('filtered', { kind: 'outsourceEnd', expectedCount: 3 }, onlyEnd);
    expect(end.data).toMatchObject({ action: 'outsourceEnd', done: 3 });
    for (const id of book.caseIds) expect(await caseRow(id)).toMatchObject({ agency: null, collectorUserId: null });
    expect(await t.auditRows('outCollection.outsourceFiltered')).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('refuses actions without their operation code', async () => {
    const book = await seed({ overdueDays: [8] });
    const a = await collector();
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)] })).id)).username);
    expect((await act({ action: 'allocate', collectorUserId: a.id, items: items(book.caseIds) }, viewer)).code).toBe(403);
    expect((await t.call('POST', 'caseAllocation/autoAllocate', { token: viewer, body: { scope: 'v1' } })).code).toBe(403);
    expect((await t.call('POST', 'outCollection/outsource', { token: viewer, body: { system: 'v1', ids: book.caseIds, agency: 'X' } })).code).toBe(403);
    const recaller = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [actionCode(SCREEN, 'recall')] })).id)).username);
    expect((await act({ action: 'allocate', collectorUserId: a.id, items: items(book.caseIds) }, recaller)).code).toBe(403);
    const v2Only = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [actionCode('CollectionSystemNew/CaseAllocationNew', 'allocate')] })).id)).username);
    expect((await act({ action: 'allocate', collectorUserId: a.id, items: items(book.caseIds) }, v2Only)).code).toBe(403);
    expect((await caseRow(book.caseIds[0])).collectorUserId).toBeNull();
  });

  it('exports the filtered cases to xlsx for holders of the code, audited', async () => {
    const book = await seed({ overdueDays: [9] });
    const caseNo = (await caseRow(book.caseIds[0])).caseNo;
    const res = await t.app.inject({ method: 'GET', url: `/api/hc/web/caseAllocation/export?scope=v1&caseNo=${caseNo}`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe('1');
    expect(await t.auditRows('caseAllocation.export')).toHaveLength(1);
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)] })).id)).username);
    const refused = await t.app.inject({ method: 'GET', url: '/api/hc/web/caseAllocation/export?scope=v1', headers: { authorization: `Bearer ${viewer}` } });
    expect(refused.json().code).toBe(403);
  });
});
