import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { customerContacts, customerCredits, orderApplicationData, orderAttachments, orderDailyCounts, orders, orderSteps } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { scopeUserTo } from './order-states';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { startTestApp, type TestApp } from './harness';
import { apply, cleanApplication } from './order-fixtures';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const submit = (body: unknown, key = DEMO_SERVICE_KEY('1501')) => t.call('POST', 'open/intake/application', { body, serviceKey: key });

describe('intake', () => {
  it('turns a clean application into an order to be allocated with a model level, its captured data and a machine step', async () => {
    const result = await apply(t);
    expect(result).toMatchObject({ status: 10, refuseCode: null, duplicate: false });
    expect(result.modelLevel).toMatch(/^[A-D]$/);
    expect(result.orderNo).toMatch(/^1501\d{6}\d+$/);
    const contacts = await t.db.select().from(customerContacts).where(eq(customerContacts.orderId, result.orderId));
    expect(contacts.filter((c) => c.kind === 'emergency')).toHaveLength(2);
    expect(await t.db.select().from(orderApplicationData).where(eq(orderApplicationData.orderId, result.orderId))).toHaveLength(1);
    const steps = await t.db.select().from(orderSteps).where(eq(orderSteps.orderId, result.orderId));
    expect(steps).toMatchObject([{ action: 'machinePass', fromStatus: null, toStatus: 10, actorName: 'machine' }]);
  });

  it('returns the first order when the same application reference arrives again', async () => {
    const body = cleanApplication({ customer: 910_001 });
    const first = await submit(body);
    const second = await submit(body);
    expect(second.data).toMatchObject({ orderId: first.data.orderId, duplicate: true });
  });

  it('refuses a second application while the customer has one in progress', async () => {
    await apply(t, { customer: 910_002 });
    const again = await submit(cleanApplication({ customer: 910_002 }));
    expect(again).toMatchObject({ code: 409, msg: 'The customer already has an application in progress.' });
  });

  it('refuses by black list (phone, ID, device), by a refusing rule, and by a refusing model level', async () => {
    expect(await apply(t, { change: (a) => { a.customer.phone = '254700000666'; } })).toMatchObject({ status: 40, refuseCode: 'R100' });
    expect(await apply(t, { change: (a) => { a.customer.idNumber = '6660666'; } })).toMatchObject({ status: 40, refuseCode: 'R100' });
    expect(await apply(t, { change: (a) => { a.device.deviceId = 'dev-fraud-ring-01'; } })).toMatchObject({ status: 40, refuseCode: 'R100' });
    expect(await apply(t, { change: (a) => { a.device.rooted = true; } })).toMatchObject({ status: 40, refuseCode: 'R303' });
    expect(await apply(t, { change: (a) => { a.customer.birthDate = '2012-01-01'; } })).toMatchObject({ status: 40, refuseCode: 'R301' });
    expect(await apply(t, { change: (a) => { a.face = { score: 40, livenessPassed: true }; } })).toMatchObject({ status: 40, refuseCode: 'R304' });
    // Score rules: −60 loan/income, −50 young SIM, −30 few close contacts, no BVN bonus → 480, level E refuses.
    const risky = await apply(t, { change: (a) => {
      a.customer.monthlyIncomeCents = 9_000_00; a.loanAmountCents = 5_000_00; a.operator = { carrier: 'Airtel', simAgeDays: 10 };
      a.closeContacts = []; a.bvn = { matched: false };
    } });
    expect(risky).toMatchObject({ status: 40, refuseCode: 'R200', modelLevel: 'E' });
  });

  it('passes a white-listed customer whom a rule would refuse, and flags the order', async () => {
    const result = await apply(t, { change: (a) => { a.customer.phone = '254711000111'; a.face = { score: 30, livenessPassed: false }; } });
    expect(result).toMatchObject({ status: 10 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order.whitelist).toBe(true);
  });

  it('caps the amount by the level price and deducts the service fee from the amount paid out', async () => {
    const result = await apply(t, { productCode: 'JP-14D', change: (a) => { a.loanAmountCents = 15_000_00; a.customer.monthlyIncomeCents = 200_000_00; } });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order.loanAmountCents).toBeLessThanOrEqual(15_000_00);
    expect(order.practicalAmountCents).toBe(order.loanAmountCents - Math.round(order.loanAmountCents * 0.07));
  });

  it('gives a passing customer a cash line at the model cap, holding the amount applied for; a refused one none', async () => {
    const passed = await apply(t, { customer: 920_001 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, passed.orderId));
    const [line] = await t.db.select().from(customerCredits).where(eq(customerCredits.customerId, order.customerId));
    expect(line).toMatchObject({ creditType: 'cash', status: '4', adjustable: true });
    expect(line.remainingCents).toBe(line.limitCents - order.loanAmountCents);
    expect(line.expiresAt!.getTime() - order.applyAt.getTime()).toBe(180 * 86_400_000);
    const refused = await apply(t, { customer: 920_002, change: (a) => { a.device.rooted = true; } });
    const [refusedOrder] = await t.db.select().from(orders).where(eq(orders.id, refused.orderId));
    expect(await t.db.select().from(customerCredits).where(eq(customerCredits.customerId, refusedOrder.customerId))).toEqual([]);
  });

  it('keeps the ID picture and selfie in the file store; staff of the merchant open them, audited; others do not', async () => {
    const body = cleanApplication({ customer: 930_001 });
    const result = (await submit(body)).data;
    const rows = await t.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, result.orderId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['idFront', 'selfie']);
    const admin = await t.login('admin');
    const opened = await t.call('GET', 'orderDetail/attachment', { token: admin, query: { orderId: result.orderId, attachmentId: rows[0].id } });
    const sent = body.attachments.find((a) => a.kind === rows[0].kind)!;
    expect(Buffer.from(opened.data as Buffer).equals(Buffer.from(sent.dataBase64, 'base64'))).toBe(true);
    expect((await t.auditRows()).some((r) => r.action === 'attachment.view' && r.entityId === String(result.orderId))).toBe(true);
    const outsider = await createUser(t.db, (await createRole(t.db, { codes: [viewCode('AuditSystem/OrderManagement')] })).id);
    await scopeUserTo(t, outsider.id, '1503');
    const other = await t.call('GET', 'orderDetail/attachment', { token: await t.login(outsider.username), query: { orderId: result.orderId, attachmentId: rows[0].id } });
    expect(other.code).toBe(404);
  });

  it('refuses an attachment under 1 KB or of another type', async () => {
    const tiny = cleanApplication({ change: (a) => { a.attachments = [{ kind: 'idFront', fileName: 'id.png', contentType: 'image/png', dataBase64: Buffer.alloc(200).toString('base64') }]; } });
    expect(await submit(tiny)).toMatchObject({ code: 400, msg: 'Each attachment must be 1 KB to 10 MB.' });
    const svg = cleanApplication({ change: (a) => { (a.attachments[0] as { contentType: string }).contentType = 'image/svg+xml'; } });
    expect(await submit(svg)).toMatchObject({ code: 400, msg: 'Attachments must be JPEG, PNG or PDF.' });
  });

  it('keeps the per-day counts equal to the orders', async () => {
    const [{ counted }] = await t.db.execute(`select coalesce(sum(orders),0)::int as counted from order_daily_counts`).then((r) => (r as unknown as { rows: { counted: number }[] }).rows);
    const all = await t.db.select({ id: orders.id }).from(orders);
    expect(Number(counted)).toBe(all.length);
    expect((await t.db.select().from(orderDailyCounts)).every((r) => r.orders >= 0)).toBe(true);
  });

  it('refuses a wrong key, an unknown product, an amount out of range and a malformed phone with clear messages', async () => {
    expect(await submit(cleanApplication(), 'nope')).toMatchObject({ code: 403, msg: 'The service key is missing or not valid.' });
    expect(await submit(cleanApplication({ productCode: 'HL-14D' }))).toMatchObject({ code: 400, msg: 'Product HL-14D is not available.' });
    expect(await submit(cleanApplication({ change: (a) => { a.loanAmountCents = 100; } }))).toMatchObject({ code: 400, msg: "The loan amount is outside the product's limits." });
    const bad = await submit(cleanApplication({ change: (a) => { a.customer.phone = '0712345678'; } }));
    expect(bad).toMatchObject({ code: 400, msg: 'Phone format error, eg: 254123456789' });
  });
});
