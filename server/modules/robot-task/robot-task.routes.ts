/**
 * The robot screens: each scope's task CRUD, its calls, "run now", and the pickers. A screen whose route-table row
 * is still planned (not built) gets no routes.
 */
import { z } from 'zod';
import { robotCallQuerySchema } from '../../../common/robot/robot-calls';
import { ROBOT_LIST_BATCHES_URL, ROBOT_SCREENS, ROBOT_SCOPES, type RobotScope } from '../../../common/robot/robot-task';
import { actionCode, screen, viewCode } from '../../../common/routes';
import { needs, type SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { recordAudit } from '../../core/audit';
import { conflict, notFound } from '../../core/errors';
import { assertInMerchantScope, sessionMerchantScope, wholeReachScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { listBatchOptions } from '../telemarketing-list/list-audience.repository';
import { cancelTask, levelOptions, merchantOptions, scopeTask } from './robot-task.repository';
import { callPage } from './robot-calls.repository';
import { robotTaskCrudRoutes } from './robot-task.crud';
import { eatMinute } from './robot-conduct';
import { runRobotTasks } from './robot-run.service';

const built = (scope: RobotScope) => Boolean(screen(ROBOT_SCREENS[scope].screen).module);
export const BUILT_SCOPES = ROBOT_SCOPES.filter(built);
const anyView = needs(...BUILT_SCOPES.map((s) => viewCode(ROBOT_SCREENS[s].screen)), viewCode('CollectionSystem/AIallocationConfig'));
const idBody = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });
const fieldLabel = (field: string) => `robotTask:fields.${field}`;

async function ownTask(db: Parameters<typeof runRobotTasks>[0]['db'], scope: RobotScope, id: number) {
  const task = await scopeTask(db, scope, id);
  if (!task) throw notFound();
  return task;
}

/**
 * A task the caller may run or cancel: one of their merchants'. A task for every merchant (no merchant) dials every
 * merchant's customers, so only a caller reaching every merchant runs it (issue 31.4; head office, or tied to them all).
 */
async function taskToRun(ctx: { deps: Deps; session: SessionUser | null }, scope: RobotScope, id: number) {
  const task = await ownTask(ctx.deps.db, scope, id);
  assertInMerchantScope(await wholeReachScope(ctx.deps.db, requireSession(ctx)), task.merchantId);
  return task;
}

function scopeRoutes(scope: RobotScope): RouteDef[] {
  const { screen: key, name } = ROBOT_SCREENS[scope];
  return [
    ...robotTaskCrudRoutes(scope),
    route({
      method: 'GET', url: `${name}/calls`, access: needs(viewCode(key)), query: robotCallQuerySchema, fieldLabel,
      handler: async (ctx) => {
        const { deps, query } = ctx;
        if (query.taskId) await ownTask(deps.db, scope, query.taskId);
        return callPage(deps.db, [scope], query, await sessionMerchantScope(deps.db, requireSession(ctx)));
      },
    }),
    route({
      method: 'POST', url: `${name}/runNow`, access: needs(actionCode(key, 'run')), body: idBody,
      handler: async (ctx) => {
        const { deps, body, actor } = ctx;
        const task = await taskToRun(ctx, scope, body.id);
        const now = deps.now();
        const minute = eatMinute(now);
        if (!task.enabled) throw conflict('robotTask:errors.disabled');
        if (minute < task.windowStartMinute || minute >= task.windowEndMinute) throw conflict('robotTask:errors.outsideWindow');
        if (task.cancelledAt) throw conflict('robotTask:errors.cancelled');
        const summary = await runRobotTasks(deps, now, [scope], task.id);
        await recordAudit(deps.db, actor, { action: 'run', entity: name, entityId: String(task.id), after: { ...summary } });
        return summary;
      },
    }),
    ...(scope === 'aiMarketing' ? [cancelRoute(key, name)] : []),
  ];
}

/** Cancels an AI marketing push task for good: it plans no more, and its calls still queued are skipped. */
function cancelRoute(key: string, name: string): RouteDef {
  return route({
    method: 'POST', url: `${name}/cancel`, access: needs(actionCode(key, 'cancel')), body: idBody,
    handler: async (ctx) => {
      const { deps, body, actor } = ctx;
      const task = await taskToRun(ctx, 'aiMarketing', body.id);
      if (task.cancelledAt) throw conflict('robotTask:errors.cancelled');
      const now = deps.now();
      const skipped = await deps.db.transaction(async (tx) => {
        const count = await cancelTask(tx, task.id, now);
        await recordAudit(tx, actor, { action: 'cancel', entity: name, entityId: String(task.id), before: { cancelledAt: null }, after: { cancelledAt: now.toISOString(), skipped: count } });
        return count;
      });
      return { skipped };
    },
  });
}

export const robotTaskRoutes: RouteDef[] = [
  ...BUILT_SCOPES.filter((s) => s !== 'ai').flatMap(scopeRoutes),
  route({
    method: 'GET', url: 'robotTask/options/merchants', access: anyView,
    handler: async (ctx) => merchantOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
  route({
    method: 'GET', url: ROBOT_LIST_BATCHES_URL, access: needs(viewCode(ROBOT_SCREENS.marketing.screen)),
    query: z.object({ merchantId: z.coerce.number().int().positive().optional() }),
    handler: async (ctx) => listBatchOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx)), ctx.query.merchantId),
  }),
  route({
    method: 'GET', url: 'robotTask/options/levels/:system', access: anyView,
    handler: ({ deps, params }) => levelOptions(deps.db, params.system === 'v1' || params.system === 'v2' ? [params.system] : ['v1', 'v2']),
  }),
];

/** The 94AI plan screen's routes (served by the ai-call module). */
export const aiTaskRoutes = (): RouteDef[] => (built('ai') ? scopeRoutes('ai') : []);
