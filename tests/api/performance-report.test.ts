/**
 * PerformanceReport (issue 33) on the demo book: each area's staff figures equal direct SQL over the source tables,
 * the per-day totals add up to the staff's figures, medians are the middle of the staff's values; a team lead reads
 * only their team, the report's viewAll reads every area; bad input answers a message; the export is an xlsx.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eatDayRange, eatToday } from '../../common/eat-day';
import { addDays } from '../../common/money/bill-math';
import { dailyFiguresOf, medianOf, PERFORMANCE_AREAS, type PerformanceReportAnswer } from '../../common/reports/performance-report';
import { queryRows } from '../../server/db/client';
import { collectionContacts, collectionPromises, orderSteps } from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let dayFrom: string;
let dayTo: string;

let staff: { id: number }[];

beforeAll(async () => {
  t = await startTestApp();
  // A small book of cases, then two auditors' decisions and two collectors' contacts and promises on it.
  const book = await seedCollectionBook(t, { overdueDays: [5, 12, 20] });
  const role = await createRole(t.db, {});
  staff = [await createUser(t.db, role.id), await createUser(t.db, role.id), await createUser(t.db, role.id), await createUser(t.db, role.id)];
  const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
  await t.db.insert(orderSteps).values(book.orderIds.flatMap((orderId, i) => [
    { orderId, action: 'allocate', toStatus: 20, actorUserId: null, actorName: 'system', at: at(300 + i) },
    { orderId, action: i === 2 ? 'reject' : 'approve', toStatus: i === 2 ? 50 : 30, actorUserId: staff[i % 2].id, actorName: 'auditor', at: at(300 + i - (i + 1) * 10) },
  ]));
  const [c0, c1] = book.caseIds;
  const [k0] = await queryRows<{ customer_id: number }>(t.db, sql`select customer_id from collection_cases where id = ${c0}`);
  await t.db.insert(collectionContacts).values([
    { caseId: c0, customerId: k0.customer_id, userId: staff[2].id, channel: 'call', at: at(90) },
    { caseId: c0, customerId: k0.customer_id, userId: staff[2].id, channel: 'sms', at: at(80) },
    { caseId: c1, customerId: k0.customer_id, userId: staff[3].id, channel: 'call', at: at(70) },
  ]);
  await t.db.insert(collectionPromises).values({ caseId: c0, userId: staff[2].id, promisedAt: at(-600), amountCents: 100_00, createdAt: at(85) });
  admin = await t.login('admin');
  dayTo = eatToday(t.clock.now());
  dayFrom = addDays(dayTo, -119);
});
afterAll(async () => { await t?.close(); });

const read = async (area: string, token = admin, extra: Record<string, string> = {}) =>
  t.call('GET', 'performanceReport/daily', { token, query: { area, dayFrom, dayTo, ...extra } });
const span = () => ({ from: eatDayRange(dayFrom).from.toISOString(), to: eatDayRange(dayTo).to.toISOString() });
const countBy = async (query: ReturnType<typeof sql>) => new Map((await queryRows<{ user_id: number; n: string }>(t.db, query)).map((r) => [Number(r.user_id), Number(r.n)]));

describe('PerformanceReport figures', () => {
  it('every area answers for the administrator, its days adding up to its staff and its median the middle value', async () => {
    for (const area of PERFORMANCE_AREAS) {
      const res = await read(area);
      expect(res.code, `${area}: ${res.msg}`).toBe(200);
      const report = res.data as PerformanceReportAnswer;
      expect(report.areas).toEqual([...PERFORMANCE_AREAS]);
      expect(report.days).toHaveLength(120);
      for (const f of dailyFiguresOf(area)) {
        const byDays = report.days.reduce((sum, d) => sum + (d.figures[f] ?? 0), 0);
        const byStaff = report.staff.reduce((sum, s) => sum + (s.figures[f] ?? 0), 0);
        expect(byDays, `${area}.${f}`).toBe(byStaff);
      }
      const first = dailyFiguresOf(area)[0];
      expect(report.areaMedian[first]).toBe(medianOf(report.staff.map((s) => s.figures[first])));
    }
  });

  it('auditors: orders decided and approved equal their approve and reject steps', async () => {
    const report = (await read('auditor')).data as PerformanceReportAnswer;
    const { from, to } = span();
    const decided = await countBy(sql`select actor_user_id as user_id, count(*) as n from order_steps
      where action in ('approve', 'reject') and actor_user_id is not null and at >= ${from}::timestamptz and at < ${to}::timestamptz group by 1`);
    expect(report.staff.find((r) => r.userId === staff[0].id)?.figures).toMatchObject({ decided: 2, approved: 1, rejected: 1, passRate: 5000, handleMinutes: 20 });
    for (const row of report.staff) expect(row.figures.decided, row.name).toBe(decided.get(row.userId) ?? 0);
    for (const row of report.staff) if (row.figures.decided) expect(row.figures.passRate).toBe(Math.round(((row.figures.approved ?? 0) * 10_000) / row.figures.decided!));
  });

  it('collectors: contacts and promises equal their rows, cases held their open cases now', async () => {
    const report = (await read('collector')).data as PerformanceReportAnswer;
    const { from, to } = span();
    const contacts = await countBy(sql`select user_id, count(*) as n from collection_contacts where user_id is not null and at >= ${from}::timestamptz and at < ${to}::timestamptz group by 1`);
    const promises = await countBy(sql`select user_id, count(*) as n from collection_promises where user_id is not null and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1`);
    const held = await countBy(sql`select collector_user_id as user_id, count(*) as n from collection_cases where status <> 'closed' and collector_user_id is not null group by 1`);
    expect(report.staff.find((r) => r.userId === staff[2].id)?.figures).toMatchObject({ contacts: 2, contactedCases: 1, promises: 1 });
    for (const row of report.staff) {
      expect(row.figures.contacts, row.name).toBe(contacts.get(row.userId) ?? 0);
      expect(row.figures.promises, row.name).toBe(promises.get(row.userId) ?? 0);
      expect(row.figures.casesHeld, row.name).toBe(held.get(row.userId) ?? 0);
    }
  });

  it('telemarketers and service agents: dispositions and inbound calls equal their rows', async () => {
    const { from, to } = span();
    const tm = (await read('telemarketer')).data as PerformanceReportAnswer;
    const willing = await countBy(sql`select user_id, count(*) as n from tm_follow_ups where intent = 'willing' and at >= ${from}::timestamptz and at < ${to}::timestamptz group by 1`);
    for (const row of tm.staff) expect(row.figures.willing, row.name).toBe(willing.get(row.userId) ?? 0);
    const cs = (await read('service')).data as PerformanceReportAnswer;
    const calls = await countBy(sql`select user_id, count(*) as n from cs_in_call_records where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1`);
    expect(calls.size).toBeGreaterThan(0);
    for (const row of cs.staff) expect(row.figures.inCalls, row.name).toBe(calls.get(row.userId) ?? 0);
  });
});

describe('PerformanceReport access and input', () => {
  it('a collection lead reads the collectors only, within her merchant', async () => {
    const lead = await t.login('collectlead');
    const own = await read('collector', lead);
    expect(own.code, own.msg).toBe(200);
    expect(own.data.areas).toEqual(['collector']);
    expect((await t.call('GET', 'performanceReport/daily', { token: lead, query: { dayFrom, dayTo } })).data.area).toBe('collector');
    expect(await read('auditor', lead)).toMatchObject({ code: 403, msg: 'You may read only the teams you lead.' });
    const all = (await read('collector')).data as PerformanceReportAnswer;
    const sum = (r: PerformanceReportAnswer) => r.staff.reduce((s, x) => s + (x.figures.contacts ?? 0), 0);
    expect(sum(own.data)).toBeLessThanOrEqual(sum(all));
    const collector = await t.login('collector');
    expect((await read('collector', collector)).code).toBe(403);
    // The screen's code alone, leading no team: an empty report, which the screen explains.
    const viewer = await createUser(t.db, (await createRole(t.db, { codes: ['ReportSystem:PerformanceReport:view'] })).id);
    const empty = await t.call('GET', 'performanceReport/daily', { token: await t.login(viewer.username), query: {} });
    expect(empty).toMatchObject({ code: 200, data: { areas: [], staff: [] } });
  });

  it('refuses bad input with a message and exports an xlsx', async () => {
    expect(await read('collector', admin, { dayFrom: dayTo, dayTo: dayFrom })).toMatchObject({ code: 400, msg: 'The last day must not be before the first day.' });
    expect((await read('everyone')).code).toBe(400);
    const file = await t.call<Buffer>('GET', 'performanceReport/export', { token: admin, query: { area: 'service', dayFrom, dayTo } });
    expect(file.code).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Customer service', 'Group medians', 'Per day']);
    const answer = (await read('service')).data as PerformanceReportAnswer;
    expect(book.worksheets[0].rowCount).toBe(answer.staff.length + 2);
    expect(book.worksheets[2].rowCount).toBe(answer.days.length + 2);
  });
});
