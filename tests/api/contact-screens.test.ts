/**
 * The contact-platform lists name what they show: a robot task's and an AI share's merchant, an in-app message's
 * app (joined on the server, one read per page); and a telemarketing task's days are days in the list library.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appClients, merchants } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { seedCollectionBook } from './collection-fixtures';
import { robotTaskBody } from './robot-fixtures';

let t: TestApp;
let admin: string;
let merchant: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp();
  await seedCollectionBook(t, { overdueDays: [10] });
  admin = await t.login('admin');
  const [m] = await t.db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).orderBy(asc(merchants.merchantNo)).limit(1);
  merchant = m;
});
afterAll(() => t.close());

const save = (url: string, body: Record<string, unknown>, language?: string) => t.call('POST', url, { token: admin, body, language });
const list = async (url: string) => (await t.call('GET', url, { token: admin, query: { size: 100 } })).data.records as Record<string, unknown>[];

describe('names instead of ids', () => {
  it("shows a robot task's merchant by name (every merchant when empty)", async () => {
    const own = await save('robotTask/save', robotTaskBody({ name: 'Named merchant', merchantId: merchant.id }));
    const all = await save('robotTask/save', robotTaskBody({ name: 'Every merchant' }));
    expect([own.code, all.code]).toEqual([200, 200]);
    const rows = await list('robotTask/list');
    expect(rows.find((r) => r.name === 'Named merchant')).toMatchObject({ merchantId: merchant.id, merchantName: merchant.name });
    expect(rows.find((r) => r.name === 'Every merchant')).toMatchObject({ merchantId: null, merchantName: null });
    const tm = await save('telemarketingRobotTask/save', robotTaskBody({ name: 'TM named', merchantId: merchant.id }));
    expect(tm.code).toBe(200);
    expect((await list('telemarketingRobotTask/list')).find((r) => r.name === 'TM named')).toMatchObject({ merchantName: merchant.name });
  });

  it("shows an AI share's merchant and an in-app message's app by name", async () => {
    const share = await save('aiAllocationConfig/save', { system: 'v1', merchantId: merchant.id, level: 'S2', sharePercent: 10 });
    expect(share.code, share.msg).toBe(200);
    expect((await list('aiAllocationConfig/list')).find((r) => r.id === share.data.id)).toMatchObject({ merchantName: merchant.name });
    const [app] = await t.db.select().from(appClients).where(eq(appClients.appCode, 'jamiipesa'));
    const saved = await save('appMessage/save', { appCode: 'jamiipesa', title: 'Named app', content: 'Hello.', audience: 'all' });
    expect(saved.code, saved.msg).toBe(200);
    expect((await list('appMessage/list')).find((r) => r.id === saved.data.id)).toMatchObject({ appCode: 'jamiipesa', appName: app.appName });
  });
});

describe('telemarketing audience days', () => {
  it('refuses min > max naming the list-library days, not days overdue', async () => {
    const tm = await save('telemarketingRobotTask/save', robotTaskBody({ name: 'TM days', minOverdueDays: 9, maxOverdueDays: 3 }));
    expect(tm).toMatchObject({ code: 400, msg: 'The minimum days in the list library may not be more than the maximum.' });
    const zh = await save('telemarketingRobotTask/save', robotTaskBody({ name: 'TM days', minOverdueDays: 9, maxOverdueDays: 3 }), 'zh');
    expect(zh.msg).toBe('最少入库天数不能大于最多入库天数。');
    const collection = await save('robotTask/save', robotTaskBody({ name: 'Days', minOverdueDays: 9, maxOverdueDays: 3 }));
    expect(collection.msg).toBe('The minimum days overdue may not be more than the maximum.');
  });
});
