import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'RiskControlSystem/RuleSet';
let t: TestApp;
let admin: string;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchantId = (await t.call('GET', 'ruleSet/options/merchants', { token: admin })).data[1].value;
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, language = 'en') => t.call('POST', url, { token: admin, body, language });
const sets = async (query: Record<string, string | number> = {}) =>
  (await t.call('GET', 'ruleSet/list', { token: admin, query: { size: 100, ...query } })).data.records as Array<Record<string, unknown>>;
const newSet = async (name: string, merchant = 0) => (await post('ruleSet/save', { name, merchantId: merchant })).data;
const rule = (ruleSetId: number, over: Record<string, unknown> = {}) => ({
  ruleSetId, name: 'Too young', variable: 'age', operator: 'lt', threshold: '21', action: 'refuse', refuseCode: 'R301', sort: 1, ...over,
});

describe('rule sets', () => {
  it('offers "all merchants" first and lists the seeded sets with rule counts', async () => {
    const options = (await t.call('GET', 'ruleSet/options/merchants', { token: admin, language: 'zh' })).data;
    expect(options[0]).toEqual({ value: 0, label: '全部商户' });
    const seeded = await sets();
    const retail = seeded.find((s) => s.name === 'Kenya retail policy v3');
    expect(retail).toMatchObject({ merchantId: null, merchantName: null, enabled: true, ruleCount: 15 });
  });

  it('stores "all merchants" as no merchant and a merchant by id', async () => {
    expect(await newSet('Draft for all')).toMatchObject({ merchantId: null, enabled: false, ruleCount: 0 });
    expect(await newSet('Draft for one', merchantId)).toMatchObject({ merchantId, merchantName: expect.any(String) });
    expect((await post('ruleSet/save', { name: 'Nowhere', merchantId: 9999 })).msg).toBe('The merchant does not exist.');
    expect((await post('ruleSet/save', { merchantId: 0 })).msg).toBe('Please provide complete information.');
  });

  it('enabling a set switches off the enabled set of the same merchant only, audited', async () => {
    const forAll = await newSet('Policy v4');
    const forMerchant = await newSet('Merchant pilot', merchantId);
    const retail = (await sets()).find((s) => s.name === 'Kenya retail policy v3')!;
    expect((await post('ruleSet/enable', { id: forMerchant.id, enabled: true })).code).toBe(200);
    expect((await post('ruleSet/enable', { id: forAll.id, enabled: true })).code).toBe(200);
    const enabled = (await sets({ enabled: 'true' })).map((s) => s.name).sort();
    expect(enabled).toEqual(['Merchant pilot', 'Policy v4']);
    const switchedOff = (await t.auditRows('disable')).find((r) => r.entity === 'ruleSet' && r.entityId === String(retail.id));
    expect(switchedOff?.after).toMatchObject({ enabled: false, switchedOffFor: forAll.id });
    const other = await newSet('Merchant pilot 2', merchantId);
    await post('ruleSet/enable', { id: other.id, enabled: true });
    expect((await sets({ enabled: 'true' })).map((s) => s.name).sort()).toEqual(['Merchant pilot 2', 'Policy v4']);
  });

  it('refuses moving an enabled set onto a merchant that has one, and deleting an enabled set', async () => {
    const enabledForAll = (await sets({ enabled: 'true' })).find((s) => s.merchantId === null)!;
    expect((await post('ruleSet/update', { id: enabledForAll.id, merchantId })).msg)
      .toBe('That merchant already has an enabled rule set; disable one of them first.');
    expect((await post('ruleSet/delete', { ids: [enabledForAll.id] })).msg)
      .toBe('Rule set Policy v4 is enabled; disable it before deleting.');
    const draft = await newSet('To delete');
    expect((await post('ruleSet/delete', { ids: [draft.id] })).code).toBe(200);
    expect((await t.auditRows('delete')).some((r) => r.entity === 'ruleSet' && r.entityId === String(draft.id))).toBe(true);
  });
});

describe('rules', () => {
  it('adds, lists by set and audits a rule; a refusing rule scores nothing', async () => {
    const set = await newSet('Rules host');
    const added = await post('riskRule/save', rule(set.id, { scoreDelta: 50 }));
    expect(added.data).toMatchObject({ action: 'refuse', refuseCode: 'R301', scoreDelta: 0, enabled: true });
    await post('riskRule/save', rule(set.id, { name: 'Income', variable: 'monthlyIncomeKes', operator: 'gte', threshold: '50000', action: 'score', scoreDelta: 40, refuseCode: 'R302', sort: 2 }));
    const list = (await t.call('GET', 'riskRule/list', { token: admin, query: { ruleSetId: set.id } })).data;
    expect(list.records.map((r: { name: string; refuseCode: string | null }) => [r.name, r.refuseCode])).toEqual([['Too young', 'R301'], ['Income', null]]);
    expect((await sets()).find((s) => s.id === set.id)?.ruleCount).toBe(2);
    expect((await t.auditRows('create')).some((r) => r.entity === 'riskRule' && r.entityId === String(added.data.id))).toBe(true);
  });

  it('validates the fields together', async () => {
    const set = await newSet('Validation host');
    expect((await post('riskRule/save', rule(set.id, { threshold: 'twenty' }))).msg).toBe('The threshold of a numeric variable must be a number.');
    expect((await post('riskRule/save', rule(set.id, { operator: 'in', threshold: '18,19,20' }))).code).toBe(200);
    expect((await post('riskRule/save', rule(set.id, { refuseCode: undefined }))).msg).toBe('A refusing rule needs a refuse code.');
    expect((await post('riskRule/save', rule(set.id, { action: 'score', scoreDelta: 0 }))).msg).toBe('A scoring rule needs a score change other than 0.');
    expect((await post('riskRule/save', rule(set.id, { action: 'score' }))).msg).toBe('A scoring rule needs a score change other than 0.');
    expect((await post('riskRule/save', rule(set.id, { variable: 'county', operator: 'gt', threshold: 'Nairobi' }))).msg)
      .toBe('A text variable can only be compared with equals, differs from, in list or not in list.');
    expect((await post('riskRule/save', rule(set.id, { variable: 'county', operator: 'in', threshold: 'Nairobi, Kisumu' }))).code).toBe(200);
    expect((await post('riskRule/save', rule(set.id, { variable: 'shoeSize' }))).msg).toBe('The value of Variable is not one of the choices.');
    expect((await post('riskRule/save', rule(set.id, { threshold: 'x' }), 'zh')).msg).toBe('数值变量的阈值必须是数字。');
    expect((await post('riskRule/save', rule(99999))).msg).toBe('The rule set does not exist.');
    const saved = (await post('riskRule/save', rule(set.id))).data;
    expect((await post('riskRule/update', { id: saved.id, action: 'score' })).msg).toBe('A scoring rule needs a score change other than 0.');
    expect((await post('riskRule/update', { id: saved.id, action: 'score', scoreDelta: -20 })).data).toMatchObject({ refuseCode: null, scoreDelta: -20 });
  });

  it('tests facts against the enabled rules of a set', async () => {
    const set = await newSet('Test host');
    await post('riskRule/save', rule(set.id));
    await post('riskRule/save', rule(set.id, { name: 'Low SIM age', variable: 'simAgeDays', operator: 'lt', threshold: '90', action: 'score', scoreDelta: -50, sort: 2 }));
    const off = (await post('riskRule/save', rule(set.id, { name: 'Nairobi bonus', variable: 'county', operator: 'eq', threshold: 'nairobi', action: 'score', scoreDelta: 10, sort: 3 }))).data;
    await post('riskRule/enable', { id: off.id, enabled: false });
    const young = (await post('ruleSet/test', { ruleSetId: set.id, facts: { age: 19, simAgeDays: 30, county: 'Nairobi' } })).data;
    expect(young).toMatchObject({ tested: 2, decision: 'refuse', refuseCode: 'R301', scoreDelta: -50 });
    expect(young.hits.map((h: { name: string }) => h.name)).toEqual(['Too young', 'Low SIM age']);
    const fine = (await post('ruleSet/test', { ruleSetId: set.id, facts: { age: 30, simAgeDays: 400 } })).data;
    expect(fine).toMatchObject({ decision: 'pass', hits: [], scoreDelta: 0, refuseCode: null });
    expect((await post('ruleSet/test', { ruleSetId: set.id, facts: { height: 2 } })).code).toBe(400);
    expect((await post('ruleSet/test', { ruleSetId: 99999, facts: {} })).code).toBe(404);
  });
});

describe('permissions', () => {
  it('a view-only role may list and test, not change sets or rules', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const set = (await sets())[0];
    expect((await t.call('GET', 'ruleSet/list', { token })).code).toBe(200);
    expect((await t.call('GET', 'riskRule/list', { token, query: { ruleSetId: Number(set.id) } })).code).toBe(200);
    expect((await t.call('POST', 'ruleSet/test', { token, body: { ruleSetId: set.id, facts: { age: 30 } } })).code).toBe(200);
    expect((await t.call('POST', 'ruleSet/save', { token, body: { name: 'x', merchantId: 0 } })).code).toBe(403);
    expect((await t.call('POST', 'ruleSet/enable', { token, body: { id: set.id, enabled: true } })).code).toBe(403);
    expect((await t.call('POST', 'riskRule/save', { token, body: rule(Number(set.id)) })).code).toBe(403);
    const none = await t.login((await createUser(t.db, (await createRole(t.db)).id)).username);
    expect((await t.call('GET', 'ruleSet/list', { token: none })).code).toBe(403);
  });
});
