/**
 * The browser tests' clock (server/core/test-clock.ts): only for the request that asks, only when configured;
 * and the route that runs a scheduled job at that moved time (server/core/test-jobs.ts), only when configured.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { API_PREFIX } from '../../server/core/route';
import { TEST_CLOCK_HEADER, testClockNow } from '../../server/core/test-clock';
import { TEST_JOB_URL } from '../../server/core/test-jobs';
import { collectionCases, collectionPromises } from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let clocked: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  clocked = await buildApp({ ...t.deps, config: { ...t.deps.config, TEST_CLOCK: 'true' }, now: testClockNow }, { serveUi: false });
  // A route that answers the time its handler reads, after an await (the moved clock must survive one).
  clocked.get('/probe', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return { now: testClockNow().toISOString() };
  });
});
afterAll(async () => {
  await clocked?.close();
  await t?.close();
});

const probe = async (app: FastifyInstance, offset?: string) =>
  Date.parse((await app.inject({ method: 'GET', url: '/probe', headers: offset === undefined ? {} : { [TEST_CLOCK_HEADER]: offset } })).json().now as string);

describe('the test clock', () => {
  it('is refused by the configuration unless NODE_ENV=test', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'development' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test' }).TEST_CLOCK).toBe('true');
    expect(loadConfig({}).TEST_CLOCK).toBe('false');
  });

  it('moves up to a month either way', async () => {
    expect(Date.now() - await probe(clocked, '-44640')).toBeGreaterThanOrEqual(44_640 * 60_000 - 5_000);
    expect(await probe(clocked, '44640') - Date.now()).toBeGreaterThanOrEqual(44_640 * 60_000 - 5_000);
  });

  it('moves the clock of the request that asks, and of no other', async () => {
    const [moved, plain] = await Promise.all([probe(clocked, '-600'), probe(clocked)]);
    expect(Date.now() - moved).toBeGreaterThanOrEqual(600 * 60_000 - 5_000);
    expect(Math.abs(Date.now() - plain)).toBeLessThan(5_000);
    expect(Math.abs(Date.now() - testClockNow().getTime())).toBeLessThan(5_000);
  });

  it('ignores an offset that is not a whole number of minutes within a week', async () => {
    for (const offset of ['soon', '1.5', '44641', '-44641', '1000000']) expect(Math.abs(Date.now() - await probe(clocked, offset))).toBeLessThan(5_000);
  });

  it('is not there unless configured: the header moves nothing', async () => {
    const app = await buildApp({ ...t.deps, now: testClockNow }, { serveUi: false });
    app.get('/probe', async () => ({ now: testClockNow().toISOString() }));
    try {
      expect(Math.abs(Date.now() - await probe(app, '-600'))).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});

type Answer = { code: number; msg: string; data: { job: string; at: string; result: unknown } | null };

async function runJob(app: FastifyInstance, body: unknown, { token, offset, language }: { token?: string; offset?: number; language?: string } = {}) {
  const response = await app.inject({
    method: 'POST', url: `${API_PREFIX}/${TEST_JOB_URL}`, payload: body as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(offset === undefined ? {} : { [TEST_CLOCK_HEADER]: String(offset) }), ...(language ? { language } : {}) },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json() as Answer;
}

/** A session opened at the moved time (a day ahead, a session of now has long been idle). */
async function signIn(app: FastifyInstance, username: string, offset?: number) {
  const headers = offset === undefined ? {} : { [TEST_CLOCK_HEADER]: String(offset) };
  const response = await app.inject({ method: 'POST', url: `${API_PREFIX}/noAuth/logon/login`, payload: { username, password: DEMO_PASSWORD }, headers });
  const token = (response.json() as { data: { token?: string } }).data.token;
  if (!token) throw new Error(`Sign-in of ${username} needs another step`);
  return token;
}

describe('running a scheduled job at the moved time', () => {
  it('runs the named job inside the request, so its clock is the request\'s: a promise due in 12 hours is decided only by a run a day ahead', { timeout: 300_000 }, async () => {
    const admin = await signIn(clocked, 'admin');
    const book = await seedCollectionBook(t, { overdueDays: [3] });
    const [p] = await t.db.insert(collectionPromises).values({ caseId: book.caseIds[0], promisedAt: new Date(Date.now() + 12 * 3_600_000), amountCents: 400_00, createdAt: new Date() }).returning();
    await t.db.update(collectionCases).set({ promiseId: p.id, commitmentAt: p.promisedAt, commitmentCents: 400_00 }).where(eq(collectionCases.id, book.caseIds[0]));
    const promiseNow = async () => (await t.db.select().from(collectionPromises).where(eq(collectionPromises.id, p.id)))[0];

    const now = await runJob(clocked, { job: 'promise check' }, { token: admin });
    expect(now).toMatchObject({ code: 200, data: { job: 'promise check', result: { kept: 0, partlyKept: 0, broken: 0 } } });
    expect(Math.abs(Date.parse(now.data!.at) - Date.now())).toBeLessThan(60_000);
    expect((await promiseNow()).status).toBe('pending');

    const dayAhead = await runJob(clocked, { job: 'promise check' }, { token: await signIn(clocked, 'admin', 24 * 60), offset: 24 * 60 });
    expect(dayAhead).toMatchObject({ code: 200, data: { job: 'promise check', result: { kept: 0, partlyKept: 0, broken: 1 } } });
    expect(Date.parse(dayAhead.data!.at) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const decided = await promiseNow();
    expect(decided.status).toBe('broken');
    expect(decided.decidedAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const [c] = await t.db.select().from(collectionCases).where(eq(collectionCases.id, book.caseIds[0]));
    expect(c).toMatchObject({ brokenPromiseCount: 1, promiseId: null, commitmentAt: null });
  });

  it('refuses a job name it does not know, translated, and a missing one', async () => {
    const admin = await signIn(clocked, 'admin');
    expect(await runJob(clocked, { job: 'coffee break' }, { token: admin })).toMatchObject({ code: 400, msg: 'There is no scheduled job named "coffee break".', data: null });
    expect(await runJob(clocked, { job: 'coffee break' }, { token: admin, language: 'zh' })).toMatchObject({ code: 400, msg: '没有名为“coffee break”的定时任务。' });
    expect((await runJob(clocked, {}, { token: admin })).code).toBe(400);
  });

  it('is for a signed-in administrator only', async () => {
    expect((await runJob(clocked, { job: 'promise check' })).code).toBe(-10);
    const collector = await signIn(clocked, 'collector');
    expect((await runJob(clocked, { job: 'promise check' }, { token: collector })).code).toBe(403);
  });

  it('is not there unless configured', async () => {
    expect(t.app.registeredRoutes.some((r) => r.url.endsWith(TEST_JOB_URL))).toBe(false);
    expect(clocked.registeredRoutes.some((r) => r.url === `${API_PREFIX}/${TEST_JOB_URL}` && r.method === 'POST')).toBe(true);
    const admin = await signIn(t.app, 'admin');
    expect(await runJob(t.app, { job: 'promise check' }, { token: admin, offset: 24 * 60 })).toMatchObject({ code: 404, data: null });
  });
});
