/**
 * Browser tests only (TEST_CLOCK=true; refused when NODE_ENV=production): a request carrying
 * `X-Test-Clock-Offset-Minutes` sees the server's clock (`deps.now()`) moved by that many minutes, so a test of
 * a rule bound to the hour of day (robot calls are placed only within contact hours) runs whatever the hour it
 * starts at, or a loan lent weeks ago reaches its due day. Only that request moves: the other tests sharing the
 * server, and the scheduled jobs, keep the real time (a test runs a job at its moved time through test-jobs.ts).
 * The database's own `now()` (column defaults) does not follow. Without TEST_CLOCK the header is ignored.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const TEST_CLOCK_HEADER = 'x-test-clock-offset-minutes';
/** The largest move, either way: a month (a 14-day loan lent and overdue by a few days fits). */
const MAX_OFFSET_MINUTES = 31 * 24 * 60;
const offsets = new AsyncLocalStorage<number>();

/** deps.now of a server started with TEST_CLOCK=true. */
export const testClockNow = () => new Date(Date.now() + (offsets.getStore() ?? 0));

export function registerTestClock(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[TEST_CLOCK_HEADER];
    const minutes = typeof header === 'string' && /^-?\d{1,6}$/.test(header) ? Number(header) : 0;
    if (minutes === 0 || Math.abs(minutes) > MAX_OFFSET_MINUTES) {
      done();
      return;
    }
    offsets.run(minutes * 60_000, done);
  });
}
