/**
 * The approval of a temporary-limit task shows who (issue 36): the preview lists exactly the task's customers
 * (masked for a masked user) with level, caps and settled loans; each is checked against the task's declared
 * audience; approving with misfits needs the request to confirm their count; the maker still cannot approve;
 * the download of all customers is audited.
 */
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMP_LIMIT_SCREEN } from '../../common/coupons/temp-limit';
import { ORDER_STATUS } from '../../common/orders/order-status';
import { actionCode, viewCode } from '../../common/routes';
import { customers, orders, tempLimitTaskRows, tempLimitTasks } from '../../server/db/schema';
import { queryRows } from '../../server/db/client';
import { newCustomer, staff } from './coupon-fixtures';
import { DAY, startTestApp, type TestApp } from './harness';
import { disbursedLoan } from './money-fixtures';

let t: TestApp;
const ALL = [viewCode(TEMP_LIMIT_SCREEN), ...['add', 'approve', 'reject'].map((a) => actionCode(TEMP_LIMIT_SCREEN, a))];

beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

/**
 * A customer with two or more settled loans (disbursed, billed, every bill settled): a seeded customer with two
 * billed loans, whose bills are marked settled here; the count is then read back by direct SQL.
 */
async function settledCustomer() {
  // Two loans paid out (to two applicants), given to one customer, their bills settled.
  const [first, second] = [await disbursedLoan(t), await disbursedLoan(t)];
  const pick = { id: first.order.customerId };
  await t.db.update(orders).set({ customerId: pick.id }).where(eq(orders.id, second.order.id));
  await t.db.execute(sql`update bills set customer_id = ${pick.id}, settled_at = coalesce(settled_at, ${t.clock.now()}) where order_id in (${first.order.id}, ${second.order.id})`);
  const [row] = await queryRows<{ id: number; merchant_id: number; phone: string; n: string }>(t.db, sql`
    select c.id, c.merchant_id, c.phone, count(*) as n from customers c join orders o on o.customer_id = c.id
    where c.id = ${pick.id} and o.status = ${ORDER_STATUS.disbursed} and exists (select 1 from bills b where b.order_id = o.id)
      and not exists (select 1 from bills b where b.order_id = o.id and b.settled_at is null)
    group by c.id`);
  expect(Number(row.n)).toBeGreaterThanOrEqual(2);
  return { id: Number(row.id), merchantId: Number(row.merchant_id), phone: row.phone, settled: Number(row.n) };
}

async function task(token: string, phones: string[], audience: Record<string, unknown>) {
  const res = await t.call('POST', 'tempLimit/create', { token, body: {
    name: 'Parents 2+ settled', amountCents: '5000', expiresAt: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(), remark: 'Parents with two or more settled loans',
    fileName: 'parents.csv', content: Buffer.from(`phone\n${phones.join('\n')}\n`).toString('base64'), ...audience,
  } });
  expect(res.code, res.msg).toBe(200);
  return res.data.id as number;
}

describe('approving a temporary-limit task', () => {
  it('previews exactly its customers, flags the misfit, refuses approval until confirmed, keeps maker-checker, audits the export', async () => {
    const good = await settledCustomer();
    const none = await newCustomer(t, good.merchantId);
    const maker = await staff(t, ALL, true);
    const checker = await staff(t, ALL, true);
    const masked = await staff(t, ALL);
    const id = await task(maker.token, [good.phone, none.phone, '254799999999'], { audienceMinSettled: 2, audienceLevels: null });
    const [stored] = await t.db.select().from(tempLimitTasks).where(eq(tempLimitTasks.id, id));
    expect(stored).toMatchObject({ audienceMinSettled: 2, audienceLevels: null });

    const preview = await t.call('GET', 'tempLimit/preview', { token: checker.token, query: { taskId: id } });
    expect(preview.code).toBe(200);
    const listed = await t.db.select({ customerId: tempLimitTaskRows.customerId }).from(tempLimitTaskRows)
      .where(and(eq(tempLimitTaskRows.taskId, id), eq(tempLimitTaskRows.result, 'ok'))).orderBy(tempLimitTaskRows.rowNo);
    expect(preview.data.rows.map((r: { customerId: number }) => r.customerId)).toEqual(listed.map((r) => r.customerId));
    expect(listed.map((r) => r.customerId)).toEqual([good.id, none.id]);
    const [g, n] = preview.data.rows;
    expect(g).toMatchObject({ phone: good.phone, settledLoans: good.settled, misfits: [] });
    expect(g.capWithRaiseCents).toBeGreaterThanOrEqual(g.capCents);
    const [name] = await t.db.select({ fullName: customers.fullName }).from(customers).where(eq(customers.id, none.id));
    expect(n).toMatchObject({ customerName: name.fullName, phone: none.phone, settledLoans: 0, misfits: ['settledLoans'], level: null, capCents: null });
    expect(preview.data).toMatchObject({ customers: 2, misfits: 1, byReason: { settledLoans: 1, level: 0 }, audience: { minSettled: 2, levels: null } });

    const maskedPreview = await t.call('GET', 'tempLimit/preview', { token: masked.token, query: { taskId: id } });
    expect(maskedPreview.data.rows[1].phone).not.toBe(none.phone);
    expect(maskedPreview.data.rows[1].phone).toContain('*');

    // Maker-checker: the maker cannot approve, even confirming.
    expect(await t.call('POST', 'tempLimit/approve', { token: maker.token, body: { id, confirmedMisfits: 1 } })).toMatchObject({ code: 403 });
    // Misfits unconfirmed (or a wrong count): refused, with a translated message naming the count; nothing granted.
    const refused = await t.call('POST', 'tempLimit/approve', { token: checker.token, body: { id } });
    expect(refused).toMatchObject({ code: 409, msg: "1 customers of the list do not fit the task's audience: confirm approving them." });
    expect((await t.call('POST', 'tempLimit/approve', { token: checker.token, body: { id, confirmedMisfits: 0 } })).code).toBe(409);
    const zh = await t.call('POST', 'tempLimit/approve', { token: checker.token, body: { id }, language: 'zh' });
    expect(zh.msg).toContain('1 位客户不符合');
    expect((await t.db.select().from(tempLimitTasks).where(eq(tempLimitTasks.id, id)))[0].status).toBe('pending');
    // Confirmed: approved, both raised, the misfit count in the audit.
    expect(await t.call('POST', 'tempLimit/approve', { token: checker.token, body: { id, confirmedMisfits: 1 } })).toMatchObject({ code: 200, data: { status: 'approved', granted: 2 } });
    expect((await t.auditRows('tempLimit.approve')).at(-1)).toMatchObject({ entityId: String(id), after: expect.objectContaining({ misfits: 1, granted: 2 }) });

    // Export: every customer, masked for the masked user, audited.
    for (const [who, plain] of [[checker, true], [masked, false]] as const) {
      const file = await t.app.inject({ method: 'GET', url: `/api/hc/web/tempLimit/export?taskId=${id}`, headers: { authorization: `Bearer ${who.token}` } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-export-rows']).toBe('2');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as never);
      const sheet = book.worksheets[0];
      expect(sheet.getRow(3).getCell(3).value === none.phone).toBe(plain);
      expect(String(sheet.getRow(3).getCell(8).value)).toContain('2');
    }
    const audits = (await t.auditRows('tempLimit.export')).filter((a) => a.entityId === String(id));
    expect(audits).toHaveLength(2);
    expect(audits[1].after).toMatchObject({ rows: 2, misfits: 1, masked: true });
  });

  it('a task without a declared audience has no misfits and approves without confirmation; a level audience flags a customer with no level', async () => {
    const good = await settledCustomer();
    const maker = await staff(t, ALL, true);
    const checker = await staff(t, ALL, true);
    const open = await task(maker.token, [good.phone], {});
    expect((await t.call('GET', 'tempLimit/preview', { token: checker.token, query: { taskId: open } })).data).toMatchObject({ customers: 1, misfits: 0 });
    const none = await newCustomer(t, good.merchantId);
    const byLevel = await task(maker.token, [none.phone], { audienceLevels: ['A', 'B'] });
    expect((await t.call('GET', 'tempLimit/preview', { token: checker.token, query: { taskId: byLevel } })).data).toMatchObject({ misfits: 1, byReason: { level: 1 } });
    expect(await t.call('POST', 'tempLimit/approve', { token: checker.token, body: { id: open } })).toMatchObject({ code: 200, data: { granted: 1 } });
    expect((await t.call('POST', 'tempLimit/create', { token: maker.token, body: { name: 'x', amountCents: '10', expiresAt: new Date(t.clock.now().getTime() + DAY).toISOString(), fileName: 'a.csv', content: Buffer.from(`${none.phone}\n`).toString('base64'), audienceLevels: ['ab'] } })).code).toBe(400);
    const stranger = await staff(t, [viewCode('UserSystem/UserManagement')]);
    expect((await t.call('GET', 'tempLimit/preview', { token: stranger.token, query: { taskId: open } })).code).toBe(403);
    expect((await t.call('GET', 'tempLimit/preview', { token: checker.token, query: { taskId: 999_999 } })).code).toBe(404);
  });
});
