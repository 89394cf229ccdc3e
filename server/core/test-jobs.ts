/**
 * Browser tests only, beside the test clock (test-clock.ts; registered only when TEST_CLOCK=true, which the
 * configuration refuses in production): `POST /api/hc/web/testClock/runJob {job}` runs one scheduled job (its
 * name in server/jobs.ts) inside the request, so the request's `X-Test-Clock-Offset-Minutes` moves the job's
 * `deps.now()` too: a browser test can let "the next day" happen (the promise check deciding yesterday's
 * promises) without waiting for it. An administrator's action (role assignment). The run is not recorded in
 * job_runs; every job is safe to run twice and at any time, so it does not disturb the scheduled runs.
 */
import { z } from 'zod';
import type { ScheduledJob } from '../modules/jobs/job-runner';
import { actionCode } from '../../common/routes';
import { needs } from './access';
import { validationError } from './errors';
import { route, type RouteDef } from './route';

export const TEST_JOB_URL = 'testClock/runJob';
const ADMIN_CODE = actionCode('UserSystem/RoleManagement', 'assign');

const body = z.object({ job: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(100) });

export function testJobRoutes(jobs: readonly ScheduledJob[]): RouteDef[] {
  return [route({
    method: 'POST', url: TEST_JOB_URL, access: needs(ADMIN_CODE), body, fieldLabel: () => 'testClock:fields.job',
    handler: async (ctx) => {
      const job = jobs.find((j) => j.name === ctx.body.job);
      if (!job) throw validationError('testClock:errors.unknownJob', { job: ctx.body.job });
      const at = ctx.deps.now();
      const result = await job.run(ctx.deps);
      return { job: job.name, at: at.toISOString(), result: result ?? null };
    },
  })];
}
