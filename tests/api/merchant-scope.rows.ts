/**
 * Rows of another merchant that the API test seed lacks, so the merchant sweep (merchant-scope.test.ts) has
 * something foreign to aim at on each merchant-owned screen: accounts customers pay into, routing, SMS, robot
 * tasks, collection levels and strategies, rules, maturity rules, app messages.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  appClients, appMessages, collectionLevels, lenderAccounts, loanRoutes, maturityRules, merchants, reductionStrategies, repaymentAccounts,
  riskRules, riskRuleSets, robotTasks, smsMarketingTasks, smsMarketingTemplates, smsRoutes, userMerchants, users,
} from '../../server/db/schema';

export async function createForeignRows(db: Db, own: number): Promise<void> {
  const [foreign] = await db.select({ id: merchants.id }).from(merchants).where(ne(merchants.id, own)).orderBy(merchants.id).limit(1);
  const merchantId = foreign.id;
  const account = { merchantId, accountName: 'Foreign paybill', bankName: 'M-Pesa', accountNo: '31400001', channel: 'mpesa' };
  await db.insert(repaymentAccounts).values(account);
  await db.insert(lenderAccounts).values({ ...account, accountNo: '31400002' });
  await db.insert(loanRoutes).values({ merchantId, channel: 'app' });
  const [template] = await db.insert(smsMarketingTemplates).values({ merchantId, name: 'Foreign template', content: 'Hello {customerName}' }).returning();
  await db.insert(smsMarketingTasks).values({
    merchantId, templateId: template.id, taskName: 'Foreign task', segment: 'settledNoNewLoan', scheduledAt: new Date(Date.now() + 86_400_000), ratePerMinute: 10,
  });
  await db.insert(smsRoutes).values({ merchantId, kind: 'marketing', name: 'Foreign route', provider: 'sandbox', priority: 1 });
  for (const scope of ['collection', 'marketing', 'telemarketing', 'ai']) await db.insert(robotTasks).values({ merchantId, scope, name: `Foreign ${scope} task` });
  await db.insert(collectionLevels).values({ merchantId, kind: 'overdue', level: 'F9', minDays: 400, maxDays: 500 });
  await db.insert(reductionStrategies).values({ merchantId, name: 'Foreign strategy' });
  await db.insert(maturityRules).values({ merchantId });
  const [set] = await db.select({ id: riskRuleSets.id }).from(riskRuleSets).where(eq(riskRuleSets.merchantId, merchantId)).limit(1)
    .then(async (rows) => (rows.length ? rows : db.insert(riskRuleSets).values({ merchantId, name: 'Foreign rule set' }).returning({ id: riskRuleSets.id })));
  await db.insert(riskRules).values({ ruleSetId: set.id, name: 'Foreign rule', variable: 'age', operator: 'lt', threshold: '18', action: 'refuse' });
  const [app] = await db.select({ appCode: appClients.appCode }).from(appClients).where(and(eq(appClients.merchantId, merchantId))).limit(1);
  if (app) await db.insert(appMessages).values({ appCode: app.appCode, title: 'Foreign notice', content: 'For another merchant', publishAt: new Date() });
}

/**
 * Ties seeded users to every merchant there is now, as the seed ties the administrator and the auditor: a test that
 * adds a merchant straight into the database, or lets a one-merchant user manage every merchant's settings, says so.
 */
export async function tieToEveryMerchant(db: Db, usernames: readonly string[] = ['admin', 'auditor']): Promise<void> {
  const people = await db.select({ id: users.id }).from(users).where(inArray(users.username, [...usernames]));
  const all = await db.select({ id: merchants.id }).from(merchants);
  const rows = people.flatMap((u) => all.map((m) => ({ userId: u.id, merchantId: m.id })));
  if (rows.length) await db.insert(userMerchants).values(rows).onConflictDoNothing();
}
