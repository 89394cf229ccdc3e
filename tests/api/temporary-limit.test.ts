/**
 * TemporaryCreditLimitIssuance (issue 16): a task from an uploaded list (xlsx or csv) with each row's result;
 * approval by someone other than the creator grants each found customer a temporary credit line shown in the
 * customer's credit info; the expiry job ends lines and tasks, and a second run changes nothing.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMP_LIMIT_SCREEN } from '../../common/coupons/temp-limit';
import { actionCode, viewCode } from '../../common/routes';
import { customerCredits, tempLimitTaskRows, tempLimitTasks } from '../../server/db/schema';
import { endTemporaryLimits } from '../../server/modules/temp-limit/temp-limit.service';
import { firstMerchant, newCustomer, staff } from './coupon-fixtures';
import { DAY, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
const ALL = [viewCode(TEMP_LIMIT_SCREEN), ...['add', 'approve', 'reject'].map((a) => actionCode(TEMP_LIMIT_SCREEN, a))];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

async function xlsx(rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
const body = (extra: Record<string, unknown>) => ({
  name: 'Festive boost', amountCents: '3000', expiresAt: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(), remark: 'Good payers', ...extra,
});
const create = (extra: Record<string, unknown>, token = admin) => t.call('POST', 'tempLimit/create', { token, body: body(extra) });

describe('creating a task', () => {
  it('reads an xlsx list: each row found, invalid, unknown or repeated; a header row skipped', async () => {
    const merchant = await firstMerchant(t);
    const [a, b] = [await newCustomer(t, merchant.id), await newCustomer(t, merchant.id)];
    const content = await xlsx([['Phone'], [`0${a.phone.slice(3)}`], [b.phone], ['12345'], ['254700000009'], [`+${a.phone}`]]);
    const res = await create({ fileName: 'list.xlsx', content });
    expect(res).toMatchObject({ code: 200, data: { totalRows: 5, okRows: 2 } });
    const rows = await t.db.select().from(tempLimitTaskRows).where(eq(tempLimitTaskRows.taskId, res.data.id)).orderBy(tempLimitTaskRows.rowNo);
    expect(rows.map((r) => r.result)).toEqual(['ok', 'ok', 'invalidPhone', 'notFound', 'duplicate']);
    expect(rows[0]).toMatchObject({ rowNo: 2, phone: a.phone, customerId: a.id });
    const listed = await t.call('GET', 'tempLimit/rows', { token: admin, query: { taskId: res.data.id } });
    expect(listed.data.total).toBe(5);
    expect((await t.auditRows('tempLimit.create')).at(-1)).toMatchObject({ entityId: String(res.data.id) });
  });

  it('reads a csv list; refuses a missing file, another type, an empty list, a past expiry, a zero amount, a missing name', async () => {
    const customer = await newCustomer(t, (await firstMerchant(t)).id);
    const csv = Buffer.from(`phone\n${customer.phone}\n`).toString('base64');
    expect(await create({ fileName: 'list.csv', content: csv })).toMatchObject({ code: 200, data: { totalRows: 1, okRows: 1 } });
    expect((await create({ fileName: 'list.txt', content: csv })).code).toBe(400);
    expect((await create({ fileName: 'list.csv', content: '' })).code).toBe(400);
    expect((await create({ fileName: 'list.csv', content: Buffer.from('phone\n').toString('base64') })).code).toBe(400);
    expect((await create({ fileName: 'list.csv', content: csv, expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString() })).code).toBe(400);
    expect((await create({ fileName: 'list.csv', content: csv, amountCents: '0' })).code).toBe(400);
    expect((await create({ fileName: 'list.csv', content: csv, name: '' })).code).toBe(400);
    expect((await create({ fileName: 'bad.xlsx', content: csv })).code).toBe(400);
  });
});

describe('review and expiry', () => {
  it('is never by the creator; approval grants temporary lines in the credit info; the job ends them, twice safely', async () => {
    const customer = await newCustomer(t, (await firstMerchant(t)).id);
    const creator = await staff(t, ALL);
    const content = Buffer.from(`${customer.phone}\n`).toString('base64');
    const made = await create({ fileName: 'one.csv', content }, creator.token);
    expect(made.code).toBe(200);
    expect(await t.call('POST', 'tempLimit/approve', { token: creator.token, body: { id: made.data.id } })).toMatchObject({ code: 403, msg: 'You cannot review a task you created.' });
    const viewer = await staff(t, [viewCode(TEMP_LIMIT_SCREEN)]);
    expect((await t.call('POST', 'tempLimit/approve', { token: viewer.token, body: { id: made.data.id } })).code).toBe(403);
    expect((await create({ fileName: 'one.csv', content }, viewer.token)).code).toBe(403);
    expect(await t.call('POST', 'tempLimit/approve', { token: admin, body: { id: made.data.id } })).toMatchObject({ code: 200, data: { status: 'approved', granted: 1 } });
    expect((await t.call('POST', 'tempLimit/reject', { token: admin, body: { id: made.data.id } })).code).toBe(409);
    const view = (await t.call('GET', 'customerManage/detail', { token: admin, query: { customerId: String(customer.id) } })).data;
    expect(view.credits).toEqual(expect.arrayContaining([expect.objectContaining({ creditType: 'temporaryRaise', limitCents: 3000_00, remainingCents: 3000_00, status: '5' })]));
    const [row] = await t.db.select().from(tempLimitTaskRows).where(eq(tempLimitTaskRows.taskId, made.data.id));
    expect(row.creditId).not.toBeNull();

    t.clock.advance(11 * DAY);
    const first = await endTemporaryLimits(t.deps, t.clock.now());
    expect(first.lines).toBeGreaterThanOrEqual(1);
    expect(first.tasks).toBeGreaterThanOrEqual(1);
    const [line] = await t.db.select().from(customerCredits).where(eq(customerCredits.id, row.creditId!));
    expect(line).toMatchObject({ status: '3', remainingCents: 0 });
    const [task] = await t.db.select().from(tempLimitTasks).where(eq(tempLimitTasks.id, made.data.id));
    expect(task.status).toBe('ended');
    expect(await endTemporaryLimits(t.deps, t.clock.now())).toEqual({ lines: 0, tasks: 0 });
  });

  it('a rejection grants nothing; the list is refused without the screen\'s code', async () => {
    admin = await t.login('admin');
    const customer = await newCustomer(t, (await firstMerchant(t)).id);
    const made = await create({ fileName: 'one.csv', content: Buffer.from(`${customer.phone}\n`).toString('base64'), expiresAt: new Date(t.clock.now().getTime() + 5 * DAY).toISOString() });
    const other = await staff(t, ALL);
    expect(await t.call('POST', 'tempLimit/reject', { token: other.token, body: { id: made.data.id, remark: 'not now' } })).toMatchObject({ code: 200, data: { status: 'rejected' } });
    expect(await t.db.select().from(customerCredits).where(eq(customerCredits.customerId, customer.id))).toEqual([]);
    const stranger = await staff(t, [viewCode('UserSystem/UserManagement')]);
    expect((await t.call('GET', 'tempLimit/list', { token: stranger.token })).code).toBe(403);
    const listed = await t.call('GET', 'tempLimit/list', { token: admin, query: { status: 'rejected' } });
    expect(listed.data.records.map((r: { id: number }) => r.id)).toContain(made.data.id);
  });
});
