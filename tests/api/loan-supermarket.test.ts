/**
 * The loan supermarket's audience configuration (issue 17): platforms, VIP levels, recommendations and review
 * data change what the customer apps receive through the open API; every write is checked against the screen's
 * codes and audited; bad input is refused with translated messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser } from './fixtures';
import { demoApp, openCall } from './app-open.helpers';
import { startTestApp, type TestApp } from './harness';
import { disbursedLoan, overpaidLoan } from './money-fixtures';

let t: TestApp;
let admin: string;
const jamii = demoApp('jamiipesa');
const NEW_PHONE = '254799123001';

type Named = { id: number; productName?: string; levelCode?: string; platformCode?: string };

async function login(codes: readonly string[]) {
  const role = await createRole(t.db, { codes });
  return t.login((await createUser(t.db, role.id)).username);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

const list = async (api: string, query: Record<string, string | number> = {}) =>
  (await t.call('GET', `${api}/list`, { token: admin, query: { size: 100, ...query } })).data.records as (Named & Record<string, unknown>)[];
const post = (url: string, body: unknown, language = 'en', token = admin) => t.call('POST', url, { token, body, language });
const levelId = async (code: string) => (await list('supermarketVipLevel')).find((l) => l.levelCode === code)!.id;
const productId = async (name: string) => (await list('supermarketProduct')).find((p) => p.productName === name)!.id;
const recommendation = async (level: string, product: string) =>
  (await list('supermarketRecommend', { vipLevelId: await levelId(level) })).find((r) => r.productName === product)!;
const names = (rows: { productName: string }[]) => rows.map((r) => r.productName);
const recommended = async (phone: string, query: Record<string, string | number> = {}) =>
  (await openCall(t, 'GET', 'supermarket/recommendations', jamii, { query: { phone, ...query } })).data;

describe('demo rows', () => {
  it('lists platforms, levels, recommendations and review data, with names joined', async () => {
    expect((await list('supermarketPlatform')).map((p) => p.platformCode)).toEqual(expect.arrayContaining(['jamiipesa-tab', 'mkopo-hub', 'pesa-compare']));
    expect((await list('supermarketVipLevel')).map((l) => l.levelCode)).toEqual(['V0', 'V1', 'V2', 'V3']);
    const recs = await list('supermarketRecommend', { vipLevelId: await levelId('V0') });
    expect(recs.map((r) => [r.levelName, r.productName])).toEqual([['V0 · Member', 'Zenka Starter'], ['V0 · Member', 'Tala Flex']]);
    expect((await list('reviewData', { platform: 'android', versionCode: 260 })).length).toBe(2);
    const options = await t.call('GET', 'supermarketRecommend/options/levels', { token: admin });
    expect(options.data[0]).toEqual({ value: await levelId('V0'), label: 'V0 · Member' });
  });
});

describe('VIP levels and recommendations through the open API', () => {
  it('gives a new customer the lowest level and its recommendations for new customers, in order', async () => {
    const vip = (await openCall(t, 'GET', 'supermarket/vip', jamii, { query: { phone: NEW_PHONE } })).data;
    expect(vip).toMatchObject({ settledLoans: 0, customerType: 'new', level: { levelCode: 'V0', recommendLimit: 2 }, nextLevel: { levelCode: 'V1', loansToGo: 1 } });
    const answer = await recommended(NEW_PHONE);
    expect(answer).toMatchObject({ review: false, level: { levelCode: 'V0' } });
    expect(names(answer.products)).toEqual(['Zenka Starter', 'Tala Flex']);
    expect(answer.products[0].logoUrl).toMatch(/^\/api\/hc\/web\/noAuth\/appImage\//);
  });

  it('follows the screen: order, the enabled switch, the level\'s limit, the level itself', async () => {
    const tala = await recommendation('V0', 'Tala Flex');
    expect((await post('supermarketRecommend/update', { id: tala.id, sort: 1 })).code).toBe(200);
    expect(names((await recommended(NEW_PHONE)).products)).toEqual(['Tala Flex', 'Zenka Starter']);
    expect((await post('supermarketRecommend/enable', { id: tala.id, enabled: false })).code).toBe(200);
    expect(names((await recommended(NEW_PHONE)).products)).toEqual(['Zenka Starter']);
    expect((await post('supermarketRecommend/enable', { id: tala.id, enabled: true })).code).toBe(200);
    const v0 = await levelId('V0');
    expect((await post('supermarketVipLevel/update', { id: v0, recommendLimit: 1 })).code).toBe(200);
    expect(names((await recommended(NEW_PHONE)).products)).toEqual(['Tala Flex']);
    expect((await post('supermarketVipLevel/enable', { id: v0, enabled: false })).code).toBe(200);
    expect(await recommended(NEW_PHONE)).toMatchObject({ level: null, products: [] });
    expect((await openCall(t, 'GET', 'supermarket/vip', jamii, { query: { phone: NEW_PHONE } })).data).toMatchObject({ level: null, nextLevel: { levelCode: 'V1' } });
    await post('supermarketVipLevel/enable', { id: v0, enabled: true });
    await post('supermarketVipLevel/update', { id: v0, recommendLimit: 2 });
    // A disabled product is never recommended, whatever the recommendation says.
    const zenka = await productId('Zenka Starter');
    await post('supermarketProduct/enable', { id: zenka, enabled: false });
    expect(names((await recommended(NEW_PHONE)).products)).toEqual(['Tala Flex']);
    await post('supermarketProduct/enable', { id: zenka, enabled: true });
  });

  it('raises a customer by loans repaid in full at the app\'s merchant; returning customers get returning offers', async () => {
    const open = await disbursedLoan(t, { customer: 910_001 });
    const owing = (await openCall(t, 'GET', 'supermarket/vip', jamii, { query: { phone: open.order.phone } })).data;
    expect(owing).toMatchObject({ settledLoans: 0, customerType: 'old', level: { levelCode: 'V0' } });
    // Zenka Starter is for new customers only: a returning customer is not offered it.
    expect(names((await recommended(open.order.phone)).products)).toEqual(['Tala Flex']);

    const repaid = await overpaidLoan(t, 0, { customer: 910_002 });
    const vip = (await openCall(t, 'GET', 'supermarket/vip', jamii, { query: { phone: repaid.order.phone } })).data;
    expect(vip).toMatchObject({ settledLoans: 1, level: { levelCode: 'V1', levelName: 'Silver' }, nextLevel: { levelCode: 'V2', loansToGo: 2 } });
    expect(names((await recommended(repaid.order.phone)).products)).toEqual(['Tala Flex', 'Branch Quick']);
    // The same phone at another merchant's app is a new customer there.
    const haraka = (await openCall(t, 'GET', 'supermarket/vip', demoApp('harakaloans'), { query: { phone: repaid.order.phone } })).data;
    expect(haraka).toMatchObject({ settledLoans: 0, customerType: 'new', level: { levelCode: 'V0' } });
    // Lowering Silver's threshold does not matter here; lowering Gold's to 1 lifts the customer at once.
    expect((await post('supermarketVipLevel/update', { id: await levelId('V2'), minSettledLoans: 1 }, 'zh')).msg).toBe('已有 VIP 等级从此借款笔数开始。');
    await post('supermarketVipLevel/update', { id: await levelId('V1'), minSettledLoans: 2 });
    await post('supermarketVipLevel/update', { id: await levelId('V2'), minSettledLoans: 1 });
    expect((await recommended(repaid.order.phone)).level).toEqual({ levelCode: 'V2', levelName: 'Gold' });
    await post('supermarketVipLevel/update', { id: await levelId('V2'), minSettledLoans: 3 });
    await post('supermarketVipLevel/update', { id: await levelId('V1'), minSettledLoans: 1 });
  });
});

describe('platforms', () => {
  const listing = (code: string, app = jamii) => openCall(t, 'GET', `supermarket/platforms/${code}/products`, app);

  it('lists the platform\'s enabled products in the supermarket\'s order, only to its own app', async () => {
    const hub = await listing('mkopo-hub');
    expect(hub.data).toMatchObject({ platformCode: 'mkopo-hub', platformName: 'Mkopo Hub aggregator' });
    expect(names(hub.data.products)).toEqual(['Tala Flex', 'Branch Quick']);
    expect((await listing('harakaloans-tab')).code).toBe(404);
    expect((await listing('pesa-compare')).code).toBe(404);
    expect((await listing('NOT_A_CODE')).code).toBe(404);
    expect((await listing('mkopo-hub', {})).code).toBe(403);
  });

  it('follows the screen: products listed, the switch', async () => {
    const hub = (await list('supermarketPlatform')).find((p) => p.platformCode === 'mkopo-hub')!;
    expect(hub.productNames).toBe('Tala Flex, Branch Quick');
    const zenka = await productId('Zenka Starter');
    expect((await post('supermarketPlatform/update', { id: hub.id, productIds: [zenka] })).code).toBe(200);
    expect(names((await listing('mkopo-hub')).data.products)).toEqual(['Zenka Starter']);
    expect((await post('supermarketPlatform/enable', { id: hub.id, enabled: false })).code).toBe(200);
    expect((await listing('mkopo-hub')).code).toBe(404);
    const audit = (await t.auditRows('update')).find((r) => r.entity === 'supermarketPlatform' && r.entityId === String(hub.id));
    expect(audit?.before).toMatchObject({ productIds: [expect.any(Number), expect.any(Number)] });
    expect(audit?.after).toMatchObject({ productIds: [zenka] });
  });

  it('refuses bad platforms with translated messages', async () => {
    const base = { platformCode: 'new-hub', platformName: 'New hub', appCode: 'jamiipesa', productIds: [await productId('Tala Flex')], sort: 3 };
    expect((await post('supermarketPlatform/save', { ...base, platformCode: 'Bad Code' })).msg).toBe('Platform code: 2 to 32 lower-case letters, digits or hyphens, starting with a letter or digit.');
    expect((await post('supermarketPlatform/save', { ...base, productIds: [] })).msg).toBe('Choose at least one product for the platform to list.');
    expect((await post('supermarketPlatform/save', { ...base, productIds: [999_999] }, 'zh')).msg).toBe('请选择一个贷超产品。');
    expect((await post('supermarketPlatform/save', { ...base, appCode: 'nope' })).code).toBe(400);
    const dup = await post('supermarketPlatform/save', { ...base, platformCode: 'jamiipesa-tab' });
    expect([dup.code, dup.msg]).toEqual([409, 'Another platform already has this code.']);
    expect((await post('supermarketPlatform/save', base)).code).toBe(200);
    expect(names((await listing('new-hub')).data.products)).toEqual(['Tala Flex']);
  });
});

describe('review data', () => {
  it('answers the build under review with its offers instead of the recommendations; other builds get the real ones', async () => {
    const review = (await openCall(t, 'GET', 'supermarket/review', jamii, { query: { platform: 'android', versionCode: 260 } })).data;
    expect(review.review).toBe(true);
    expect(names(review.offers)).toEqual(['Salary Advance 90', 'School Fees 180']);
    expect(review.offers[0]).toMatchObject({ termDays: 91, annualRateBp: 2400, minAmountCents: 100_000 });
    expect((await openCall(t, 'GET', 'supermarket/review', jamii, { query: { platform: 'android', versionCode: 250 } })).data).toEqual({ review: false, offers: [] });
    // The disabled iOS offer does not put that build under review; another app never sees Jamii Pesa's.
    expect((await openCall(t, 'GET', 'supermarket/review', jamii, { query: { platform: 'ios', versionCode: 242 } })).data.review).toBe(false);
    expect((await openCall(t, 'GET', 'supermarket/review', demoApp('sokocredit'), { query: { platform: 'android', versionCode: 260 } })).data.review).toBe(false);
    const inReview = await recommended(NEW_PHONE, { platform: 'android', versionCode: 260 });
    expect(inReview).toMatchObject({ review: true, level: null, products: [] });
    expect(inReview.offers).toHaveLength(2);
    expect(names((await recommended(NEW_PHONE, { platform: 'android', versionCode: 250 })).products).length).toBeGreaterThan(0);
  });

  it('follows the screen and refuses offers the stores would refuse', async () => {
    const base = { appCode: 'sokocredit', platform: 'ios', versionCode: 301, productName: 'Review loan', minAmountCents: '1,000', maxAmountCents: '50,000', annualRateBp: '20', termDays: 91, sort: 1 };
    expect((await post('reviewData/save', { ...base, termDays: 30 })).code).toBe(400);
    expect((await post('reviewData/save', { ...base, minAmountCents: '60,000' })).msg).toBe('The minimum may not exceed the maximum.');
    expect((await post('reviewData/save', { ...base, minAmountCents: '60,000' }, 'zh')).msg).toBe('最低金额不能高于最高金额。');
    const saved = await post('reviewData/save', base);
    expect(saved.code, saved.msg).toBe(200);
    const soko = demoApp('sokocredit');
    const answer = (await openCall(t, 'GET', 'supermarket/review', soko, { query: { platform: 'ios', versionCode: 301 } })).data;
    expect(answer.offers).toEqual([expect.objectContaining({ productName: 'Review loan', minAmountCents: 100_000, maxAmountCents: 5_000_000, annualRateBp: 2000 })]);
    expect((await post('reviewData/update', { id: saved.data.id, minAmountCents: '70,000' })).code).toBe(400);
    await post('reviewData/enable', { id: saved.data.id, enabled: false });
    expect((await openCall(t, 'GET', 'supermarket/review', soko, { query: { platform: 'ios', versionCode: 301 } })).data.review).toBe(false);
  });
});

describe('rules and permissions', () => {
  it('keeps levels and recommendations consistent', async () => {
    const v3 = await levelId('V3');
    const inUse = await post('supermarketVipLevel/delete', { ids: [v3] });
    expect([inUse.code, inUse.msg]).toEqual([409, 'This level still has 3 recommendation(s); delete or move them first.']);
    const dup = await post('supermarketRecommend/save', { vipLevelId: v3, productId: await productId('Tala Flex'), sort: 1 });
    expect([dup.code, dup.msg]).toEqual([409, 'This product is already recommended to this level.']);
    expect((await post('supermarketRecommend/save', { vipLevelId: 999_999, productId: await productId('Tala Flex'), sort: 1 })).msg).toBe('Choose one of the VIP levels.');
    expect((await post('supermarketVipLevel/save', { levelCode: 'v9', levelName: 'x', minSettledLoans: 9, recommendLimit: 1 })).msg).toBe('Level code: 1 to 8 capital letters or digits, e.g. V1.');
    const v4 = await post('supermarketVipLevel/save', { levelCode: 'V4', levelName: 'Diamond', minSettledLoans: 10, recommendLimit: 1 });
    expect(v4.code).toBe(200);
    expect((await post('supermarketVipLevel/delete', { ids: [v4.data.id] })).code).toBe(200);
    const deleted = (await t.auditRows('delete')).find((r) => r.entity === 'supermarketVipLevel');
    expect(deleted?.before).toMatchObject({ levelCode: 'V4' });
  });

  it('needs the screen\'s codes; the open API needs the app\'s key and a valid phone', async () => {
    const viewer = await login(['LoanSupermarketSystem:LoanSupermarketRecommendProductManagement:view']);
    expect((await t.call('GET', 'supermarketRecommend/list', { token: viewer })).code).toBe(200);
    expect((await t.call('GET', 'supermarketRecommend/options/products', { token: viewer })).code).toBe(200);
    expect((await post('supermarketRecommend/update', { id: 1, sort: 3 }, 'en', viewer)).code).toBe(403);
    for (const url of ['supermarketPlatform/list', 'supermarketVipLevel/list', 'reviewData/list', 'reviewData/options/apps', 'supermarketPlatform/options/apps']) {
      expect((await t.call('GET', url, { token: viewer })).code, url).toBe(403);
    }
    expect((await openCall(t, 'GET', 'supermarket/recommendations', { key: jamii.key, secret: 'wrong' }, { query: { phone: NEW_PHONE } })).code).toBe(403);
    expect((await openCall(t, 'GET', 'supermarket/vip', jamii, { query: { phone: '0712' } })).code).toBe(400);
    expect((await openCall(t, 'GET', 'supermarket/review', jamii, { query: { platform: 'windows', versionCode: 1 } })).code).toBe(400);
  });
});
