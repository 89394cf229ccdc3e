import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, openCall } from './app-open.helpers';
import { MINUTE, SECOND, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
const jamii = demoApp('jamiipesa');
const soko = demoApp('sokocredit');

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const version = (versionCode: number, platform = 'android', app = jamii) => openCall(t, 'GET', 'version', app, { query: { platform, versionCode } });

describe('app authentication', () => {
  it('refuses a missing, unknown or wrong key or secret with 403 before reading the request', async () => {
    for (const creds of [{}, { key: jamii.key }, { key: jamii.key, secret: 'wrong' }, { key: 'nobody', secret: jamii.secret }, { key: jamii.key, secret: soko.secret }]) {
      expect(await openCall(t, 'GET', 'version', creds, { query: { platform: 'windows' } })).toMatchObject({ code: 403, msg: 'The app key or secret is missing or not valid.' });
    }
    expect((await openCall(t, 'GET', 'announcements', {}, { language: 'zh' })).msg).toBe('应用密钥缺失或无效。');
  });

  it('does not take a staff session instead, and the staff API does not take an app key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/hc/web/noAuth/app/announcements', headers: { authorization: `Bearer ${admin}` } });
    expect(response.json().code).toBe(403);
    const staff = await t.app.inject({ method: 'GET', url: '/api/hc/web/announcement/list', headers: { 'x-app-key': jamii.key as string, 'x-app-secret': jamii.secret as string } });
    expect(staff.json().code).toBe(-10);
  });

  it('refuses a disabled app', async () => {
    const { appClients } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(appClients).set({ enabled: false }).where(eq(appClients.appCode, 'harakaloans'));
    expect((await openCall(t, 'GET', 'hotlines', demoApp('harakaloans'))).code).toBe(403);
  });
});

describe('version check', () => {
  it('answers the newest release above the build and whether the update is forced', async () => {
    // Demo: android 230, 240 (forced for Jamii Pesa), 250.
    expect((await version(250)).data).toEqual({ updateAvailable: false, forceUpdate: false, latest: null });
    expect((await version(240)).data).toMatchObject({ updateAvailable: true, forceUpdate: false, latest: { versionName: '2.5.0', versionCode: 250 } });
    expect((await version(230)).data).toMatchObject({ updateAvailable: true, forceUpdate: true, latest: { versionCode: 250 } });
    expect((await version(230, 'android', soko)).data.forceUpdate).toBe(false);
    expect((await version(230, 'ios')).data).toMatchObject({ updateAvailable: true, latest: { versionName: '2.4.1' } });
    expect((await version(-1)).code).toBe(400);
  });

  it('follows AppVersionsManagement: a forced release published, then disabled', async () => {
    const saved = await t.call('POST', 'appVersion/save', { token: admin, body: { appCode: 'jamiipesa', platform: 'android', versionName: '3.0.0', versionCode: 300, notes: 'New look.', forceUpdate: true } });
    expect(saved.code).toBe(200);
    expect((await version(250)).data).toMatchObject({ updateAvailable: true, forceUpdate: true, latest: { versionName: '3.0.0', notes: 'New look.' } });
    expect((await t.call('POST', 'appVersion/enable', { token: admin, body: { id: saved.data.id, enabled: false } })).code).toBe(200);
    expect((await version(250)).data.updateAvailable).toBe(false);
  });
});

describe('announcements', () => {
  it('shows only the app\'s announcements in force; abolished ones disappear and restarted ones reappear', async () => {
    const titles = async () => (await openCall(t, 'GET', 'announcements', jamii)).data.map((a: { title: string }) => a.title);
    expect(await titles()).toEqual(['M-Pesa paybill maintenance', 'Beware of fraudsters']);
    const saved = await t.call('POST', 'announcement/save', { token: admin, body: { appCode: 'jamiipesa', title: 'New limits', content: 'Limits up to KES 50,000.', sort: 1, startsAt: new Date(t.clock.now().getTime() - MINUTE).toISOString() } });
    expect(saved.code).toBe(200);
    expect(await titles()).toContain('New limits');
    expect((await openCall(t, 'GET', 'announcements', soko)).data.map((a: { title: string }) => a.title)).not.toContain('New limits');
    await t.call('POST', 'announcement/enable', { token: admin, body: { id: saved.data.id, enabled: false } });
    expect(await titles()).not.toContain('New limits');
    await t.call('POST', 'announcement/enable', { token: admin, body: { id: saved.data.id, enabled: true } });
    expect(await titles()).toContain('New limits');
    const audit = (await t.auditRows('disable')).find((r) => r.entity === 'announcement' && r.entityId === String(saved.data.id));
    expect(audit?.before).toMatchObject({ enabled: true });
    expect(audit?.after).toMatchObject({ enabled: false });
  });

  it('hides one not started yet or ended', async () => {
    const future = new Date(t.clock.now().getTime() + 60 * MINUTE).toISOString();
    await t.call('POST', 'announcement/save', { token: admin, body: { appCode: 'jamiipesa', title: 'Tomorrow', content: 'Soon.', sort: 1, startsAt: future } });
    expect((await openCall(t, 'GET', 'announcements', jamii)).data.map((a: { title: string }) => a.title)).not.toContain('Tomorrow');
    const bad = await t.call('POST', 'announcement/save', { token: admin, body: { appCode: 'jamiipesa', title: 'Bad', content: 'x', sort: 1, startsAt: future, endsAt: new Date(t.clock.now().getTime()).toISOString() } });
    expect(bad).toMatchObject({ code: 400, msg: 'The end must be after the start.' });
  });
});

describe('launch screens, content and hotlines', () => {
  it('answers the launch screen and the banners in force with public image addresses', async () => {
    const { data } = await openCall(t, 'GET', 'launch', jamii);
    expect(data.launch).toHaveLength(1);
    expect(data.banners.map((b: { title: string }) => b.title)).toEqual(['Repay early, borrow more']);
    expect(data.launch[0].imageUrl).toMatch(/^\/api\/hc\/web\/noAuth\/appImage\/[a-f0-9]{32}\.png$/);
  });

  it('answers a content page in the asked language, else English, and 404 for one not published', async () => {
    expect((await openCall(t, 'GET', 'content/aboutUs', jamii, { query: { language: 'sw' } })).data.title).toBe('Kuhusu Jamii Pesa');
    expect((await openCall(t, 'GET', 'content/privacyPolicy', jamii, { query: { language: 'sw' } })).data).toMatchObject({ language: 'en', title: 'Privacy policy' });
    expect((await openCall(t, 'GET', 'content/faq', jamii)).code).toBe(404);
  });

  it('answers the hotlines in their order, plain (no staff masking applies to an app)', async () => {
    const { data } = await openCall(t, 'GET', 'hotlines', jamii);
    expect(data.map((h: { label: string }) => h.label)).toEqual(['Customer care', 'Collections desk']);
    expect(data[0].contactPhone).toMatch(/^254\d{9}$/);
  });
});

describe('loan supermarket', () => {
  it('lists the enabled products for everyone or for the customer type, in order; a change shows at once', async () => {
    const names = async (customerType?: string) => (await openCall(t, 'GET', 'supermarket/products', jamii, { query: customerType ? { customerType } : {} })).data
      .map((p: { productName: string }) => p.productName);
    expect(await names()).toEqual(['Tala Flex']);
    expect(await names('new')).toEqual(['Tala Flex', 'Zenka Starter']);
    expect(await names('old')).toEqual(['Tala Flex', 'Branch Quick']);
    const products = (await t.call('GET', 'supermarketProduct/list', { token: admin, query: { productName: 'Okash' } })).data.records;
    await t.call('POST', 'supermarketProduct/enable', { token: admin, body: { id: products[0].id, enabled: true } });
    expect(await names()).toEqual(['Tala Flex', 'Okash Mini']);
    const first = (await openCall(t, 'GET', 'supermarket/products', jamii)).data[0];
    expect(first).toMatchObject({ minAmountCents: 50_000, maxAmountCents: 5_000_000, dailyRateBp: 50, termDays: 30 });
    expect(first.logoUrl).toMatch(/^\/api\/hc\/web\/noAuth\/appImage\//);
  });

  it('refuses a minimum above the maximum', async () => {
    const product = (await t.call('GET', 'supermarketProduct/list', { token: admin })).data.records[0];
    expect((await t.call('POST', 'supermarketProduct/update', { token: admin, body: { id: product.id, minAmountCents: '999999' } })).msg)
      .toBe('The minimum cannot be above the maximum.');
  });
});

describe('verification codes', () => {
  const phone = '254711000222';
  const send = () => openCall(t, 'POST', 'verificationCode/send', jamii, { body: { phone, purpose: 'register' } });
  const verify = (code: string) => openCall(t, 'POST', 'verificationCode/verify', jamii, { body: { phone, purpose: 'register', code } });
  const lastCode = async () => {
    const sms = (await t.outbox({ kind: 'verificationCode' })).filter((m) => m.recipient === phone).sort((a, b) => b.id - a.id)[0];
    return /(\d{6})/.exec(t.sentText(sms))?.[1] as string;
  };

  it('sends a code by SMS through the outbox, once a minute at most, valid 5 minutes', async () => {
    expect((await send()).code).toBe(200);
    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect((await send())).toMatchObject({ code: 429 });
    t.clock.advance(5 * MINUTE + SECOND);
    expect((await verify(code)).msg).toBe('The verification code has expired; ask for a new one.');
  });

  it('verifies a fresh code once; a wrong one counts against it', async () => {
    expect((await send()).code).toBe(200);
    const code = await lastCode();
    expect((await verify(code === '000000' ? '111111' : '000000')).data).toEqual({ verified: false });
    expect((await verify(code)).data).toEqual({ verified: true });
    expect((await verify(code)).code).toBe(400);
  });

  it('refuses a bad phone with the spec message', async () => {
    expect((await openCall(t, 'POST', 'verificationCode/send', jamii, { body: { phone: '0711000222', purpose: 'register' } })).msg).toBe('Phone format error, eg: 254123456789');
  });
});
