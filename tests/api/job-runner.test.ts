/**
 * The background-job runner (server/modules/jobs/job-runner.ts) on whichever database the run uses (PGlite
 * by default, PostgreSQL with TEST_DATABASE_URL): several runners ticking at once run each job once per
 * schedule slot, record every run in job_runs, retry a failed slot (bounded), and take over a slot whose
 * process died once its lease is over. The clock is the test's; nothing waits on the wall clock.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../server/core/deps';
import { jobRuns } from '../../server/db/schema';
import { JOBS } from '../../server/jobs';
import { createJobTicker, JOB_DEFAULTS, JOB_RUNS_KEPT_MS, pruneJobRuns, slotOf, tickJob, type RunnerIdentity, type ScheduledJob } from '../../server/modules/jobs/job-runner';
import { MINUTE, SECOND, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const PROCESSES: RunnerIdentity[] = [{ host: 'server-a', pid: 101 }, { host: 'server-b', pid: 202 }, { host: 'server-c', pid: 303 }];
let jobSequence = 0;
/** A job of its own per test, so the tests share no job_runs rows. */
function uniqueName(label: string) {
  jobSequence += 1;
  return `test ${label} ${jobSequence}`;
}
/** Moves the test clock to the start of the job's next slot, so the steps after it stay within one slot. */
const toSlotStart = (job: { everyMs: number }) => t.clock.advance(job.everyMs - (t.clock.now().getTime() % job.everyMs));
const runsOf = (job: string) => t.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.slot));

/** A job that counts its runs per slot of the test clock, taking a few database round trips to run. */
function countingJob(everyMs: number, fail?: (runs: number) => boolean): ScheduledJob & { runs: Map<number, number> } {
  const runs = new Map<number, number>();
  const name = uniqueName('counting');
  return {
    name, everyMs, runs,
    async run(deps: Deps) {
      const slot = slotOf({ everyMs }, deps.now());
      const count = (runs.get(slot) ?? 0) + 1;
      runs.set(slot, count);
      await runsOf(name);
      if (fail?.(count)) throw new Error(`channel unreachable (run ${count})`);
    },
  };
}

describe('job runner: once per slot across processes', () => {
  it('three processes ticking together for six slots run each job once per slot, and record each run', async () => {
    const fast = countingJob(30 * SECOND);
    const slow = countingJob(2 * MINUTE);
    const tickers = PROCESSES.map((identity) => createJobTicker(t.deps, [fast, slow], identity));
    const slots = new Set<number>();
    for (let step = 0; step < 6; step += 1) {
      // Every process ticks several times within the slot, all at once.
      const results = (await Promise.all([...tickers, ...tickers].map((tick) => tick()))).flat();
      expect(results.filter((r) => r.job === fast.name && r.outcome === 'succeeded')).toHaveLength(1);
      slots.add(slotOf(fast, t.clock.now()));
      t.clock.advance(30 * SECOND);
    }
    expect([...fast.runs.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect([...fast.runs.keys()]).toEqual([...slots]);
    expect([...slow.runs.values()].every((n) => n === 1)).toBe(true);
    expect(slow.runs.size).toBeGreaterThanOrEqual(2);

    const rows = await runsOf(fast.name);
    expect(rows.map((r) => r.slot)).toEqual([...slots]);
    for (const row of rows) {
      expect(row).toMatchObject({ outcome: 'succeeded', attempts: 1, error: null });
      expect(PROCESSES).toContainEqual({ host: row.host, pid: row.pid });
      expect(row.finishedAt!.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());
    }
    expect(await runsOf(slow.name)).toHaveLength(slow.runs.size);
  });

  it('a failed slot is recorded, retried by another process after the retry delay, and given up after the bound', async () => {
    const flaky = countingJob(MINUTE, (run) => run === 1);
    toSlotStart(flaky);
    const [a, b] = PROCESSES;
    expect(await tickJob(t.deps, flaky, a)).toMatchObject({ outcome: 'failed', attempt: 1, error: 'channel unreachable (run 1)' });
    expect((await runsOf(flaky.name))[0]).toMatchObject({ outcome: 'failed', attempts: 1, error: 'channel unreachable (run 1)', host: 'server-a' });
    // Not before the retry delay, by no process.
    expect(await tickJob(t.deps, flaky, b)).toMatchObject({ outcome: 'skipped' });
    t.clock.advance(JOB_DEFAULTS.retryAfterMs);
    const both = await Promise.all([tickJob(t.deps, flaky, b), tickJob(t.deps, flaky, a)]);
    expect(both.filter((r) => r.outcome !== 'skipped')).toEqual([expect.objectContaining({ outcome: 'succeeded', attempt: 2 })]);
    expect(await runsOf(flaky.name)).toEqual([expect.objectContaining({ outcome: 'succeeded', attempts: 2 })]);
    expect(await tickJob(t.deps, flaky, a)).toMatchObject({ outcome: 'skipped' });

    const broken = countingJob(10 * MINUTE, () => true);
    toSlotStart(broken);
    for (let attempt = 1; attempt <= JOB_DEFAULTS.maxAttempts; attempt += 1) {
      expect(await tickJob(t.deps, broken, PROCESSES[attempt % 3])).toMatchObject({ outcome: 'failed', attempt });
      t.clock.advance(JOB_DEFAULTS.retryAfterMs);
    }
    expect(await tickJob(t.deps, broken, a)).toMatchObject({ outcome: 'skipped' });
    expect(await runsOf(broken.name)).toEqual([expect.objectContaining({ outcome: 'failed', attempts: JOB_DEFAULTS.maxAttempts })]);
    expect([...broken.runs.values()]).toEqual([JOB_DEFAULTS.maxAttempts]);
  });

  /** What a process leaves when it dies mid-run: the claimed row, never finished. */
  const deadRun = (job: ScheduledJob & { leaseMs: number }) => {
    const now = t.clock.now();
    return t.db.insert(jobRuns).values({ job: job.name, slot: slotOf(job, now), outcome: 'running', attempts: 1, startedAt: now, leaseUntil: new Date(now.getTime() + job.leaseMs), host: 'dead', pid: 1 }).returning();
  };

  it('a slot whose process died is taken over by another process once its lease is over', async () => {
    const job = { ...countingJob(10 * MINUTE), leaseMs: 2 * MINUTE };
    toSlotStart(job);
    const [dead] = await deadRun(job);
    t.clock.advance(MINUTE);
    expect(await tickJob(t.deps, job, PROCESSES[0])).toMatchObject({ outcome: 'skipped' });
    t.clock.advance(MINUTE + SECOND);
    expect(await tickJob(t.deps, job, PROCESSES[1])).toMatchObject({ slot: dead.slot, outcome: 'succeeded', attempt: 2 });
    expect(await runsOf(job.name)).toEqual([expect.objectContaining({ id: dead.id, outcome: 'succeeded', attempts: 2, host: 'server-b', pid: 202 })]);
  });

  it('a later slot waits while an earlier run of the job may still be going', async () => {
    const job = { ...countingJob(MINUTE), leaseMs: 5 * MINUTE };
    await deadRun(job);
    t.clock.advance(2 * MINUTE);
    expect(await tickJob(t.deps, job, PROCESSES[1])).toMatchObject({ outcome: 'skipped' });
    t.clock.advance(3 * MINUTE + SECOND);
    expect(await tickJob(t.deps, job, PROCESSES[1])).toMatchObject({ slot: slotOf(job, t.clock.now()), outcome: 'succeeded', attempt: 1 });
    expect(job.runs.size).toBe(1);
  });
});

describe('job log pruning', () => {
  it('deletes the record of finished runs older than 30 days and keeps the rest', async () => {
    const name = uniqueName('pruned');
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now - ms);
    const row = (slot: number, startedMs: number, outcome: string) =>
      ({ job: name, slot, outcome, attempts: 1, startedAt: at(startedMs), finishedAt: outcome === 'running' ? null : at(startedMs), leaseUntil: at(startedMs - MINUTE), host: 'h', pid: 1 });
    await t.db.insert(jobRuns).values([
      row(1, JOB_RUNS_KEPT_MS + MINUTE, 'succeeded'), row(2, JOB_RUNS_KEPT_MS + MINUTE, 'failed'),
      row(3, JOB_RUNS_KEPT_MS + MINUTE, 'running'), row(4, JOB_RUNS_KEPT_MS - MINUTE, 'succeeded'),
    ]);
    expect(await pruneJobRuns(t.deps)).toBeGreaterThanOrEqual(2);
    expect((await runsOf(name)).map((r) => r.slot)).toEqual([3, 4]);
  });
});

describe('the server jobs under the runner', () => {
  it('every scheduled job runs once per slot when two processes tick together for 40 minutes of test clock', async () => {
    const [a, b] = PROCESSES.map((identity) => createJobTicker(t.deps, JOBS, identity));
    const start = t.clock.now().getTime();
    const expected = new Map(JOBS.map((job) => [job.name, new Set<number>()]));
    for (let elapsed = 0; elapsed < 40 * MINUTE; elapsed += 30 * SECOND) {
      for (const job of JOBS) expected.get(job.name)!.add(slotOf(job, t.clock.now()));
      const results = (await Promise.all([a(), b()])).flat();
      expect(results.filter((r) => r.outcome === 'failed')).toEqual([]);
      t.clock.advance(30 * SECOND);
    }
    for (const job of JOBS) {
      const rows = await runsOf(job.name);
      const slots = rows.filter((r) => r.startedAt.getTime() >= start).map((r) => r.slot);
      expect(slots, job.name).toEqual([...expected.get(job.name)!]);
      expect(rows.every((r) => r.outcome === 'succeeded' && r.attempts === 1), job.name).toBe(true);
    }
  });
});
