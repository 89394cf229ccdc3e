/**
 * Issue 31.4 on the hand-written routes: an Administrator tied to one merchant lists only that merchant's rows
 * and cannot read or change another merchant's (refused, the row unchanged); head office still reaches all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CREDENTIAL_URLS } from '../../common/app-content/apps';
import { REDUCTION_MERCHANTS_URL } from '../../common/collection/reduction';
import { APP_MESSAGE_APPS_URL } from '../../common/entities/app-message';
import { LOAN_ROUTING_PRODUCTS_URL } from '../../common/entities/loan-routing';
import { MERCHANT_CONFIG_MERCHANTS_URL } from '../../common/entities/merchant-config';
import { AFTER_LOAN_MERCHANTS_URL } from '../../common/entities/merchant-setting';
import { merchantSettingsUrls } from '../../common/entities/merchant-settings';
import { taskMoveUrl } from '../../common/marketing/sms-marketing';
import { SUPERMARKET_OPTION_URLS } from '../../common/entities/loan-supermarket';
import {
  appClients, appMessages, auditLogs, auditPersonnel, businessNodes, csSavedLists, customers, messageTemplates, orders, outboxMerchants, outboxMessages,
  products, reconciliationItems, reconciliationRuns, roles, smsMarketingTasks, smsMarketingTemplates, tempLimitTaskRows, tempLimitTasks, verificationCodes,
} from '../../server/db/schema';
import { expectRefused, scopeWorld, valuesOf, type ScopeWorld } from './merchant-scope-modules.helpers';
import { createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';

let t: TestApp;
let w: ScopeWorld;

beforeAll(async () => {
  t = await startTestApp();
  w = await scopeWorld(t);
});
afterAll(async () => { await t?.close(); });

const ids = (data: unknown) => valuesOf(data, 'id').map(Number);

describe('issue 31.4: merchant scope of the message centre', () => {
  it("shows a merchant-bound viewAll holder only their merchants' messages, and no other merchant's receipts", async () => {
    const now = t.clock.now();
    const message = async (merchantId: number | null, recipientUserId: number | null = null) => {
      const [row] = await t.db.insert(outboxMessages).values({ channel: 'sms', recipient: '254700111222', body: 'Hello', kind: 'marketing', provider: 'sandbox', recipientUserId, createdAt: now }).returning();
      if (merchantId !== null) await t.db.insert(outboxMerchants).values({ outboxId: row.id, merchantId });
      return row.id;
    };
    const ours = await message(w.ours);
    const theirs = await message(w.theirs);
    const toHeadOffice = await message(null, w.headOfficeId);
    const toUs = await message(null, w.userId);
    const all = await t.call('GET', 'message/list', { token: w.token, query: { scope: 'all', size: 100 } });
    expect(all.code, all.msg).toBe(200);
    expect(ids(all.data.records)).toEqual(expect.arrayContaining([ours, toUs]));
    expect(ids(all.data.records)).not.toContain(theirs);
    expect(ids(all.data.records)).not.toContain(toHeadOffice);
    expect((await t.call('GET', 'message/receipts', { token: w.token, query: { outboxId: theirs } })).code).toBe(404);
    expect((await t.call('GET', 'message/receipts', { token: w.token, query: { outboxId: ours } })).code).toBe(200);
    const headOffice = await t.call('GET', 'message/list', { token: w.headOffice, query: { scope: 'all', size: 100 } });
    expect(ids(headOffice.data.records)).toEqual(expect.arrayContaining([ours, theirs, toHeadOffice]));
  });
});

describe('issue 31.4: merchant scope of the apps (credentials, verification codes, app messages, app pickers)', () => {
  it("lists only our merchant's apps and refuses rotating or revoking another merchant's secret, unchanged", async () => {
    const list = await t.call('GET', APP_CREDENTIAL_URLS.list, { token: w.token });
    expect(list.code, list.msg).toBe(200);
    expect(ids(list.data)).toContain(w.ourApp.id);
    expect(ids(list.data)).not.toContain(w.theirApp.id);
    const [before] = await t.db.select().from(appClients).where(eq(appClients.id, w.theirApp.id));
    for (const url of [APP_CREDENTIAL_URLS.rotate, APP_CREDENTIAL_URLS.revoke]) {
      expectRefused(await t.call('POST', url, { token: w.token, body: { id: w.theirApp.id } }));
    }
    const [after] = await t.db.select().from(appClients).where(eq(appClients.id, w.theirApp.id));
    expect(after).toEqual(before);
  });

  it("offers only our merchant's apps in every app picker", async () => {
    for (const url of ['appVersion/apps', APP_MESSAGE_APPS_URL, SUPERMARKET_OPTION_URLS.apps, SUPERMARKET_OPTION_URLS.reviewApps]) {
      const res = await t.call('GET', url, { token: w.token });
      expect(res.code, `${url}: ${res.msg}`).toBe(200);
      const codes = valuesOf(res.data, 'value');
      expect(codes, url).toContain(w.ourApp.appCode);
      expect(codes, url).not.toContain(w.theirApp.appCode);
    }
  });

  it("lists only codes of our merchant's apps and refuses re-sending another merchant's", async () => {
    const now = t.clock.now();
    const code = async (appCode: string) => (await t.db.insert(verificationCodes).values({
      appCode, phone: '254711000111', purpose: 'login', codeHash: 'h', sentAt: now, expiresAt: new Date(now.getTime() + 300_000),
    }).returning())[0].id;
    const ours = await code(w.ourApp.appCode);
    const theirs = await code(w.theirApp.appCode);
    const list = await t.call('GET', 'verificationCode/list', { token: w.token, query: { size: 100 } });
    expect(list.code, list.msg).toBe(200);
    expect(ids(list.data.records)).toContain(ours);
    expect(ids(list.data.records)).not.toContain(theirs);
    const sent = (await t.outbox()).length;
    expectRefused(await t.call('POST', 'verificationCode/resend', { token: w.token, body: { id: theirs } }));
    expect((await t.outbox()).length).toBe(sent);
  });

  it("refuses publishing or withdrawing another merchant's app message, unchanged", async () => {
    const message = async (appCode: string, status: 'draft' | 'published') => (await t.db.insert(appMessages).values({
      appCode, title: 'Hi', content: 'Hello', publishAt: t.clock.now(), status,
    }).returning())[0].id;
    const draft = await message(w.theirApp.appCode, 'draft');
    const published = await message(w.theirApp.appCode, 'published');
    expectRefused(await t.call('POST', 'appMessage/publish', { token: w.token, body: { id: draft } }));
    expectRefused(await t.call('POST', 'appMessage/withdraw', { token: w.token, body: { id: published } }));
    const rows = await t.db.select({ id: appMessages.id, status: appMessages.status }).from(appMessages);
    expect(rows.find((r) => r.id === draft)?.status).toBe('draft');
    expect(rows.find((r) => r.id === published)?.status).toBe('published');
    const own = await message(w.ourApp.appCode, 'draft');
    expect((await t.call('POST', 'appMessage/publish', { token: w.token, body: { id: own } })).code).toBe(200);
  });
});

describe('issue 31.4: merchant scope of the settings pickers', () => {
  it("offers only our merchants (and their products) in every merchant and product picker", async () => {
    const merchantPickers = [
      'product/options/merchants', AFTER_LOAN_MERCHANTS_URL, MERCHANT_CONFIG_MERCHANTS_URL, merchantSettingsUrls.merchants, REDUCTION_MERCHANTS_URL,
      'ruleSet/options/merchants', 'robotTask/options/merchants', 'smsMarketingTemplate/options/merchants', 'messageTemplate/options/merchants',
    ];
    for (const url of merchantPickers) {
      const res = await t.call('GET', url, { token: w.token });
      expect(res.code, `${url}: ${res.msg}`).toBe(200);
      const offered = valuesOf(res.data, 'value').map(Number);
      expect(offered, url).toContain(w.ours);
      expect(offered.filter((id) => id > 0 && id !== w.ours), url).toEqual([]);
    }
    const [theirProduct] = await t.db.select({ id: products.id }).from(products).where(eq(products.merchantId, w.theirs)).limit(1);
    const [ourProduct] = await t.db.select({ id: products.id }).from(products).where(eq(products.merchantId, w.ours)).limit(1);
    for (const url of [merchantSettingsUrls.products, LOAN_ROUTING_PRODUCTS_URL, 'riskPricing/options/products']) {
      const res = await t.call('GET', url, { token: w.token });
      expect(res.code, `${url}: ${res.msg}`).toBe(200);
      const offered = valuesOf(res.data, 'value').map(Number);
      if (ourProduct) expect(offered, url).toContain(ourProduct.id);
      expect(offered, url).not.toContain(theirProduct.id);
    }
  });
});

describe('issue 31.4: merchant scope of marketing tasks and templates', () => {
  it("refuses starting, pausing or cancelling another merchant's marketing task, unchanged; pickers leave out their templates", async () => {
    const [template] = await t.db.insert(smsMarketingTemplates).values({ name: `Theirs ${Date.now()}`, merchantId: w.theirs, content: 'Hi' }).returning();
    const [task] = await t.db.insert(smsMarketingTasks).values({
      taskName: 'Their task', templateId: template.id, merchantId: w.theirs, segment: 'settledNoNewLoan', scheduledAt: new Date(t.clock.now().getTime() + 86_400_000), ratePerMinute: 10,
    }).returning();
    for (const move of ['start', 'pause', 'cancel'] as const) {
      expectRefused(await t.call('POST', taskMoveUrl(move), { token: w.token, body: { id: task.id } }));
    }
    const [after] = await t.db.select().from(smsMarketingTasks).where(eq(smsMarketingTasks.id, task.id));
    expect(after).toEqual(task);
    const options = await t.call('GET', 'smsMarketingTemplate/options/templates', { token: w.token });
    expect(options.code, options.msg).toBe(200);
    expect(valuesOf(options.data, 'value')).not.toContain(template.id);
  });

  it("leaves another merchant's own message templates out of the template picker", async () => {
    const [node] = await t.db.select({ id: businessNodes.id }).from(businessNodes).where(eq(businessNodes.code, 'marketing'));
    const template = async (merchantId: number) => (await t.db.insert(messageTemplates).values({
      templateNo: `SCOPE-${merchantId}-${Date.now()}`, name: 'Scoped', businessNodeId: node.id, merchantId, content: 'Hi',
    }).returning())[0].id;
    const ours = await template(w.ours);
    const theirs = await template(w.theirs);
    const res = await t.call('GET', 'messageTemplate/options', { token: w.token, query: { node: 'marketing' } });
    expect(res.code, res.msg).toBe(200);
    expect(ids(res.data)).toContain(ours);
    expect(ids(res.data)).not.toContain(theirs);
    expect(ids((await t.call('GET', 'messageTemplate/options', { token: w.headOffice, query: { node: 'marketing' } })).data)).toContain(theirs);
  });
});

describe('issue 31.4: merchant scope of temporary credit limit tasks', () => {
  it("hides a task that raises another merchant's customers, its rows, and refuses deciding it, unchanged", async () => {
    const [customer] = await t.db.select({ id: customers.id, phone: customers.phone }).from(customers).where(eq(customers.merchantId, w.theirs)).limit(1);
    const now = t.clock.now();
    const [task] = await t.db.insert(tempLimitTasks).values({
      name: 'Their raise', amountCents: 100_00, expiresAt: new Date(now.getTime() + 7 * 86_400_000), status: 'pending', totalRows: 1, okRows: 1,
      createdBy: w.headOfficeId, createdAt: now, updatedAt: now,
    }).returning();
    await t.db.insert(tempLimitTaskRows).values({ taskId: task.id, rowNo: 1, phone: customer.phone, customerId: customer.id, result: 'ok' });
    const list = await t.call('GET', 'tempLimit/list', { token: w.token, query: { size: 100 } });
    expect(list.code, list.msg).toBe(200);
    expect(ids(list.data.records)).not.toContain(task.id);
    expect((await t.call('GET', 'tempLimit/rows', { token: w.token, query: { taskId: task.id } })).code).toBe(404);
    for (const url of ['tempLimit/approve', 'tempLimit/reject']) expectRefused(await t.call('POST', url, { token: w.token, body: { id: task.id, remark: null } }));
    const [after] = await t.db.select().from(tempLimitTasks).where(eq(tempLimitTasks.id, task.id));
    expect(after.status).toBe('pending');
    const headOffice = await t.call('GET', 'tempLimit/list', { token: w.headOffice, query: { size: 100 } });
    expect(ids(headOffice.data.records)).toContain(task.id);
  });
});

describe('issue 31.4: merchant scope of saved lists, record history and reconciliation items', () => {
  it("hides a saved list naming another merchant and refuses deleting or saving one", async () => {
    const now = t.clock.now();
    const [theirs] = await t.db.insert(csSavedLists).values({ name: `Theirs ${now.getTime()}`, filter: { merchantId: w.theirs }, createdAt: now, updatedAt: now }).returning();
    const [shared] = await t.db.insert(csSavedLists).values({ name: `Everyone ${now.getTime()}`, filter: {}, createdAt: now, updatedAt: now }).returning();
    const lists = await t.call('GET', 'csListLibrary/savedLists', { token: w.token });
    expect(lists.code, lists.msg).toBe(200);
    expect(ids(lists.data)).toContain(shared.id);
    expect(ids(lists.data)).not.toContain(theirs.id);
    expectRefused(await t.call('POST', 'csListLibrary/deleteList', { token: w.token, body: { id: theirs.id } }));
    expect(await t.db.select().from(csSavedLists).where(eq(csSavedLists.id, theirs.id))).toHaveLength(1);
    expectRefused(await t.call('POST', 'csListLibrary/saveList', { token: w.token, body: { name: `Mine ${now.getTime()}`, filter: { merchantId: w.theirs } } }));
  });

  it("leaves another merchant's rows out of a record's history, and refuses the activity of a user outside our merchants", async () => {
    const entityId = String(900_000 + w.userId);
    await t.db.insert(auditLogs).values([
      { action: 'update', entity: 'repaymentAccount', entityId, before: { merchantId: w.theirs, accountNo: '111' }, after: { merchantId: w.theirs, accountNo: '222' } },
      { action: 'update', entity: 'repaymentAccount', entityId, before: { merchantId: w.ours, accountNo: '333' }, after: { merchantId: w.ours, accountNo: '444' } },
    ]);
    const history = await t.call('GET', 'auditLog/history', { token: w.token, query: { entity: 'repaymentAccount', entityId } });
    expect(history.code, history.msg).toBe(200);
    expect(history.data.total).toBe(1);
    expect(JSON.stringify(history.data)).not.toContain('222');
    expect((await t.call('GET', 'auditLog/history', { token: w.headOffice, query: { entity: 'repaymentAccount', entityId } })).data.total).toBe(2);
    expect((await t.call('GET', 'auditLog/activity', { token: w.token, query: { userId: w.headOfficeId } })).code).toBe(404);
    expect((await t.call('GET', 'auditLog/activity', { token: w.token, query: { userId: w.userId } })).code).toBe(200);
  });

  it("lists and exports only the reconciliation items of our merchants' orders", async () => {
    // Two orders of theirs through the intake; the second is moved to our merchant.
    const theirOrder = { id: (await apply(t)).orderId };
    const ourOrder = { id: (await apply(t)).orderId };
    await t.db.update(orders).set({ merchantId: w.ours }).where(eq(orders.id, ourOrder.id));
    const [run] = await t.db.insert(reconciliationRuns).values({ channel: 'scopeTest', day: '2020-01-01' }).returning();
    await t.db.insert(reconciliationItems).values([
      { runId: run.id, outcome: 'matched', direction: 'collection', reference: 'OURS-1', orderId: ourOrder.id },
      { runId: run.id, outcome: 'matched', direction: 'collection', reference: 'THEIRS-1', orderId: theirOrder.id },
      { runId: run.id, outcome: 'missingInBooks', direction: 'collection', reference: 'NOBODY-1' },
    ]);
    const items = await t.call('GET', `reconciliation/items/${run.id}`, { token: w.token, query: { size: 100 } });
    expect(items.code, items.msg).toBe(200);
    expect(valuesOf(items.data.records, 'reference')).toEqual(['OURS-1']);
    const file = await t.app.inject({ method: 'GET', url: `/api/hc/web/reconciliation/export/${run.id}`, headers: { authorization: `Bearer ${w.token}` } });
    expect(file.headers['x-export-rows']).toBe('1');
    const all = await t.call('GET', `reconciliation/items/${run.id}`, { token: w.headOffice, query: { size: 100 } });
    expect(all.data.total).toBe(3);
  });
});

describe('issue 31.4: merchant scope of the auditors to allocate orders to', () => {
  it("offers only auditors covering our merchants, naming only our merchants", async () => {
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleNo, 'R002'));
    const theirsOnly = await createUser(t.db, role.id);
    const both = await createUser(t.db, role.id);
    await t.db.insert(auditPersonnel).values([
      { userId: theirsOnly.id, merchantIds: [w.theirs], workingStatus: 'working' },
      { userId: both.id, merchantIds: [w.theirs], relatedMerchantIds: [w.ours], workingStatus: 'working' },
    ]);
    const res = await t.call('GET', 'orderAllocation/auditors', { token: w.token });
    expect(res.code, res.msg).toBe(200);
    const offered = res.data as { value: number; merchantIds: number[] }[];
    expect(offered.map((a) => a.value)).not.toContain(theirsOnly.id);
    expect(offered.find((a) => a.value === both.id)?.merchantIds).toEqual([w.ours]);
    expect(offered.flatMap((a) => a.merchantIds).filter((id) => id !== w.ours)).toEqual([]);
  });
});
