/** A negative amount is answered as negative, not as a format problem (issue 36: ConsumptionTypeConfig's price). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

describe('a negative price', () => {
  it('is refused with "cannot be negative" in en and zh; a malformed one still with the two-decimals message', async () => {
    const save = (unitPriceCents: string, language = 'en') => t.call('POST', 'consumptionType/save', { token: admin, language, body: { name: 'Negative test', code: 'NEG1', basis: 'manual', unitPriceCents } });
    expect(await save('-5')).toMatchObject({ code: 400 });
    expect((await save('-5')).msg).toContain('The amount cannot be negative.');
    expect((await save('-5', 'zh')).msg).toContain('金额不能为负数。');
    expect((await save('5.001')).msg).toContain('Enter an amount with up to two decimals.');
  });
});
