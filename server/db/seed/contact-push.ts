/**
 * Demo for issue 14's app messages and audience-based robot tasks: in-app messages per app (published, scheduled,
 * draft, withdrawn), telemarketing robot tasks over the list library and AI marketing push tasks over customer
 * segments, with one morning's run through the sandboxes (the same runs as the job's, at 10:00 EAT).
 */
import { asc } from 'drizzle-orm';
import { eatDayRange } from '../../../common/eat-day';
import { formatEatDate } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { deliverSandboxCallback } from '../../modules/ai-call/ai-sandbox';
import { runRobotTasks, setRobotProviders } from '../../modules/robot-task/robot-run.service';
import { appClients, appMessages, merchants, robotTasks } from '../schema';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function morning(now: Date): Date {
  const ten = new Date(eatDayRange(formatEatDate(now)).from.getTime() + 10 * 60 * MINUTE);
  return ten <= now ? ten : new Date(ten.getTime() - DAY);
}

async function seedAppMessages(deps: Deps) {
  const now = deps.now();
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const apps = await deps.db.select({ appCode: appClients.appCode, appName: appClients.appName }).from(appClients).orderBy(asc(appClients.id));
  await deps.db.insert(appMessages).values(apps.flatMap((a) => [
    { appCode: a.appCode, title: `Welcome to ${a.appName}`, content: 'Borrow from KES 500 to 50,000 and repay by M-Pesa. Your first loan is reviewed within minutes.', audience: 'newCustomers' as const, publishAt: at(-20), status: 'published' as const, publishedAt: at(-20), createdAt: at(-21), updatedAt: at(-20) },
    { appCode: a.appCode, title: 'Repay early, grow your limit', content: 'Customers who repay on or before the due day see a higher limit on their next loan.', audience: 'returningCustomers' as const, publishAt: at(-3), status: 'published' as const, publishedAt: at(-3), createdAt: at(-4), updatedAt: at(-3) },
    { appCode: a.appCode, title: 'Service window this weekend', content: 'M-Pesa repayments may be delayed on Sunday 02:00–04:00 EAT while Safaricom upgrades its systems.', audience: 'all' as const, publishAt: at(2), status: 'published' as const, publishedAt: at(-1), createdAt: at(-1), updatedAt: at(-1) },
    { appCode: a.appCode, title: 'Holiday offer (draft)', content: 'Half the service fee on loans taken between 20 and 31 December.', audience: 'all' as const, publishAt: at(10), status: 'draft' as const, createdAt: at(-1), updatedAt: at(-1) },
    { appCode: a.appCode, title: 'Old paybill number', content: 'Our old paybill is no longer used. Repay through the app or the paybill shown in it.', audience: 'all' as const, publishAt: at(-40), status: 'withdrawn' as const, publishedAt: at(-40), withdrawnAt: at(-10), createdAt: at(-41), updatedAt: at(-10) },
  ]));
}

async function seedAudienceTasks(deps: Deps) {
  const ms = await deps.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.merchantNo));
  const at = morning(deps.now());
  const base = { windowStartMinute: 9 * 60, windowEndMinute: 17 * 60, maxRetries: 1, retryGapMinutes: 60 };
  await deps.db.insert(robotTasks).values([
    { ...base, scope: 'telemarketing', name: 'Mombasa traders sign-up', merchantId: ms[1 % ms.length].id, listType: 'imported', marketingTarget: 'register', minOverdueDays: 5, maxOverdueDays: 15,
      script: 'Hello {customerName}, you can get a loan of up to KES {recommendedAmount} in minutes. Press 1 and we will send you the download link.' },
    { ...base, scope: 'telemarketing', name: 'Settled, borrow again', listType: 'settledNotRenewed', minOverdueDays: 0, maxOverdueDays: 60,
      script: 'Hello {customerName}, thank you for repaying. A new loan is ready for you in the app. Press 1 to hear your limit.' },
    { ...base, scope: 'telemarketing', name: 'Registered, not applied', listType: 'registeredNotApplied', enabled: false,
      script: 'Hello {customerName}, finish your application in two minutes. Press 1 for help from an agent.' },
    { ...base, scope: 'aiMarketing', name: 'Repeat borrowers November', merchantId: ms[0].id, segment: 'settledNoOpenLoan', startsAt: new Date(at.getTime() - 30 * MINUTE),
      script: 'Hello {customerName}, your limit has grown. Reply 1 to take a new loan today.' },
    { ...base, scope: 'aiMarketing', name: 'First loan invitation', segment: 'neverBorrowed', startsAt: new Date(at.getTime() + 2 * DAY),
      script: 'Hello {customerName}, your account is ready. Your first loan takes minutes. Press 1 to hear how.' },
    { ...base, scope: 'aiMarketing', name: 'Festive offer (cancelled)', segment: 'settledNoOpenLoan', startsAt: new Date(at.getTime() + 5 * DAY), cancelledAt: new Date(at.getTime() - DAY),
      script: 'Hello {customerName}, half the service fee this festive season.' },
  ]);
  setRobotProviders({ afterAiDial: deliverSandboxCallback });
  const later = (minutes: number) => ({ ...deps, now: () => new Date(at.getTime() + minutes * MINUTE) });
  for (const minutes of [5, 75]) await runRobotTasks(later(minutes), later(minutes).now(), ['telemarketing', 'aiMarketing']);
}

export async function seedDemoContactPush(deps: Deps): Promise<void> {
  await seedAppMessages(deps);
  await seedAudienceTasks(deps);
}
