/**
 * Demo marketing SMS (issue 14), after the money demo (its settled loans are the audience): templates, a task that
 * ran this morning at 10:00 EAT through the sandbox (recipients, submitted, sent), a paused one, a scheduled one for
 * tomorrow, and the unrenewed-loan rules with a morning's run.
 */
import { asc, eq } from 'drizzle-orm';
import { eatDayRange } from '../../../common/eat-day';
import { formatEatDate } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { deliverQueuedMessages } from '../../modules/message-template/send-templated';
import { countResults, runMarketingTasks } from '../../modules/sms-marketing/task-run.service';
import { runUnrenewedLoanSms } from '../../modules/sms-marketing/unrenewed-run';
import { merchants, smsMarketingTasks, smsMarketingTemplates, unrenewedLoanSmsConfigs } from '../schema';

const HOUR = 3_600_000;

/** 10:00 EAT today, or yesterday's when today's has not come yet. */
function morning(now: Date): Date {
  const ten = new Date(eatDayRange(formatEatDate(now)).from.getTime() + 10 * HOUR);
  return ten <= now ? ten : new Date(ten.getTime() - 24 * HOUR);
}

export async function seedDemoSmsMarketing(deps: Deps): Promise<void> {
  const shops = await deps.db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).orderBy(asc(merchants.merchantNo)).limit(3);
  const [first, second] = shops;
  const templates = await deps.db.insert(smsMarketingTemplates).values([
    { name: 'Welcome back', merchantId: null, content: 'Hi {customerName}, thank you for repaying on time. Your next loan on {appName} is ready: open the app to apply. Reply STOP to opt out.' },
    { name: 'First loan invitation', merchantId: first.id, content: 'Hi {customerName}, your {merchantName} account is ready. Apply for your first loan in {appName} today. Reply STOP to opt out.' },
    { name: 'Limit raise news', merchantId: second.id, content: 'Good news {customerName}: loyal {merchantName} customers can now borrow more. See your limit in {appName}. Reply STOP to opt out.' },
  ]).returning({ id: smsMarketingTemplates.id });
  const at = morning(deps.now());
  const then = { ...deps, now: () => at };
  const tomorrow = new Date(at.getTime() + 24 * HOUR);
  const [ran, paused] = await deps.db.insert(smsMarketingTasks).values([
    { taskName: 'Repaid, come back', templateId: templates[0].id, merchantId: first.id, segment: 'settledNoNewLoan', segmentDays: 0, scheduledAt: at, ratePerMinute: 600 },
    { taskName: 'Never applied nudge', templateId: templates[1].id, merchantId: first.id, segment: 'neverApplied', segmentDays: 0, scheduledAt: at, ratePerMinute: 4 },
    { taskName: 'Limit raise news', templateId: templates[2].id, merchantId: second.id, segment: 'settledNoNewLoan', segmentDays: 3, scheduledAt: tomorrow, ratePerMinute: 120 },
  ]).returning({ id: smsMarketingTasks.id });
  await runMarketingTasks(then, at, ran.id, true);
  await runMarketingTasks(then, at, paused.id, true);
  await deps.db.update(smsMarketingTasks).set({ status: 'paused' }).where(eq(smsMarketingTasks.id, paused.id));
  await deps.db.insert(unrenewedLoanSmsConfigs).values([
    { merchantId: first.id, templateId: templates[0].id, days: 1, sendMinute: 9 * 60 },
    { merchantId: second.id, templateId: templates[0].id, days: 7, sendMinute: 10 * 60, enabled: false },
  ]);
  await runUnrenewedLoanSms(then, at);
  await deliverQueuedMessages(then);
  await countResults(then);
  // Everything of the first task is out and counted: the next run finishes it.
  await runMarketingTasks(then, at, ran.id);
}
