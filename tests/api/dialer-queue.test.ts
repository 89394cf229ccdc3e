/**
 * The telemarketer's dialer queue (issue 37): each tab's rows, order and count against the rule written in SQL,
 * the sorts, "Call next" and the call's states through the sandbox, the disposition with its quick callbacks in EAT,
 * the ownership rules, a double click stored once, and the day counter against SQL.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEatDate, parseEat } from '../../common/time';
import { queryRows } from '../../server/db/client';
import { callLogs, customers, telemarketingListEntries, tmDialTasks, tmFollowUps, users } from '../../server/db/schema';
import { dialTaskList } from '../../server/modules/dial-task/dial-task.repository';
import { DAY, HOUR, startTestApp, type TestApp } from './harness';
import { firstMerchant, managerCodes, newEntries, staff, telemarketerCodes } from './telemarketing-work.helpers';

let t: TestApp;
let tmA: { id: number; token: string };
let tmB: { id: number; token: string };
let manager: { id: number; token: string };
/** tmA's tasks by what the test made of them. */
const task: Record<string, number> = {};
const MINUTE = 60_000;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const now = () => t.clock.now();
const list = (token: string, query: Record<string, string | number> = {}) => t.call('GET', 'dialTask/list', { token, query: { size: 100, ...query } });
const ids = (res: { data: { records: { entryId: number }[] } }) => res.data.records.map((r) => r.entryId);

/** The tabs' rules (common/telemarketing/dialer-queue.ts), written again in SQL, in each tab's order. */
const TAB_SQL = {
  dueNow: (at: Date) => sql`next_call_at > ${new Date(at.getTime() - HOUR)} and next_call_at <= ${at} order by next_call_at, entry_id`,
  overdue: (at: Date) => sql`next_call_at <= ${new Date(at.getTime() - HOUR)} order by next_call_at, entry_id`,
  new: () => sql`next_call_at is null and last_call_at is null and follow_count = 0 order by assigned_at, entry_id`,
  rest: (at: Date) => sql`(next_call_at > ${at} or (next_call_at is null and (last_call_at is not null or follow_count > 0))) order by next_call_at, entry_id`,
  all: () => sql`true order by assigned_at desc, entry_id desc`,
};
const tabBySql = async (tab: keyof typeof TAB_SQL, userId: number) =>
  (await rows<{ entry_id: number }>(sql`select entry_id from tm_dial_tasks where user_id = ${userId} and ${TAB_SQL[tab](now())}`)).map((r) => Number(r.entry_id));

beforeAll(async () => {
  t = await startTestApp();
  const merchantId = await firstMerchant(t);
  manager = await staff(t, managerCodes, { plain: true });
  tmA = await staff(t, telemarketerCodes, { telemarketer: true });
  tmB = await staff(t, telemarketerCodes, { telemarketer: true });
  const names = ['due10', 'due59', 'over61', 'overDay', 'new1', 'new2', 'later', 'followed', 'new3'];
  const entries = await newEntries(t, merchantId, names.length);
  names.forEach((name, i) => { task[name] = entries[i].id; });
  const assigned = await t.call('POST', 'dialTask/assign', { token: manager.token, body: { userId: tmA.id, entryIds: entries.map((e) => e.id) } });
  expect(assigned.data).toMatchObject({ assigned: names.length });
  const set = (name: string, values: Partial<typeof tmDialTasks.$inferInsert>) => t.db.update(tmDialTasks).set(values).where(eq(tmDialTasks.entryId, task[name]));
  const at = (ms: number) => new Date(now().getTime() + ms);
  await set('due10', { nextCallAt: at(-10 * MINUTE), followStatus: 'followed', followCount: 1 });
  await set('due59', { nextCallAt: at(-59 * MINUTE), followStatus: 'followed', followCount: 1 });
  await set('over61', { nextCallAt: at(-61 * MINUTE), followStatus: 'followed', followCount: 1 });
  await set('overDay', { nextCallAt: at(-DAY), followStatus: 'followed', followCount: 2 });
  await set('later', { nextCallAt: at(2 * HOUR), followStatus: 'followed', followCount: 1 });
  await set('followed', { lastCallAt: at(-DAY), followStatus: 'followed', followCount: 1 });
  // Assigned later: the new tab reads oldest assignment first.
  await set('new3', { assignedAt: at(MINUTE) });
});
afterAll(async () => { await t?.close(); });

describe('tabs', () => {
  it('lists each tab\'s tasks in its order and counts them, as the rule in SQL does', async () => {
    const counts = (await t.call('GET', 'dialTask/tabCounts', { token: tmA.token })).data as Record<string, number>;
    for (const tab of ['dueNow', 'overdue', 'new', 'rest', 'all'] as const) {
      const expected = await tabBySql(tab, tmA.id);
      expect(ids(await list(tmA.token, { tab })), tab).toEqual(expected);
      expect(counts[tab], tab).toBe(expected.length);
    }
    // What the test made, by name: the window of "due now" is the last hour.
    expect(ids(await list(tmA.token, { tab: 'dueNow' }))).toEqual([task.due59, task.due10]);
    expect(ids(await list(tmA.token, { tab: 'overdue' }))).toEqual([task.overDay, task.over61]);
    expect(ids(await list(tmA.token, { tab: 'new' }))).toEqual([task.new1, task.new2, task.new3]);
    expect(ids(await list(tmA.token, { tab: 'rest' }))).toEqual([task.later, task.followed]);
    expect(counts.dueNow + counts.overdue + counts.new + counts.rest).toBe(counts.all);
    // Without a tab the list is every task, as before.
    expect(ids(await list(tmA.token))).toEqual(await tabBySql('all', tmA.id));
  });

  it('counts within the filter bar\'s filter, and the other telemarketer sees none of them', async () => {
    const followed = (await t.call('GET', 'dialTask/tabCounts', { token: tmA.token, query: { followStatus: 'notFollowed' } })).data;
    expect(followed).toMatchObject({ dueNow: 0, overdue: 0, new: 3, rest: 0, all: 3 });
    expect((await t.call('GET', 'dialTask/tabCounts', { token: tmB.token })).data).toMatchObject({ all: 0 });
    expect(ids(await list(tmB.token, { tab: 'overdue' }))).toEqual([]);
  });

  it('sorts by next call and by assignment either way along the index, and refuses another column', async () => {
    const by = async (order: string) => (await rows<{ entry_id: number }>(sql`select entry_id from tm_dial_tasks where user_id = ${tmA.id} order by ${sql.raw(order)}`)).map((r) => Number(r.entry_id));
    expect(ids(await list(tmA.token, { sortField: 'nextCallAt', sortOrder: 'ascend' }))).toEqual(await by('next_call_at asc nulls last, entry_id asc'));
    expect(ids(await list(tmA.token, { sortField: 'nextCallAt', sortOrder: 'descend' }))).toEqual(await by('next_call_at desc nulls first, entry_id desc'));
    expect(ids(await list(tmA.token, { tab: 'new', sortField: 'assignedAt', sortOrder: 'descend' }))).toEqual([task.new3, task.new2, task.new1]);
    const refused = await list(tmA.token, { sortField: 'phone', sortOrder: 'ascend' });
    expect(refused).toMatchObject({ code: 400, msg: 'This column cannot be sorted.' });
    expect((await list(tmA.token, { tab: 'soon' })).code).toBe(400);
  });
});

describe('call next and the call', () => {
  let callLogId: number;

  it('dials the first task of the tab in its order, then the one after it, and says when the tab is empty', async () => {
    const first = await t.call('POST', 'dialTask/callNext', { token: tmA.token, body: { tab: 'overdue' } });
    expect(first.data).toMatchObject({ entryId: task.overDay, via: 'callCentre', task: { entryId: task.overDay } });
    expect(first.data.task.phone).toMatch(/\*/);
    callLogId = first.data.callLogId;
    const [log] = await t.db.select().from(callLogs).where(eq(callLogs.id, callLogId));
    expect(log).toMatchObject({ userId: tmA.id, status: 'dialing', endedAt: null });
    // Just dialled, it is skipped: the next press rings the next number.
    expect((await t.call('POST', 'dialTask/callNext', { token: tmA.token, body: { tab: 'overdue' } })).data).toMatchObject({ entryId: task.over61 });
    expect(await t.call('POST', 'dialTask/callNext', { token: tmA.token, body: { tab: 'overdue' } }))
      .toMatchObject({ code: 409, msg: 'No number left to call on this tab' });
    // A dialled number leaves "new".
    expect((await t.call('POST', 'dialTask/callNext', { token: tmA.token, body: { tab: 'new' } })).data).toMatchObject({ entryId: task.new1 });
    expect(ids(await list(tmA.token, { tab: 'new' }))).toEqual([task.new2, task.new3]);
    // The other telemarketer has nothing to dial: never another's tasks.
    expect((await t.call('POST', 'dialTask/callNext', { token: tmB.token, body: { tab: 'all' } })).code).toBe(409);
  });

  it('shows the sandbox call dialling, ringing, connected, then ended with its record written on the call log', async () => {
    const state = async () => (await t.call('GET', 'dialTask/callState', { token: tmA.token, query: { callLogId } })).data;
    const [log] = await t.db.select().from(callLogs).where(eq(callLogs.id, callLogId));
    const answered = !['0', '9'].includes(log.phone.at(-1)!);
    expect(await state()).toMatchObject({ state: 'dialling', entryId: task.overDay, outcome: null });
    // 4 s in: past the seat's ring (3 s), before a busy line ends (5 s) and before an answer (8 s), whatever the phone.
    t.clock.advance(4_000);
    expect(await state()).toMatchObject({ state: 'ringing' });
    t.clock.advance(5_000);
    expect((await state()).state).toBe(answered ? 'connected' : log.phone.endsWith('9') ? 'ended' : 'ringing');
    t.clock.advance(10 * MINUTE);
    const ended = await state();
    expect(ended).toMatchObject({ state: 'ended', outcome: answered ? 'answered' : log.phone.endsWith('9') ? 'busy' : 'noAnswer' });
    const [after] = await t.db.select().from(callLogs).where(eq(callLogs.id, callLogId));
    expect(after).toMatchObject({ status: 'ended', outcome: ended.outcome });
    expect(after.endedAt).not.toBeNull();
    expect((await t.call('GET', 'dialTask/callState', { token: tmB.token, query: { callLogId } })).code).toBe(404);
  });

  it('disposes the call with "tomorrow 10:00" (EAT) in one step; the task leaves the overdue tab', async () => {
    const res = await t.call('POST', 'dialTask/dispose', {
      token: tmA.token, body: { entryId: task.overDay, outcome: 'answered', intent: 'willing', callback: 'tomorrow10', remark: 'Wants 5,000', callLogId },
    });
    expect(res.code).toBe(200);
    const tomorrow = parseEat(`${formatEatDate(new Date(now().getTime() + DAY))} 10:00:00`)!;
    expect(res.data).toMatchObject({ followStatus: 'followed', intent: 'willing', nextCallAt: tomorrow.toISOString() });
    const [row] = await t.db.select().from(tmDialTasks).where(eq(tmDialTasks.entryId, task.overDay));
    expect(row.nextCallAt?.toISOString()).toBe(tomorrow.toISOString());
    const [follow] = await t.db.select().from(tmFollowUps).where(eq(tmFollowUps.entryId, task.overDay));
    expect(follow).toMatchObject({ outcome: 'answered', intent: 'willing', callLogId, remark: 'Wants 5,000' });
    expect(ids(await list(tmA.token, { tab: 'overdue' }))).not.toContain(task.overDay);
    expect(ids(await list(tmA.token, { tab: 'rest' }))).toContain(task.overDay);
    expect((await t.auditRows('dialTask.followUp')).at(-1)).toMatchObject({ entityId: String(task.overDay) });
  });

  it('sets "in 2 h" two hours from now, and a chosen EAT time as chosen', async () => {
    const in2h = await t.call('POST', 'dialTask/dispose', { token: tmA.token, body: { entryId: task.due10, outcome: 'noAnswer', callback: 'in2h' } });
    expect(in2h.data).toMatchObject({ intent: 'notConnected', nextCallAt: new Date(now().getTime() + 2 * HOUR).toISOString() });
    const chosen = formatEatDate(new Date(now().getTime() + 3 * DAY));
    const at = await t.call('POST', 'dialTask/dispose', {
      token: tmA.token, body: { entryId: task.due59, outcome: 'converted', callback: 'at', callbackAt: `${chosen}T15:30:00+03:00` },
    });
    expect(at.data).toMatchObject({ intent: 'willing', nextCallAt: parseEat(`${chosen} 15:30`)!.toISOString() });
  });
});

describe('disposition rules', () => {
  const dispose = (body: object, token = tmA.token, language?: string) => t.call('POST', 'dialTask/dispose', { token, body: { entryId: task.later, ...body }, language });

  it('refuses what does not hold together, with translated messages, and stores nothing', async () => {
    const before = await t.db.select().from(tmFollowUps).where(eq(tmFollowUps.entryId, task.later));
    expect(await dispose({ outcome: 'answered' })).toMatchObject({ code: 400, msg: 'Choose the customer\'s intent' });
    expect(await dispose({ outcome: 'answered', intent: 'notConnected' })).toMatchObject({ code: 400, msg: 'An answered call cannot be "not connected" or a "number fault"' });
    expect(await dispose({ outcome: 'busy', intent: 'willing' })).toMatchObject({ code: 400, msg: 'This outcome does not go with this intent' });
    expect(await dispose({ outcome: 'answered', intent: 'unclear', callback: 'at' })).toMatchObject({ code: 400, msg: 'Choose when to call back' });
    expect(await dispose({ outcome: 'answered', intent: 'unclear', callback: 'at', callbackAt: new Date(now().getTime() - HOUR).toISOString() })).toMatchObject({ code: 400 });
    expect(await dispose({ outcome: 'hungUp' })).toMatchObject({ code: 400, msg: 'Choose how the call went' });
    expect((await dispose({ outcome: 'busy', intent: 'willing' }, tmA.token, 'zh')).msg).toBe('该结果与意向不符');
    expect(await t.db.select().from(tmFollowUps).where(eq(tmFollowUps.entryId, task.later))).toHaveLength(before.length);
  });

  it('refuses another telemarketer\'s task, and a call that is not this task\'s', async () => {
    expect((await dispose({ outcome: 'noAnswer' }, tmB.token)).code).toBe(404);
    const other = await t.call('POST', 'dialTask/call', { token: tmA.token, body: { entryId: task.new2 } });
    expect(await dispose({ outcome: 'noAnswer', callLogId: other.data.callLogId })).toMatchObject({ code: 404, msg: 'This call was not found' });
  });

  it('stores a double click once', async () => {
    const before = (await t.db.select().from(tmFollowUps).where(eq(tmFollowUps.entryId, task.new3))).length;
    const send = () => t.app.inject({
      method: 'POST', url: '/api/hc/web/dialTask/dispose',
      payload: JSON.stringify({ entryId: task.new3, outcome: 'answered', intent: 'unclear', callback: 'in2h' }),
      headers: { authorization: `Bearer ${tmA.token}`, 'content-type': 'application/json', 'idempotency-key': 'dispose-twice-1' },
    });
    const [one, two] = await Promise.all([send(), send()]);
    expect([one.json().code, two.json().code]).toEqual([200, 200]);
    expect(await t.db.select().from(tmFollowUps).where(eq(tmFollowUps.entryId, task.new3))).toHaveLength(before + 1);
  });
});

describe('day counter', () => {
  it('counts the day\'s (EAT) calls, answered calls, willing customers and conversions as SQL does', async () => {
    const counter = (await t.call('GET', 'dialTask/dayCounter', { token: tmA.token })).data;
    const from = parseEat(formatEatDate(now()))!;
    const to = new Date(from.getTime() + DAY);
    const [calls] = await rows<{ dialled: number; connected: number }>(sql`
      select count(*)::int as dialled, count(*) filter (where c.connected_at is not null)::int as connected from call_logs c
      where c.user_id = ${tmA.id} and c.created_at >= ${from} and c.created_at < ${to} and c.id in (select call_log_id from tm_touches where call_log_id is not null)`);
    const [follows] = await rows<{ willing: number; converted: number }>(sql`
      select count(*) filter (where intent = 'willing')::int as willing, count(*) filter (where outcome = 'converted')::int as converted
      from tm_follow_ups where user_id = ${tmA.id} and at >= ${from} and at < ${to}`);
    expect(counter).toEqual({ day: formatEatDate(now()), dialled: Number(calls.dialled), connected: Number(calls.connected), willing: Number(follows.willing), converted: Number(follows.converted) });
    // What the test did: four calls (three by Call next, one from the row); "willing" twice (one a conversion).
    expect(counter).toMatchObject({ dialled: 4, willing: 2, converted: 1 });
    expect((await t.call('GET', 'dialTask/dayCounter', { token: tmB.token })).data).toMatchObject({ dialled: 0, connected: 0, willing: 0, converted: 0 });
  });
});

describe('query plans', () => {
  type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
  const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

  it('reads each tab\'s page, and the sorted pages, of one telemarketer along an index of the tasks, never sorting them', async () => {
    const cases: { tab: 'dueNow' | 'overdue' | 'new' | 'rest' | 'all'; sort?: { field: 'nextCallAt' | 'assignedAt'; direction: 'asc' | 'desc' }; index: string }[] = [
      { tab: 'dueNow', index: 'tm_dial_tasks_user_next_idx' }, { tab: 'overdue', index: 'tm_dial_tasks_user_next_idx' },
      { tab: 'rest', index: 'tm_dial_tasks_user_next_idx' }, { tab: 'new', index: 'tm_dial_tasks_user_idx' }, { tab: 'all', index: 'tm_dial_tasks_user_idx' },
      { tab: 'all', sort: { field: 'nextCallAt', direction: 'desc' }, index: 'tm_dial_tasks_user_next_idx' },
      { tab: 'rest', sort: { field: 'assignedAt', direction: 'asc' }, index: 'tm_dial_tasks_user_idx' },
    ];
    for (const c of cases) {
      const label = JSON.stringify(c);
      const plan = await t.db.transaction(async (tx) => {
        // A small test table is cheaper read whole and sorted; with both priced out, a sort left in the plan means no index gives the order.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        // The list's own WHERE and ORDER BY (dial-task.repository.ts), over its joins.
        const where = dialTaskList.where(null, { ownerId: tmA.id, queue: { tab: c.tab, now: now() } });
        const page = tx.select({ entryId: tmDialTasks.entryId }).from(tmDialTasks)
          .innerJoin(telemarketingListEntries, eq(telemarketingListEntries.id, tmDialTasks.entryId))
          .innerJoin(users, eq(users.id, tmDialTasks.userId))
          .leftJoin(customers, eq(customers.id, telemarketingListEntries.customerId))
          .where(where).orderBy(...dialTaskList.orderBy(c.sort ?? null, c.tab)).limit(20);
        const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(tx, sql`explain (format json) ${page.getSQL() as SQL}`);
        return row['QUERY PLAN'][0].Plan;
      });
      expect(nodes(plan).some((n) => n['Node Type'] === 'Sort'), label).toBe(false);
      expect(nodes(plan).map((n) => n['Index Name']), label).toContain(c.index);
    }
  });
});
