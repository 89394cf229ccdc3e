/**
 * Issue 31.5: every signed-in user may open the OrderDetail path, but an order's data (detail, attachments,
 * history, money, call log) needs one of ORDER_DATA_CODES: the view code of a screen that opens orders, or a code of
 * the order screens. A user whose one code is unrelated is refused on every such route, plain data or not.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_DATA_CODES, viewCode } from '../../common/routes';
import { API_PREFIX } from '../../server/core/route';
import { orderAttachments } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';
import { scopeUserTo } from './order-states';

const PICTURE = Buffer.alloc(1024, 9);
const ORDER_DATA_ROUTES = ['orderDetail/detail', 'orderDetail/attachment', 'orderDetail/historyOrders', 'orderDetail/historySteps', 'orderDetail/money', 'call/logs'];

let t: TestApp;
let orderId: number;
let idFrontId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ orderId } = await apply(t, {
    change: (a) => {
      a.attachments = [{ kind: 'idFront', fileName: 'id-front.png', contentType: 'image/png', dataBase64: PICTURE.toString('base64') }];
    },
  }));
  [{ id: idFrontId }] = await t.db.select({ id: orderAttachments.id }).from(orderAttachments).where(eq(orderAttachments.orderId, orderId));
});
afterAll(async () => { await t?.close(); });

/** An unmasked user (plain data) of the order's merchant holding only `codes`. */
async function plainUserWith(codes: string[]) {
  const user = await createUser(t.db, (await createRole(t.db, { codes, sensitivePerms: ['viewPlainData'] })).id);
  await scopeUserTo(t, user.id, '1501');
  return t.login(user.username);
}

const read = (token: string, url: string) => t.call('GET', url, { token, query: { orderId, attachmentId: idFrontId } });

describe('issue 31.5: order data behind the codes of the screens that open orders', () => {
  it('declares every order-data route with the one set of codes', () => {
    const sameCodes = (codes: readonly string[]) => [...codes].sort().join() === [...ORDER_DATA_CODES].sort().join();
    const declared = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.access?.kind === 'operation' && sameCodes(r.access.codes));
    expect(declared.map((r) => r.url.slice(API_PREFIX.length + 1)).sort()).toEqual([...ORDER_DATA_ROUTES].sort());
  });

  it('refuses a user whose one code is unrelated, with plain data, on every route (403, no data)', async () => {
    const token = await plainUserWith([viewCode('UserSystem/MultiLanguageConfiguration')]);
    for (const url of ORDER_DATA_ROUTES) expect(await read(token, url), url).toMatchObject({ code: 403, data: null });
  });

  it('lets through a user holding the view code of one screen that opens orders', async () => {
    for (const code of [viewCode('AuditSystem/OrderManagement'), viewCode('CustomerServiceSystem/CustomerManage'), viewCode('OrderDetailAudit/OrderDetail')]) {
      const token = await plainUserWith([code]);
      const detail = await read(token, 'orderDetail/detail');
      expect(detail.code, code).toBe(200);
      expect(detail.data.order.id).toBe(orderId);
      for (const url of ['orderDetail/historyOrders', 'orderDetail/historySteps', 'orderDetail/money', 'call/logs']) expect((await read(token, url)).code, url).toBe(200);
      // The ID picture, to a user with plain data: the bytes themselves.
      expect(Buffer.from((await read(token, 'orderDetail/attachment')).data as Buffer).equals(PICTURE)).toBe(true);
    }
  });
});
