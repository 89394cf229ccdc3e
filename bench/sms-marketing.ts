/**
 * A marketing SMS task to a million recipients (issue 14) on the money book's database (bench/support.ts): a
 * list-library audience of BENCH_SMS_RECIPIENTS entries (default 1,000,000) of one merchant, generated for the
 * bench; the time to queue the task (its audience materialised in its slices, as "Start now" does), then the send
 * throughput through the sandbox providers: the task's submitted messages (a quarter minute at its rate) handed over
 * by a route of ample rate, each with its attempt and stored receipt. All inside a transaction that is rolled back,
 * at 10:00 EAT (within marketing hours). BENCH_SMS=0 in bench/run.ts skips it.
 */
import { sql } from 'drizzle-orm';
import { LIST_LIBRARY_SEGMENT } from '../common/marketing/list-audience';
import { eatDayRange } from '../common/eat-day';
import { formatEatDate } from '../common/time';
import { testConfig } from '../server/config';
import type { Deps } from '../server/core/deps';
import { queryRows, type Db } from '../server/db/client';
import { smsMarketingTasks, smsMarketingTemplates, smsRoutes } from '../server/db/schema';
import { createSandboxCalls } from '../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../server/integrations/files/sandbox';
import { createSandboxMessaging } from '../server/integrations/messaging/sandbox';
import { createSandboxPayments } from '../server/integrations/payments/sandbox';
import { deliverQueuedMessages } from '../server/modules/message-template/send-templated';
import { runMarketingTasks } from '../server/modules/sms-marketing/task-run.service';
import { openMoneyBook } from './support';

const RECIPIENTS = Number(process.env.BENCH_SMS_RECIPIENTS ?? 1_000_000);
/** Per minute: a run submits a quarter of it (server/modules/sms-marketing/task-run.service.ts). */
const RATE_PER_MINUTE = 20_000;

class RolledBack extends Error {}

const seconds = (since: number) => (performance.now() - since) / 1000;

export async function benchSmsMarketing() {
  const { database } = await openMoneyBook();
  const figures: string[] = [];
  const at = new Date(eatDayRange(formatEatDate(new Date())).from.getTime() + 10 * 3_600_000);
  try {
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [{ merchantId }] = await queryRows<{ merchantId: number }>(db, sql`select id as "merchantId" from merchants order by id limit 1`);
      let start = performance.now();
      await db.execute(sql`insert into telemarketing_list_entries (merchant_id, phone_hash, phone, customer_name, list_type, marketing_target, created_at)
        select ${merchantId}, md5('bench-sms-' || g), '2547' || lpad((30000000 + g)::text, 8, '0'), 'Bench Prospect ' || g, 'imported', 'register', ${at}
        from generate_series(1, ${RECIPIENTS}) g`);
      figures.push(`${RECIPIENTS} list-library entries generated: ${seconds(start).toFixed(1)} s`);
      const [template] = await db.insert(smsMarketingTemplates).values({ name: `Bench offer ${Date.now()}`, merchantId, content: 'Hi {customerName}, {merchantName} has a loan offer for you. Reply STOP to opt out.' }).returning();
      const [task] = await db.insert(smsMarketingTasks).values({
        taskName: 'Bench million', templateId: template.id, merchantId, segment: LIST_LIBRARY_SEGMENT, scheduledAt: at, ratePerMinute: RATE_PER_MINUTE, status: 'running', startedAt: at,
      }).returning();
      await db.insert(smsRoutes).values({ kind: 'marketing', name: 'Bench route', provider: 'gammaSms', priority: 1, ratePerSecond: 1000, merchantId });
      const deps = {
        db, config: testConfig(), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments: createSandboxPayments(db), now: () => at,
      } as Deps;

      start = performance.now();
      const run = await runMarketingTasks(deps, at, task.id);
      const queued = seconds(start);
      figures.push(`queue a ${run.recipients}-recipient task (audience in slices, then ${run.submitted} written to the outbox): ${queued.toFixed(1)} s (${Math.round(run.recipients / queued)} recipients/s)`);
      const ids = (await queryRows<{ id: number }>(db, sql`select outbox_id as id from sms_marketing_recipients where task_id = ${task.id} and outbox_id is not null order by outbox_id`)).map((r) => Number(r.id));
      start = performance.now();
      await deliverQueuedMessages(deps, ids);
      const sent = seconds(start);
      const [{ handed }] = await queryRows<{ handed: number }>(db, sql`select count(*)::int as handed from sms_attempts a where a.outbox_id in (select outbox_id from sms_marketing_recipients where task_id = ${task.id})`);
      figures.push(`send through the sandbox: ${handed} of ${ids.length} handed over with their receipts in ${sent.toFixed(1)} s (${Math.round(handed / sent)} messages/s; route rate 1,000/s)`);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  console.log(`\nMarketing SMS task to a million recipients (PostgreSQL, rolled back afterwards):`);
  for (const f of figures) console.log(`  ${f}`);
  await database.close();
}
