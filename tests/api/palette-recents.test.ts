/**
 * The palette's recent records and searches (issue 35): a record opened from a search is kept as the server's own
 * search found it for that user (a forged one is not), read back newest first with the text that found it, only by
 * its user, only while they may still find that kind within their merchants; nothing kept holds a phone or an ID
 * number, and a masked user's typed phone is not kept as a search; each user keeps their last 30; bad input is a
 * translated 400.
 */
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_DATA_CODES, viewCode } from '../../common/routes';
import { BILL_SCREEN, CUSTOMER_SCREEN, RECENTS_KEPT, type RecentAnswer } from '../../common/search/records';
import { customers, merchants, orders, paletteRecents, userMerchants } from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let order: typeof orders.$inferSelect;
let customer: typeof customers.$inferSelect;

beforeAll(async () => {
  t = await startTestApp();
  const book = await seedCollectionBook(t, { overdueDays: [10] });
  admin = await t.login('admin');
  [order] = await t.db.select().from(orders).where(eq(orders.id, book.orderIds[0]));
  [customer] = await t.db.select().from(customers).where(eq(customers.id, order.customerId));
});
afterAll(async () => { await t?.close(); });

const opened = (token: string, body: Record<string, unknown>) => t.call('POST', 'search/opened', { token, body });
const recent = async (token: string): Promise<RecentAnswer> => {
  const res = await t.call('GET', 'search/recent', { token });
  expect(res.code, res.msg).toBe(200);
  return res.data;
};
const staffWith = async (codes: readonly string[], merchantId?: number) => {
  const user = await createUser(t.db, (await createRole(t.db, { codes: [...new Set(codes)] })).id);
  if (merchantId) await t.db.insert(userMerchants).values({ userId: user.id, merchantId });
  return { user, token: await t.login(user.username) };
};

describe('recent records and searches', () => {
  it('keeps what the user opened, newest first, with the text that found it; nobody else sees it', async () => {
    const { token } = await staffWith([...ORDER_DATA_CODES, viewCode(CUSTOMER_SCREEN)]);
    expect(await recent(token)).toEqual({ records: [], searches: [] });
    expect((await opened(token, { q: order.orderNo, kind: 'order', id: order.id })).data).toEqual({ kept: true });
    t.clock.advance(60_000);
    const part = customer.fullName.split(' ')[0];
    expect((await opened(token, { q: ` ${part} `, kind: 'customer', id: customer.id })).data).toEqual({ kept: true });
    const answer = await recent(token);
    expect(answer.records.map((r) => [r.kind, r.id])).toEqual([['customer', customer.id], ['order', order.id]]);
    expect(answer.records[0]).toMatchObject({ title: customer.fullName, path: `/AdminContent/CustomerServiceSystem/CustomerManage?customer=${customer.id}` });
    expect(answer.records[1]).toMatchObject({ title: order.orderNo, path: `/AdminContent/OrderDetailAudit/OrderDetail?orderId=${order.id}` });
    expect(answer.records[1].merchantName).toBeTruthy();
    expect(answer.searches).toEqual([part, order.orderNo]);
    // Opened again: one entry, moved to the top.
    t.clock.advance(60_000);
    await opened(token, { q: order.orderNo.slice(0, -2), kind: 'order', id: order.id });
    expect((await recent(token)).records.map((r) => r.kind)).toEqual(['order', 'customer']);
    expect((await recent(admin)).records.filter((r) => r.id === order.id && r.kind === 'order')).toEqual([]);
  });

  it('keeps nothing the user\'s own search does not find: a forged result, another merchant\'s record, a kind without its code', async () => {
    const [elsewhere] = await t.db.select({ id: merchants.id }).from(merchants).where(ne(merchants.id, order.merchantId)).limit(1);
    const outsider = await staffWith([...ORDER_DATA_CODES, viewCode(CUSTOMER_SCREEN)], elsewhere.id);
    expect((await opened(outsider.token, { q: order.orderNo, kind: 'order', id: order.id })).data).toEqual({ kept: false });
    const ordersOnly = await staffWith(ORDER_DATA_CODES.filter((code) => code !== viewCode(CUSTOMER_SCREEN)));
    expect((await opened(ordersOnly.token, { q: customer.phone, kind: 'customer', id: customer.id })).data).toEqual({ kept: false });
    expect((await opened(ordersOnly.token, { q: 'ZZZNOTHING', kind: 'order', id: order.id })).data).toEqual({ kept: false });
    expect((await opened(ordersOnly.token, { q: order.orderNo, kind: 'order', id: order.id + 100_000 })).data).toEqual({ kept: false });
    expect(await recent(outsider.token)).toEqual({ records: [], searches: [] });
    expect((await recent(ordersOnly.token)).records).toEqual([]);
  });

  it('reads back only what the user may still find: within their merchants now, with the codes of its kind', async () => {
    const scoped = await staffWith([...ORDER_DATA_CODES, viewCode(CUSTOMER_SCREEN)], order.merchantId);
    await opened(scoped.token, { q: order.orderNo, kind: 'order', id: order.id });
    await opened(scoped.token, { q: customer.phone, kind: 'customer', id: customer.id });
    expect((await recent(scoped.token)).records).toHaveLength(2);
    const [elsewhere] = await t.db.select({ id: merchants.id }).from(merchants).where(ne(merchants.id, order.merchantId)).limit(1);
    await t.db.update(userMerchants).set({ merchantId: elsewhere.id }).where(eq(userMerchants.userId, scoped.user.id));
    expect((await recent(await t.login(scoped.user.username))).records).toEqual([]);

    const coded = await staffWith([...ORDER_DATA_CODES, viewCode(CUSTOMER_SCREEN)]);
    await opened(coded.token, { q: order.orderNo, kind: 'order', id: order.id });
    await opened(coded.token, { q: customer.phone, kind: 'customer', id: customer.id });
    expect((await recent(coded.token)).records.map((r) => r.kind)).toEqual(['customer', 'order']);
    // The same openings read by a user holding neither kind's codes (bills only): both are left out.
    const billsOnly = await staffWith([viewCode(BILL_SCREEN)]);
    await t.db.update(paletteRecents).set({ userId: billsOnly.user.id }).where(eq(paletteRecents.userId, coded.user.id));
    expect((await recent(billsOnly.token)).records).toEqual([]);
  });

  it('keeps no phone or ID number; a masked user\'s typed phone or ID number is not kept as a search', async () => {
    // A user made by the fixtures holds no plain-view permission: masked.
    const masked = await staffWith([viewCode(CUSTOMER_SCREEN)]);
    const local = `0${customer.phone.slice(3)}`;
    expect((await opened(masked.token, { q: local, kind: 'customer', id: customer.id })).data).toEqual({ kept: true });
    expect((await opened(masked.token, { q: customer.idNumber, kind: 'customer', id: customer.id })).data).toEqual({ kept: true });
    const answer = await recent(masked.token);
    expect(answer.records.map((r) => r.id)).toEqual([customer.id]);
    expect(answer.searches).toEqual([]);
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/254\d{9}/);
    expect(text).not.toContain(customer.idNumber);
    expect(text).not.toContain(customer.phone.slice(3));
    // A plain-view user gets their typed phone back as a search; the record itself still holds none.
    await opened(admin, { q: local, kind: 'customer', id: customer.id });
    const plain = await recent(admin);
    expect(plain.searches).toContain(local);
    expect(JSON.stringify(plain.records)).not.toContain(customer.phone.slice(3));
  });

  it(`keeps each user's last ${RECENTS_KEPT}`, async () => {
    const { user, token } = await staffWith(ORDER_DATA_CODES);
    const before = t.clock.now().getTime();
    await t.db.insert(paletteRecents).values(Array.from({ length: RECENTS_KEPT }, (_, i) => ({
      userId: user.id, kind: 'order', recordId: 900_000 + i, title: `OLD${i}`, path: '/AdminContent/Home', searched: `OLD${i}`, openedAt: new Date(before - (i + 1) * 60_000),
    })));
    await opened(token, { q: order.orderNo, kind: 'order', id: order.id });
    const kept = await t.db.select({ title: paletteRecents.title }).from(paletteRecents).where(eq(paletteRecents.userId, user.id));
    expect(kept).toHaveLength(RECENTS_KEPT);
    expect(kept.map((k) => k.title)).toContain(order.orderNo);
    expect(kept.map((k) => k.title)).not.toContain(`OLD${RECENTS_KEPT - 1}`);
  });

  it('refuses bad input with a translated message', async () => {
    for (const body of [{ q: '', kind: 'order', id: order.id }, { q: 'x'.repeat(65), kind: 'order', id: 1 }, { q: order.orderNo, kind: 'planet', id: 1 }, { q: order.orderNo, kind: 'order', id: -1 }, {}]) {
      const res = await opened(admin, body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.msg).toBeTruthy();
    }
    const zh = await t.call('POST', 'search/opened', { token: admin, body: { q: '', kind: 'order', id: 1 }, language: 'zh' });
    expect(zh.code).toBe(400);
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
