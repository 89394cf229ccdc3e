import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('collector');
});
afterAll(async () => { await t?.close(); });

const options = (key: string, language?: string, withToken = token) =>
  t.call('GET', `getSelectOptionRespDtos/${key}`, { token: withToken, language });

describe('dictionary options', () => {
  it('lists the seven order statuses in order with English labels', async () => {
    const res = await options('ORDER_STATUS');
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(7);
    expect(res.data.map((o: { value: string }) => o.value)).toEqual(['10', '20', '30', '40', '50', '60', '70']);
    expect(res.data[0]).toEqual({ key: '10', value: '10', label: 'To be allocated', valueType: 'text' });
    expect(res.data[6].label).toBe('Cancelled');
  });

  it('labels them in Chinese when asked', async () => {
    const res = await options('ORDER_STATUS', 'zh');
    expect(res.data.map((o: { label: string }) => o.label))
      .toEqual(['待分配', '待审核', '待放款', '机审拒绝', '审批拒绝', '已放款', '已取消']);
  });

  it('reads "ke" as English', async () => {
    expect((await options('ORDER_STATUS', 'ke')).data[0].label).toBe('To be allocated');
  });

  it('answers an empty list for an unknown key', async () => {
    expect(await options('NO_SUCH_DICTIONARY')).toEqual({ code: 200, msg: 'success', data: [] });
  });

  it('requires a session', async () => {
    expect(await options('ORDER_STATUS', undefined, '')).toMatchObject({ code: -10, data: null });
    expect(await options('ORDER_STATUS', undefined, 'garbage')).toMatchObject({ code: -10, data: null });
  });
});
