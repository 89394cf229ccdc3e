/** OrderManagement: each filter narrows the list exactly, totals equal rows, masking, merchant scope, and the xlsx export. */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { merchants, orders, users } from '../../server/db/schema';
import { submitApplication } from '../../server/modules/intake/intake.service';
import { lockOrder, SYSTEM_ACTOR, transitionOrder } from '../../server/modules/order/order-transition';
import { API_PREFIX } from '../../server/core/route';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply, cleanApplication } from './order-fixtures';

type OrderRow = typeof orders.$inferSelect;
const SCREEN = 'AuditSystem/OrderManagement';
const CODES = [viewCode(SCREEN), actionCode(SCREEN, 'export'), viewCode('AuditSystem/OrderManagementAbridgment'), actionCode('AuditSystem/OrderManagementAbridgment', 'export')];
let t: TestApp;
let admin: string;
let all: OrderRow[];
let merchant: Record<string, number>;
let lateEvening: OrderRow;

async function userWith(sensitivePerms: ('viewPlainData' | 'exportData')[], merchantNo?: string) {
  const role = await createRole(t.db, { codes: CODES, sensitivePerms });
  const user = await createUser(t.db, role.id);
  if (merchantNo) await t.db.update(users).set({ merchantId: merchant[merchantNo] }).where(eq(users.id, user.id));
  return t.login(user.username);
}

const list = (query: Record<string, string | number>, token = admin) =>
  t.call('GET', 'orderManagement/list', { token, query: { size: 100, ...query } });

/** The list answers exactly the orders the predicate picks, and its total says so. */
async function expectNarrowed(query: Record<string, string | number>, pick: (o: OrderRow) => boolean, token = admin) {
  const expected = all.filter(pick).map((o) => o.id).sort((a, b) => a - b);
  expect(expected.length, `${JSON.stringify(query)} picks something`).toBeGreaterThan(0);
  expect(expected.length, `${JSON.stringify(query)} leaves something out`).toBeLessThan(all.length);
  const res = await list(query, token);
  expect(res.code).toBe(200);
  expect(res.data.records.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual(expected);
  expect(res.data.total).toBe(expected.length);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchant = Object.fromEntries((await t.db.select().from(merchants)).map((m) => [m.merchantNo, m.id]));
  const placed = [await apply(t), await apply(t, { productCode: 'JP-7D' }), await apply(t, { merchantNo: '1502', productCode: 'HL-14D' }),
    await apply(t, { merchantNo: '1503', productCode: 'SC-21D' }), await apply(t), await apply(t, { merchantNo: '1502', productCode: 'HL-28D', change: (a) => { a.loanAmountCents = 2_500_00; } })];
  // 22:30 UTC yesterday is 01:30 today in East Africa Time.
  const now = t.clock.now();
  const evening = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 22, 30));
  const late = await submitApplication(t.deps, merchant['1501'], cleanApplication({}, evening), evening);
  const auditorId = await t.userId('auditor');
  await t.db.transaction(async (tx) => {
    for (const id of [placed[0].orderId, placed[2].orderId]) {
      await transitionOrder(tx, (await lockOrder(tx, id))!, { action: 'allocate', actor: SYSTEM_ACTOR, changes: { auditorId, allocatedAt: now } });
    }
  });
  await t.db.update(orders).set({ whitelist: true }).where(eq(orders.id, placed[1].orderId));
  all = await t.db.select().from(orders);
  lateEvening = all.find((o) => o.id === late.orderId)!;
});
afterAll(async () => { await t.close(); });

describe('order management filters', () => {
  it('narrow by order number, name prefix, phone and ID number', async () => {
    const one = all[2];
    await expectNarrowed({ orderNo: one.orderNo }, (o) => o.orderNo === one.orderNo);
    const prefix = one.customerName.slice(0, 4).toUpperCase();
    await expectNarrowed({ customerName: prefix }, (o) => o.customerName.toLowerCase().startsWith(prefix.toLowerCase()));
    await expectNarrowed({ phone: one.phone }, (o) => o.phone === one.phone);
    await expectNarrowed({ idNumber: one.idNumber }, (o) => o.idNumber === one.idNumber);
  });

  it('narrow by several states, product, loan type, model level, whitelist and auditor', async () => {
    await expectNarrowed({ status: '20' }, (o) => o.status === 20);
    await expectNarrowed({ status: '20,40' }, (o) => [20, 40].includes(o.status));
    const product = all[1].productId;
    await expectNarrowed({ productId: product }, (o) => o.productId === product);
    const res = await list({ loanType: 1 });
    expect(res.data.total).toBe(all.filter((o) => o.loanType === 1).length);
    expect((await list({ loanType: 2 })).data.total).toBe(all.filter((o) => o.loanType === 2).length);
    const level = all.find((o) => o.modelLevel)!.modelLevel!;
    const sameLevel = all.filter((o) => o.modelLevel === level).length;
    expect((await list({ modelLevel: level })).data.total).toBe(sameLevel);
    await expectNarrowed({ whitelist: 'true' }, (o) => o.whitelist);
    await expectNarrowed({ auditorId: await t.userId('auditor') }, (o) => o.auditorId !== null);
  });

  it('read days as East Africa Time: 22:30 UTC belongs to the next day', async () => {
    const eatDay = new Date(lateEvening.applyAt.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    const utcDay = lateEvening.applyAt.toISOString().slice(0, 10);
    expect(eatDay).not.toBe(utcDay);
    const onEatDay = await list({ applyDayFrom: eatDay, applyDayTo: eatDay });
    expect(onEatDay.data.records.map((r: { id: number }) => r.id)).toContain(lateEvening.id);
    const onUtcDay = await list({ applyDayFrom: utcDay, applyDayTo: utcDay });
    expect(onUtcDay.data.records.map((r: { id: number }) => r.id)).not.toContain(lateEvening.id);
    expect(onUtcDay.data.total).toBe(onUtcDay.data.records.length);
  });

  it('keep a single-merchant user to their merchant, totals included', async () => {
    const token = await userWith(['viewPlainData'], '1502');
    await expectNarrowed({}, (o) => o.merchantId === merchant['1502'], token);
  });

  it('offer merchants, products and auditors of the user\'s merchants as filter choices', async () => {
    const token = await userWith(['viewPlainData'], '1502');
    const options = async (kind: string) => (await t.call('GET', `orders/options/${kind}`, { token })).data as { value: number; label: string }[];
    expect((await options('merchants')).map((o) => o.value)).toEqual([merchant['1502']]);
    expect((await options('products')).map((o) => o.label).join()).toMatch(/HL-14D/);
    expect((await options('products')).map((o) => o.label).join()).not.toMatch(/JP-/);
    expect((await options('auditors')).length).toBeGreaterThan(0);
    expect((await t.call('GET', 'orders/options/auditors', { token: admin })).data.map((o: { label: string }) => o.label)).toContain('Brian Otieno');
  });

  it('show masked phones and ID numbers to masked users', async () => {
    const token = await userWith([]);
    const res = await list({ orderNo: all[0].orderNo }, token);
    const row = res.data.records[0];
    expect(row.phone).not.toBe(all[0].phone);
    expect(row.phone).toMatch(/^254\d\*+\d{3}$/);
    expect(row.idNumber).toContain('*');
  });

  it('lists the simplified screen with the practical amount', async () => {
    const res = await t.call('GET', 'orderManagementAbridgment/list', { token: admin, query: { orderNo: all[0].orderNo } });
    expect(res.data.records[0].practicalAmountCents).toBe(all[0].practicalAmountCents);
  });
});

async function exportXlsx(token: string, query: Record<string, string>, screen = 'orderManagement') {
  const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/${screen}/export`, query, headers: { authorization: `Bearer ${token}`, language: 'en' } });
  return response;
}

async function readSheet(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

describe('order export', () => {
  it('writes the filtered rows to a valid xlsx and audits the export', async () => {
    const before = (await t.auditRows('orderManagement.export')).length;
    const response = await exportXlsx(admin, { merchantId: String(merchant['1501']) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(response.rawPayload);
    const expected = all.filter((o) => o.merchantId === merchant['1501']);
    expect(rows[0][0]).toBe('Order number');
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(expected.map((o) => o.orderNo).sort());
    const phoneColumn = rows[0].indexOf('Phone');
    expect(rows.slice(1).map((r) => r[phoneColumn]).sort()).toEqual(expected.map((o) => o.phone).sort());
    const audits = await t.auditRows('orderManagement.export');
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)).toMatchObject({ after: { rows: expected.length, filter: { merchantId: merchant['1501'] } } });
  });

  it('masks the export of a masked user', async () => {
    const token = await userWith(['exportData']);
    const rows = await readSheet((await exportXlsx(token, {})).rawPayload);
    const phoneColumn = rows[0].indexOf('Phone');
    expect(rows).toHaveLength(all.length + 1);
    for (const row of rows.slice(1)) expect(row[phoneColumn]).toContain('*');
    expect(rows.flat().some((cell) => all.some((o) => o.phone === cell || o.idNumber === cell))).toBe(false);
  });

  it('has the simplified columns with the practical amount in the simplified export', async () => {
    const rows = await readSheet((await exportXlsx(admin, { orderNo: all[0].orderNo }, 'orderManagementAbridgment')).rawPayload);
    expect(rows[0]).toContain('Practical loan amount');
    expect(rows[0]).not.toContain('ID number');
    expect(Number(rows[1][rows[0].indexOf('Practical loan amount')])).toBe(all[0].practicalAmountCents / 100);
    expect(rows[1][rows[0].indexOf('Status')]).toBe({ 10: 'To be allocated', 20: 'Pending review' }[all[0].status]);
    expect(rows[1][rows[0].indexOf('First / repeat')]).toBe(all[0].loanType === 1 ? 'First loan' : 'Repeat loan');
  });

  it('is refused without the exportData permission or the export code', async () => {
    const plain = await userWith(['viewPlainData']);
    const refused = await exportXlsx(plain, {});
    expect(JSON.parse(refused.body)).toMatchObject({ code: 403 });
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)], sensitivePerms: ['exportData', 'viewPlainData'] });
    const viewer = await createUser(t.db, role.id);
    const noCode = await exportXlsx(await t.login(viewer.username), {});
    expect(JSON.parse(noCode.body)).toMatchObject({ code: 403 });
  });

  it('only exports orders in the caller’s merchants', async () => {
    const token = await userWith(['exportData', 'viewPlainData'], '1503');
    const rows = await readSheet((await exportXlsx(token, {})).rawPayload);
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(all.filter((o) => o.merchantId === merchant['1503']).map((o) => o.orderNo).sort());
  });
});

