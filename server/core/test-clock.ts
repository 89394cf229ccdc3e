/**
 * Browser tests only (TEST_CLOCK=true; refused when NODE_ENV=production): a request carrying
 * `X-Test-Clock-Offset-Minutes` sees the server's clock (`deps.now()`) moved by that many minutes, so a test of
 * a rule bound to the hour of day (robot calls are placed only within contact hours) runs whatever the hour it
 * starts at. Only that request moves: the other tests sharing the server, and the jobs, keep the real time. The
 * database's own `now()` (column defaults) does not follow. Without TEST_CLOCK the header is ignored.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const TEST_CLOCK_HEADER = 'x-test-clock-offset-minutes';
const WEEK_MINUTES = 7 * 24 * 60;
const offsets = new AsyncLocalStorage<number>();

/** deps.now of a server started with TEST_CLOCK=true. */
export const testClockNow = () => new Date(Date.now() + (offsets.getStore() ?? 0));

export function registerTestClock(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[TEST_CLOCK_HEADER];
    const minutes = typeof header === 'string' && /^-?\d{1,5}$/.test(header) ? Number(header) : 0;
    if (minutes === 0 || Math.abs(minutes) > WEEK_MINUTES) {
      done();
      return;
    }
    offsets.run(minutes * 60_000, done);
  });
}
