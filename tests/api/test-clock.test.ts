/** The browser tests' clock (server/core/test-clock.ts): only for the request that asks, only when configured. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { TEST_CLOCK_HEADER, testClockNow } from '../../server/core/test-clock';
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
  it('is refused by the configuration in production', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe('true');
    expect(loadConfig({}).TEST_CLOCK).toBe('false');
  });

  it('moves the clock of the request that asks, and of no other', async () => {
    const [moved, plain] = await Promise.all([probe(clocked, '-600'), probe(clocked)]);
    expect(Date.now() - moved).toBeGreaterThanOrEqual(600 * 60_000 - 5_000);
    expect(Math.abs(Date.now() - plain)).toBeLessThan(5_000);
    expect(Math.abs(Date.now() - testClockNow().getTime())).toBeLessThan(5_000);
  });

  it('ignores an offset that is not a whole number of minutes within a week', async () => {
    for (const offset of ['soon', '1.5', '20000', '-10081']) expect(Math.abs(Date.now() - await probe(clocked, offset))).toBeLessThan(5_000);
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
