/** Set-based writes of a run: the audience's calls (one per task, day and target — the unique index) and the due batch. */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { LIST_LIBRARY_SEGMENT } from '../../../common/marketing/list-audience';
import { ROBOT_SCREENS, SEGMENT_SCOPES, type RobotScope } from '../../../common/robot/robot-task';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../db/client';
import { listEntryConditions } from '../telemarketing-list/list-audience.repository';
import { collectionCases as c, customers as cu, robotCalls, robotTasks, telemarketingBlacklist as bl, telemarketingListEntries as e } from '../../db/schema';

const DAY_MS = 24 * 60 * 60_000;

export type TaskRow = typeof robotTasks.$inferSelect;

/**
 * Enabled, not cancelled tasks whose window is open now (EAT minute), whose start has come, and that have not yet
 * planned today's run. An AI marketing push task is planned once only (a campaign, not a daily reminder).
 */
export async function tasksToPlan(db: DbOrTx, day: string, minute: number, scopes: readonly RobotScope[], now: Date) {
  return db.select().from(robotTasks).where(and(
    eq(robotTasks.enabled, true), inArray(robotTasks.scope, [...scopes]), isNull(robotTasks.cancelledAt),
    sql`(${robotTasks.startsAt} is null or ${robotTasks.startsAt} <= ${now})`,
    sql`${robotTasks.windowStartMinute} <= ${minute} and ${robotTasks.windowEndMinute} > ${minute}`,
    sql`(${robotTasks.lastRunDay} is null or (${robotTasks.lastRunDay} < ${day} and ${robotTasks.scope} <> 'aiMarketing'))`,
  ));
}

function caseAudience(task: TaskRow, now: Date): SQL {
  const system = ROBOT_SCREENS[task.scope as RobotScope].system;
  const where: SQL[] = [sql`${c.status} = 'collecting'`, sql`(${c.pausedUntil} is null or ${c.pausedUntil} <= ${now})`];
  if (system) where.push(sql`${c.system} = ${system}`);
  if (task.merchantId) where.push(sql`${c.merchantId} = ${task.merchantId}`);
  if (task.levels.length) where.push(inArray(c.level, task.levels) as SQL);
  if (task.minOverdueDays !== null) where.push(sql`${c.overdueDays} >= ${task.minOverdueDays}`);
  if (task.maxOverdueDays !== null) where.push(sql`${c.overdueDays} <= ${task.maxOverdueDays}`);
  // 94AI plans call the cases the AI allocation took; people's robot tasks call the rest.
  const ai = sql`exists (select 1 from ai_case_assignments a where a.case_id = ${c.id} and a.active)`;
  where.push(task.scope === 'ai' ? ai : sql`not ${ai}`);
  return sql`select 'case', ${c.id}, ${c.id}, ${c.customerId}, ${c.merchantId}, ${cu.phone}
    from ${c} join ${cu} on ${cu.id} = ${c.customerId} where ${sql.join(where, sql` and `)}`;
}

function segmentAudience(task: TaskRow): SQL {
  const where: SQL[] = [];
  if (task.merchantId) where.push(sql`${cu.merchantId} = ${task.merchantId}`);
  const openBill = sql`exists (select 1 from bills b where b.customer_id = ${cu.id} and b.status in ('unpaid', 'partial', 'extended'))`;
  const settledBill = sql`exists (select 1 from bills b where b.customer_id = ${cu.id} and b.status = 'settled')`;
  const anyBill = sql`exists (select 1 from bills b where b.customer_id = ${cu.id})`;
  where.push(task.segment === 'neverBorrowed' ? sql`not ${anyBill}` : sql`${settledBill} and not ${openBill}`);
  return sql`select 'customer', ${cu.id}, null::bigint, ${cu.id}, ${cu.merchantId}, ${cu.phone} from ${cu} where ${sql.join(where, sql` and `)}`;
}

/**
 * Telemarketing: the list library's active entries (a prospect may have no customer yet) of the task's merchant,
 * list type and marketing target, listed between the minimum and maximum days ago, never a blacklisted number.
 */
function listAudience(task: TaskRow, now: Date): SQL {
  // The marketing robot's listLibrary segment adds batch, list status and customer status (null for telemarketing tasks: the active library).
  const where: SQL[] = [...listEntryConditions(task),
    sql`not exists (select 1 from ${bl} where ${bl.phone} = ${e.phone} and ${bl.enabled})`];
  if (task.merchantId) where.push(sql`${e.merchantId} = ${task.merchantId}`);
  if (task.listType) where.push(sql`${e.listType} = ${task.listType}`);
  if (task.minOverdueDays !== null) where.push(sql`${e.createdAt} <= ${new Date(now.getTime() - task.minOverdueDays * DAY_MS)}`);
  if (task.maxOverdueDays !== null) where.push(sql`${e.createdAt} > ${new Date(now.getTime() - (task.maxOverdueDays + 1) * DAY_MS)}`);
  return sql`select 'tmEntry', ${e.id}, null::bigint, ${e.customerId}, ${e.merchantId}, ${e.phone} from ${e} where ${sql.join(where, sql` and `)}`;
}

function audienceOf(task: TaskRow, now: Date): SQL {
  if (task.scope === 'marketing' && task.segment === LIST_LIBRARY_SEGMENT) return listAudience(task, now);
  if (SEGMENT_SCOPES.includes(task.scope as RobotScope)) return segmentAudience(task);
  if (task.scope === 'telemarketing') return listAudience(task, now);
  return caseAudience(task, now);
}

/** Targets planned per transaction (a list audience may hold a million entries). */
export const PLAN_SLICE = 20_000;

/**
 * Writes the run's calls in slices of the audience by target id, one transaction each (a second run the same day
 * adds none: the unique index), then marks the task run today. A run cut short is finished by the next tick, which
 * plans the task again and adds only what is missing. Answers calls added.
 */
export async function planCalls(db: Db, task: TaskRow, day: string, now: Date, slice = PLAN_SLICE): Promise<number> {
  const audience = audienceOf(task, now);
  let added = 0;
  for (let after = 0; ;) {
    const [row] = await db.transaction((tx) => queryRows<{ added: string; last: string | null }>(tx, sql`
      with part as (
        select * from (${audience}) as a(kind, target_id, case_id, customer_id, merchant_id, phone)
        where a.target_id > ${after} order by a.target_id limit ${slice}
      ), inserted as (
        insert into robot_calls (task_id, run_day, target_kind, target_id, case_id, customer_id, merchant_id, phone, next_attempt_at)
        select ${task.id}, ${day}::date, kind, target_id, case_id, customer_id, merchant_id, phone, ${now} from part
        on conflict (task_id, run_day, target_kind, target_id) do nothing returning 1
      )
      select (select count(*) from inserted) as added, (select max(target_id) from part) as last`));
    added += Number(row.added);
    if (row.last === null) break;
    after = Number(row.last);
  }
  await db.update(robotTasks).set({ lastRunDay: day }).where(eq(robotTasks.id, task.id));
  return added;
}

/** Claims due queued calls of open windows, of one task when `taskId` is given (skip locked: two processes never dial the same call). */
export async function claimDue(tx: Tx, now: Date, minute: number, limit: number, taskId?: number) {
  return queryRows<{ id: string; task_id: number; case_id: string | null; customer_id: number | null; merchant_id: number | null; phone: string; attempts: number }>(tx, sql`
    select rc.id, rc.task_id, rc.case_id, rc.customer_id, rc.merchant_id, rc.phone, rc.attempts from robot_calls rc
    join robot_tasks t on t.id = rc.task_id
    where rc.status = 'queued' and rc.next_attempt_at <= ${now} and t.enabled and t.cancelled_at is null
      and t.window_start_minute <= ${minute} and t.window_end_minute > ${minute}${taskId === undefined ? sql`` : sql` and rc.task_id = ${taskId}`}
    order by rc.next_attempt_at, rc.id limit ${limit} for update of rc skip locked`);
}

/** Calls of an earlier day still queued (their window closed): skipped. */
export async function closeStale(db: DbOrTx, day: string) {
  await db.update(robotCalls).set({ status: 'skipped', outcome: sql`coalesce(${robotCalls.outcome}, 'windowClosed')`, nextAttemptAt: null })
    .where(and(eq(robotCalls.status, 'queued'), sql`${robotCalls.runDay} < ${day}`));
}

export const loadTask = async (db: DbOrTx, id: number) => (await db.select().from(robotTasks).where(eq(robotTasks.id, id)))[0];

export async function markCalling(tx: Tx, ids: number[]) {
  if (ids.length) await tx.update(robotCalls).set({ status: 'calling' }).where(inArray(robotCalls.id, ids));
}

/** Back in the queue (outside the merchant's contact hours), skipped (daily cap), or dialled (attempt counted). */
export const requeueCall = (db: DbOrTx, id: number, at: Date) => db.update(robotCalls).set({ status: 'queued', nextAttemptAt: at }).where(eq(robotCalls.id, id));
export const skipCall = (db: DbOrTx, id: number, outcome: string) => db.update(robotCalls).set({ status: 'skipped', outcome, nextAttemptAt: null }).where(eq(robotCalls.id, id));
export const markDialled = (db: DbOrTx, id: number, values: { attempts?: number; calledAt?: Date; providerRef?: string }) =>
  db.update(robotCalls).set(values).where(eq(robotCalls.id, id));
