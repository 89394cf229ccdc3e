import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'RiskControlSystem/RiskControlModel';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, language = 'en') => t.call('POST', url, { token: admin, body, language });
const models = async () => (await t.call('GET', 'riskModel/list', { token: admin, query: { size: 100 } })).data.records as Array<Record<string, unknown>>;
const level = (modelId: number, level: string, minScore: number, maxScore: number, refuse = false) =>
  post('riskModelLevel/save', { modelId, level, minScore, maxScore, refuse });

describe('risk models', () => {
  it('lists the seeded model with its level count', async () => {
    expect((await models()).find((m) => m.name === 'Scorecard 2026-Q3')).toMatchObject({ enabled: true, baseScore: 620, levelCount: 5 });
  });

  it('validates the model fields', async () => {
    expect((await post('riskModel/save', { name: 'Bad', baseScore: -1 })).msg).toBe('Base score: at least 0.');
    expect((await post('riskModel/save', { baseScore: 600 })).msg).toBe('Please provide complete information.');
  });

  it('refuses enabling a model without levels', async () => {
    const empty = (await post('riskModel/save', { name: 'Empty', baseScore: 600 })).data;
    expect((await post('riskModel/enable', { id: empty.id, enabled: true })).msg).toBe('Add the model\'s levels before enabling it.');
  });

  it('enabling a model switches the other off in the same change, audited', async () => {
    const seeded = (await models()).find((m) => m.enabled)!;
    const next = (await post('riskModel/save', { name: 'Scorecard 2026-Q4', baseScore: 600 })).data;
    expect((await level(next.id, 'a', 650, 9999)).data).toMatchObject({ level: 'A', refuse: false });
    expect((await post('riskModel/enable', { id: next.id, enabled: true })).code).toBe(200);
    expect((await models()).filter((m) => m.enabled).map((m) => m.id)).toEqual([next.id]);
    const row = (await t.auditRows('disable')).find((r) => r.entity === 'riskModel' && r.entityId === String(seeded.id));
    expect(row?.after).toMatchObject({ enabled: false, switchedOffFor: next.id });
    expect((await post('riskModel/delete', { ids: [next.id] })).msg).toBe('Model Scorecard 2026-Q4 is enabled; enable another model before deleting it.');
    expect((await post('riskModel/enable', { id: seeded.id, enabled: true })).code).toBe(200);
    expect((await post('riskModel/delete', { ids: [next.id] })).code).toBe(200);
  });
});

describe('levels', () => {
  it('refuses min above max, overlapping bands and a repeated level', async () => {
    const model = (await post('riskModel/save', { name: 'Bands', baseScore: 600 })).data;
    expect((await level(model.id, 'A', 700, 9999)).code).toBe(200);
    expect((await level(model.id, 'B', 650, 699)).code).toBe(200);
    expect((await level(model.id, 'C', 660, 600)).msg).toBe('The minimum score cannot be greater than the maximum score.');
    expect((await level(model.id, 'C', 600, 650)).msg).toBe('The score band overlaps level B.');
    expect((await level(model.id, 'C', 600, 650, false)).code).toBe(409);
    expect((await level(model.id, 'b', 100, 200)).msg).toBe('This model already has that level.');
    expect((await level(model.id, 'A B', 0, 1)).msg).toBe('Level: 1 to 8 letters or digits, e.g. A.');
    expect((await level(99999, 'Z', 0, 1)).msg).toBe('The risk model does not exist.');
    const e = (await level(model.id, 'E', -9999, 649, true)).data;
    expect(e).toMatchObject({ refuse: true });
    const list = (await t.call('GET', 'riskModelLevel/list', { token: admin, query: { modelId: model.id } })).data.records;
    expect(list.map((l: { level: string }) => l.level)).toEqual(['A', 'B', 'E']);
  });

  it('checks an edited band against the others but not against itself, and audits it', async () => {
    const model = (await post('riskModel/save', { name: 'Edit bands', baseScore: 600 })).data;
    const a = (await level(model.id, 'A', 700, 9999)).data;
    await level(model.id, 'B', 600, 699);
    expect((await post('riskModelLevel/update', { id: a.id, minScore: 720 })).code).toBe(200);
    expect((await post('riskModelLevel/update', { id: a.id, minScore: 650 })).msg).toBe('The score band overlaps level B.');
    expect((await post('riskModelLevel/update', { id: a.id, maxScore: 100 }, 'zh')).msg).toBe('最低分不能大于最高分。');
    const row = (await t.auditRows('update')).find((r) => r.entity === 'riskModelLevel' && r.entityId === String(a.id));
    expect(row?.before).toMatchObject({ minScore: 700 });
    expect(row?.after).toMatchObject({ minScore: 720 });
  });
});

describe('permissions', () => {
  it('a view-only role lists models and levels but cannot change them', async () => {
    const token = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)] })).id)).username);
    const model = (await models())[0];
    expect((await t.call('GET', 'riskModel/list', { token })).code).toBe(200);
    expect((await t.call('GET', 'riskModelLevel/list', { token, query: { modelId: Number(model.id) } })).code).toBe(200);
    expect((await t.call('POST', 'riskModel/save', { token, body: { name: 'x', baseScore: 1 } })).code).toBe(403);
    expect((await t.call('POST', 'riskModel/enable', { token, body: { id: model.id, enabled: true } })).code).toBe(403);
    expect((await t.call('POST', 'riskModelLevel/save', { token, body: { modelId: model.id, level: 'Z', minScore: 1, maxScore: 2 } })).code).toBe(403);
  });
});
