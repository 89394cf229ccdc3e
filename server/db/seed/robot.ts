/**
 * Demo robot tasks and 94AI (issue 14), after the collection demo: tasks on every robot screen, AI allocation
 * shares, one day's runs through the sandbox (calls, retries, results on the cases), the sandbox's call-backs
 * plus a re-sent, an out-of-order and a forged one, and inbound SMS replies from customers with open cases.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { eatDayRange } from '../../../common/eat-day';
import { formatEatDate } from '../../../common/time';
import { aiAllocationConfigs, aiCaseAssignments, collectionCases, customers, robotCalls, robotTasks } from '../schema';
import { runAiAllocation } from '../../modules/ai-call/ai-allocation';
import { receiveCallback } from '../../modules/ai-call/ai-callback.service';
import { signedHeaders } from '../../modules/ai-call/ai-signature';
import { receiveSms } from '../../modules/ai-call/ai-sms.service';
import { runRobotTasks } from '../../modules/robot-task/robot-run.service';

const MINUTE = 60_000;
const SCRIPT = 'Hello {customerName}, this is a reminder from {merchantName}: KES {amountDue} is due. Press 1 to promise payment, 2 to speak to an agent.';

const task = (scope: string, name: string, values: Partial<typeof robotTasks.$inferInsert>) => ({
  scope, name, script: SCRIPT, windowStartMinute: 9 * 60, windowEndMinute: 17 * 60, maxRetries: 1, retryGapMinutes: 60, ...values,
});

/** 10:00 EAT today, or yesterday's when today's has not come yet. */
function morning(now: Date): Date {
  const start = eatDayRange(formatEatDate(now)).from;
  const ten = new Date(start.getTime() + 10 * 60 * MINUTE);
  return ten <= now ? ten : new Date(ten.getTime() - 24 * 60 * MINUTE);
}

export async function seedDemoRobot(deps: Deps): Promise<void> {
  await deps.db.insert(robotTasks).values([
    task('collection', 'S1 gentle reminder', { levels: ['S1'], minOverdueDays: 1, maxOverdueDays: 7 }),
    task('collection', 'S2–S3 follow-up', { levels: ['S2', 'S3'], minOverdueDays: 8, maxOverdueDays: 30, maxRetries: 2 }),
    task('collectionNew', 'Stage1 reminder', { levels: ['Stage1'], minOverdueDays: 1, maxOverdueDays: 10 }),
    task('marketing', 'Welcome back offer', { segment: 'settledNoOpenLoan', script: 'Hello {customerName}, thank you for repaying. Your new limit is ready in the app.' }),
    task('ai', '94AI S2 plan', { levels: ['S2', 'S3', 'S4'], windowStartMinute: 9 * 60 + 30 }),
    task('ai', '94AI weekend plan', { enabled: false, windowStartMinute: 10 * 60, windowEndMinute: 13 * 60 }),
  ]);
  await deps.db.insert(aiAllocationConfigs).values([
    { system: 'v1', level: 'S2', sharePercent: 30 }, { system: 'v1', level: 'S3', sharePercent: 20 }, { system: 'v2', level: 'Stage2', sharePercent: 25 },
  ]);
  const at = morning(deps.now());
  await runAiAllocation(deps, at);
  const [marked] = await deps.db.select({ id: aiCaseAssignments.caseId }).from(aiCaseAssignments).limit(1);
  if (!marked) {
    // Every case is held by a collector in the demo book: hand a few S2 cases of the pool to AI anyway, as the step would.
    const pool = await deps.db.select({ id: collectionCases.id }).from(collectionCases)
      .where(and(eq(collectionCases.level, 'S2'), ne(collectionCases.status, 'closed'), isNull(collectionCases.collectorUserId))).orderBy(asc(collectionCases.id)).limit(6);
    if (pool.length) await deps.db.insert(aiCaseAssignments).values(pool.map((p) => ({ caseId: p.id, configId: 1, assignedAt: at })));
  }
  const later = (minutes: number) => ({ ...deps, now: () => new Date(at.getTime() + minutes * MINUTE) });
  await runRobotTasks(later(0), later(0).now());
  await runRobotTasks(later(70), later(70).now());
  await runRobotTasks(later(140), later(140).now());

  // The provider re-sends one call-back and sends an older one late; someone posts a forged one.
  const [call] = await deps.db.select().from(robotCalls).innerJoin(robotTasks, eq(robotTasks.id, robotCalls.taskId))
    .where(eq(robotTasks.scope, 'ai')).orderBy(asc(robotCalls.id)).limit(1);
  const now = later(150);
  if (call?.robot_calls.providerRef) {
    const ref = call.robot_calls.providerRef;
    const resent = { eventId: `${ref}-final`, callRef: ref, status: call.robot_calls.outcome ?? 'answered', eventAt: call.robot_calls.resultAt?.toISOString() ?? at.toISOString() };
    const early = { eventId: `${ref}-ringing`, callRef: ref, status: 'noAnswer', eventAt: new Date(at.getTime() - MINUTE).toISOString() };
    for (const body of [resent, early]) await receiveCallback(now, body, body as never, signedHeaders(body, now.now()));
    const forged = { eventId: 'forged-1', callRef: ref, status: 'promised', eventAt: now.now().toISOString() };
    await receiveCallback(now, forged, forged as never, { 'x-94ai-timestamp': String(Math.floor(now.now().getTime() / 1000)), 'x-94ai-signature': 'bad' }).catch(() => undefined);
  }

  // Replies to the reminders: customers with open cases, and one number nobody has.
  const open = await deps.db.selectDistinct({ phone: customers.phone }).from(collectionCases).innerJoin(customers, eq(customers.id, collectionCases.customerId))
    .where(ne(collectionCases.status, 'closed')).orderBy(customers.phone).limit(4);
  const texts = ['I will pay on Friday when I get my salary.', 'Already paid via M-Pesa this morning, please check.', 'Please call me after 5pm.', 'Can I pay half now and half next week?'];
  const replies = [...open.map((o, i) => ({ phone: o.phone, text: texts[i] })), { phone: '254799000111', text: 'STOP' }];
  for (const [i, reply] of replies.entries()) {
    const body = { messageId: `demo-sms-${i + 1}`, ...reply, receivedAt: new Date(at.getTime() + (30 + i * 17) * MINUTE).toISOString() };
    await receiveSms(now, body, body, signedHeaders(body, now.now()));
  }
}
