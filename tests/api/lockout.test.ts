import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { MINUTE, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const WRONG = 'Wrong@2026';
const login = (username: string, password: string, slideToken?: string) =>
  t.call('POST', 'noAuth/logon/login', { body: { username, password, slideToken } });

/** Five wrong passwords; the fourth and fifth need a solved slide, as a person would provide. */
async function failFiveTimes(username: string) {
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push(await login(username, WRONG, i >= 3 ? await t.solveSlide() : undefined));
  return answers;
}

describe('lockout', () => {
  it('locks the account on the fifth failure', async () => {
    const answers = await failFiveTimes('auditor');
    expect(answers.map((a) => a.code)).toEqual([400, 400, 400, 400, 423]);
    expect(answers[4].msg).toBe('Too many failed sign-ins. The account is locked; try again in 15 minutes.');
  });

  it('stays locked with the right password, with or without a slide', async () => {
    expect(await login('auditor', DEMO_PASSWORD)).toMatchObject({ code: 423 });
    const res = await login('auditor', DEMO_PASSWORD, await t.solveSlide());
    expect(res.code).toBe(423);
    expect(res.data?.token).toBeUndefined();
  });

  it('counts down the minutes left', async () => {
    t.clock.advance(10 * MINUTE);
    expect(await login('auditor', DEMO_PASSWORD)).toMatchObject({ code: 423, msg: expect.stringContaining('try again in 5 minutes') });
    t.clock.advance(4 * MINUTE + 59_000);
    expect((await login('auditor', DEMO_PASSWORD)).code).toBe(423);
  });

  it('unlocks once the lock minutes have passed', async () => {
    t.clock.advance(2_000);
    const res = await login('auditor', DEMO_PASSWORD, await t.solveSlide());
    expect(res.code).toBe(200);
    expect(res.data.token).toEqual(expect.any(String));
  });

  it('starts counting afresh after a successful sign-in', async () => {
    expect((await login('auditor', WRONG)).data.slideRequired).toBe(false);
    expect((await login('auditor', DEMO_PASSWORD)).code).toBe(200);
  });

  it('locks per username, so other users are not affected', async () => {
    await failFiveTimes('collector');
    expect((await login('collector', DEMO_PASSWORD)).code).toBe(423);
    expect((await login('telemarketer', DEMO_PASSWORD)).code).toBe(200);
  });

  it('locks unknown usernames the same way, revealing nothing', async () => {
    const answers = await failFiveTimes('no.such.user');
    expect(answers.map((a) => a.code)).toEqual([400, 400, 400, 400, 423]);
  });
});
