import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideChallenges } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { SECOND, startTestApp, type TestApp } from './harness';
import { humanTrace, straightTrace } from './slide-trace';

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

const verify = (challengeId: string, x: number, trace: readonly (readonly [number, number])[] = humanTrace(x)) =>
  t.call('POST', 'noAuth/logon/slideVerify', { body: { challengeId, x, trace } });
const pngOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

describe('slide verification', () => {
  it('is demanded after three failures, even with the right password', async () => {
    const answers = await failThreeTimes('auditor');
    expect(answers.map((a) => a.data.slideRequired)).toEqual([false, false, true]);
    const res = await login('auditor', DEMO_PASSWORD);
    expect(res).toMatchObject({ code: 429, msg: 'Please complete the slide verification first.', data: { slideRequired: true } });
    expect(res.data.token).toBeUndefined();
  });

  it('issues a raster picture and piece that name no position', async () => {
    const res = await t.call('GET', 'noAuth/logon/slideChallenge');
    expect(res.data).toMatchObject({ width: 320, height: 160, pieceSize: 44, expiresInSeconds: 120 });
    expect(res.data.picture).toMatch(/^data:image\/png;base64,/);
    expect(res.data.piece).toMatch(/^data:image\/png;base64,/);
    const png = pngOf(res.data.picture);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(320);
    expect(png.readUInt32BE(20)).toBe(160);
    expect(pngOf(res.data.piece).readUInt32BE(16)).toBe(44);
    expect(JSON.stringify(res.data)).not.toMatch(/targetX|target_x/);
    expect(Object.keys(res.data).sort()).toEqual(['challengeId', 'expiresInSeconds', 'height', 'picture', 'piece', 'pieceSize', 'pieceY', 'width']);
  });

  it('draws every picture afresh: the same challenge twice never shares its bytes', async () => {
    const [a, b] = [await t.call('GET', 'noAuth/logon/slideChallenge'), await t.call('GET', 'noAuth/logon/slideChallenge')];
    expect(a.data.picture).not.toBe(b.data.picture);
    expect(a.data.piece).not.toBe(b.data.piece);
  });

  it('refuses the old attack: no gap position to parse, and the bare answer without a trace is refused', async () => {
    const res = await t.call('GET', 'noAuth/logon/slideChallenge');
    const decoded = Buffer.from(res.data.picture.split(',')[1], 'base64').toString('utf8');
    expect(/<rect x="(\d+)"[^>]*fill="#000"/.exec(decoded)).toBeNull();
    // Even told the answer, the old request (a position and a duration) no longer passes.
    const [row] = await t.db.select().from(slideChallenges).where(eq(slideChallenges.id, res.data.challengeId));
    const old = await t.call('POST', 'noAuth/logon/slideVerify', { body: { challengeId: row.id, x: row.targetX, durationMs: 400 } });
    expect(old.code).toBe(400);
  });

  it('refuses the right position sent with a straight, evenly timed trace', async () => {
    const { challengeId, targetX } = await newChallenge();
    expect(await verify(challengeId, targetX, straightTrace(targetX))).toMatchObject({ code: 400, msg: 'Slide verification failed. Please try again.' });
    expect((await login('collector', DEMO_PASSWORD, challengeId)).code).toBe(400);
  });

  it('refuses an instant jump, too few points, a too quick drag and time running backwards', async () => {
    type Trace = [number, number][];
    const cases: Record<string, (x: number) => Trace> = {
      instant: (x) => [[0, 0], [1, x]],
      fewPoints: (x) => straightTrace(x, 4, 2000) as Trace,
      tooQuick: (x) => humanTrace(x).map(([ms, px]) => [Math.round(ms / 10), px]),
      backwards: (x) => humanTrace(x).map(([ms, px], i) => [i === 6 ? 5 : ms, px]),
      teleport: (x) => humanTrace(x).map(([ms, px], i) => [ms, i === 8 ? px + 200 : px]),
    };
    for (const [name, make] of Object.entries(cases)) {
      const { challengeId, targetX } = await newChallenge();
      expect((await verify(challengeId, targetX, make(targetX))).code, name).toBe(400);
    }
  });

  it('refuses a trace that ends somewhere else than the answer', async () => {
    const { challengeId, targetX } = await newChallenge();
    expect((await verify(challengeId, targetX, humanTrace(targetX - 30))).code).toBe(400);
  });

  it('passes a human-like drag: uneven pauses, speeding up and slowing down', async () => {
    const { challengeId, targetX } = await newChallenge();
    expect(await verify(challengeId, targetX, humanTrace(targetX))).toMatchObject({ code: 200, data: { slideToken: challengeId } });
  });

  it('lets a solved challenge through for one sign-in attempt with the right password', async () => {
    const { challengeId, targetX } = await newChallenge();
    expect(await verify(challengeId, targetX)).toMatchObject({ code: 200, data: { slideToken: challengeId } });
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

  it('fails a slide that is faster than a person, and the challenge is spent', async () => {
    const { challengeId, targetX } = await newChallenge();
    const quick = humanTrace(targetX).map(([ms, x]) => [Math.round(ms / 5), x] as [number, number]);
    expect((await verify(challengeId, targetX, quick)).code).toBe(400);
    expect((await verify(challengeId, targetX)).code).toBe(400);
  });

  it('accepts a position within the tolerance', async () => {
    const { challengeId, targetX } = await newChallenge();
    expect((await verify(challengeId, targetX + 5)).code).toBe(200);
    expect((await verify(challengeId, targetX)).code).toBe(400);
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
