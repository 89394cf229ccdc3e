import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideChallenges } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { SECOND, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const WRONG = 'Wrong@2026';
const login = (username: string, password: string, slideToken?: string) =>
  t.call('POST', 'noAuth/logon/login', { body: { username, password, slideToken } });

async function failThreeTimes(username: string) {
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await login(username, WRONG));
  return answers;
}

async function newChallenge() {
  const res = await t.call('GET', 'noAuth/logon/slideChallenge');
  expect(res.code).toBe(200);
  const [row] = await t.db.select().from(slideChallenges).where(eq(slideChallenges.id, res.data.challengeId));
  return { ...res.data, targetX: row.targetX };
}

const verify = (challengeId: string, x: number, durationMs = 400) =>
  t.call('POST', 'noAuth/logon/slideVerify', { body: { challengeId, x, durationMs } });

describe('slide verification', () => {
  it('is demanded after three failures, even with the right password', async () => {
    const answers = await failThreeTimes('auditor');
    expect(answers.map((a) => a.data.slideRequired)).toEqual([false, false, true]);
    const res = await login('auditor', DEMO_PASSWORD);
    expect(res).toMatchObject({ code: 429, msg: 'Please complete the slide verification first.', data: { slideRequired: true } });
    expect(res.data.token).toBeUndefined();
  });

  it('issues a picture with a gap and hides where the gap is', async () => {
    const res = await t.call('GET', 'noAuth/logon/slideChallenge');
    expect(res.data).toMatchObject({ width: 320, height: 160, pieceSize: 44, expiresInSeconds: 120 });
    expect(res.data.picture).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(JSON.stringify(res.data)).not.toMatch(/targetX|target_x/);
  });

  it('lets a solved challenge through for one sign-in attempt with the right password', async () => {
    const { challengeId, targetX } = await newChallenge();
    expect(await verify(challengeId, targetX, 150)).toMatchObject({ code: 200, data: { slideToken: challengeId } });
    const res = await login('auditor', DEMO_PASSWORD, challengeId);
    expect(res.code).toBe(200);
    expect(res.data.token).toEqual(expect.any(String));
  });

  it('spends the slide token on exactly one attempt', async () => {
    await failThreeTimes('collector');
    const token = await t.solveSlide();
    expect(await login('collector', WRONG, token)).toMatchObject({ code: 400, msg: 'The username or password is incorrect.' });
    const again = await login('collector', DEMO_PASSWORD, token);
    expect(again).toMatchObject({ code: 400, msg: 'Please complete the slide verification first.', data: { slideRequired: true } });
    expect(again.data.token).toBeUndefined();
  });

  it('cannot reuse a token after a successful sign-in', async () => {
    const token = await t.solveSlide();
    expect((await login('collector', DEMO_PASSWORD, token)).code).toBe(200);
    const reuse = await login('collector', DEMO_PASSWORD, token);
    expect(reuse).toMatchObject({ code: 400, data: { slideRequired: true } });
  });

  it('fails a wrong position and burns the challenge', async () => {
    const { challengeId, targetX } = await newChallenge();
    const wrongX = targetX > 100 ? targetX - 40 : targetX + 40;
    expect(await verify(challengeId, wrongX)).toMatchObject({ code: 400, msg: 'Slide verification failed. Please try again.' });
    expect(await verify(challengeId, targetX)).toMatchObject({ code: 400, msg: 'Slide verification failed. Please try again.' });
    expect((await login('collector', DEMO_PASSWORD, challengeId)).code).toBe(400);
  });

  it('fails a slide that is faster than a person', async () => {
    const { challengeId, targetX } = await newChallenge();
    expect((await verify(challengeId, targetX, 50)).code).toBe(400);
    expect((await verify(challengeId, targetX, 400)).code).toBe(400);
  });

  it('accepts a position within the tolerance', async () => {
    const { challengeId, targetX } = await newChallenge();
    expect((await verify(challengeId, targetX + 5)).code).toBe(200);
  });

  it('fails a challenge answered after it expired', async () => {
    const { challengeId, targetX } = await newChallenge();
    t.clock.advance(121 * SECOND);
    expect((await verify(challengeId, targetX)).code).toBe(400);
  });

  it('refuses a solved token once its challenge has expired', async () => {
    await failThreeTimes('telemarketer');
    const token = await t.solveSlide();
    t.clock.advance(121 * SECOND);
    expect(await login('telemarketer', DEMO_PASSWORD, token)).toMatchObject({ code: 400, data: { slideRequired: true } });
  });

  it('refuses a challenge that was never issued', async () => {
    expect((await verify('00000000-0000-4000-8000-000000000000', 100)).code).toBe(400);
    expect((await login('service', DEMO_PASSWORD, '00000000-0000-4000-8000-000000000000')).code).toBe(400);
  });
});
