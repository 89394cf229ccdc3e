/**
 * Demo rows of the customer-service screens (issue 16): agents (the Customer Service role's users), app
 * app customers of every merchant with feedback in each state, inbound-call records, the help widget's
 * demo key and a few decodes. A handful of INSERTs.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FEEDBACK_DUE_HOURS, type FeedbackPriority } from '../../../common/customer-service/feedback';
import type { DbOrTx } from '../client';
import { aiHelpDecodes, aiHelpKeys, csFeedbacks, csInCallRecords, csStaff, customers, merchants, roles, userRoles, users } from '../schema';

const HOUR = 3_600_000;
const PER_MERCHANT = 12;
const DEMO_PRIORITIES: readonly FeedbackPriority[] = ['normal', 'normal', 'low', 'urgent', 'normal', 'high'];
/** The demo widget key (never a real one): SHA-256 of a fixed phrase. docs/customer-service.md shows it. */
export const DEMO_AI_HELP_KEY = createHash('sha256').update('soko-demo-help-widget').digest('base64');

const FEEDBACK: readonly [category: (typeof csFeedbacks.$inferInsert)['category'], content: string, reply: string][] = [
  ['repayment', 'I paid KES 2,500 through M-Pesa paybill yesterday but the app still shows the full amount due.', 'Hello, we have matched your M-Pesa payment to your loan; the app now shows the balance. Thank you.'],
  ['loan', 'My loan was approved but the money has not reached my M-Pesa after two hours.', 'Hello, the disbursement went through this morning; please check your M-Pesa messages. Thank you.'],
  ['account', 'I changed my phone number. How do I update it on my account?', 'Hello, please call our hotline from the new number with your ID ready and we will update it for you.'],
  ['app', 'The app closes every time I open the repayment page on my phone.', 'Hello, please update the app from the Play Store; the new version fixes the repayment page.'],
  ['complaint', 'An agent called me three times on Sunday about my loan. Please stop the calls on weekends.', 'Hello, we are sorry. We have noted your request and our team will only call within allowed hours.'],
  ['other', 'Can I get a statement of all my loans for my SACCO application?', 'Hello, we have sent your statement to your e-mail address on file.'],
];
const STATUSES = ['unprocessed', 'processing', 'processed'] as const;

const IN_CALLS: readonly [reason: (typeof csInCallRecords.$inferInsert)['reason'], resolution: 'resolved' | 'unresolved', remark: string][] = [
  ['repayment', 'resolved', 'Asked for the paybill and account number; gave them and confirmed the amount due.'],
  ['loanStatus', 'resolved', 'Wanted to know why the application is pending; explained the review takes up to 24 hours.'],
  ['limit', 'unresolved', 'Asked for a higher limit; explained limits grow with on-time repayment. Not satisfied.'],
  ['account', 'resolved', 'Could not sign in; reset guided over the phone, customer signed in.'],
  ['complaint', 'unresolved', 'Complained about a late fee after paying on the due day; escalated to finance.'],
  ['other', 'resolved', 'Asked about branch locations; none, everything is through the app.'],
];

const FIRST = ['Wanjiru', 'Otieno', 'Akinyi', 'Kiprono', 'Njeri', 'Mutua', 'Chebet', 'Omondi'];
const LAST = ['Kamau', 'Ochieng', 'Wekesa', 'Kiptoo', 'Mwangi', 'Nduta', 'Barasa', 'Atieno'];

/** The i-th demo app customer's phone at a merchant: 0790 <merchant's last two digits><i, two digits> 55. */
export const demoAppPhone = (merchantNo: string, i: number) => `254790${merchantNo.slice(-2)}${String(i).padStart(2, '0')}55`;

/**
 * App users of every merchant who send feedback and call the hotline (the demo's loan customers are created
 * later, by the intake).
 */
async function seedAppCustomers(db: DbOrTx, now: Date) {
  const rows = await db.select({ id: merchants.id, merchantNo: merchants.merchantNo }).from(merchants).orderBy(merchants.merchantNo);
  const values = rows.flatMap((m, mi) => Array.from({ length: PER_MERCHANT }, (_, i) => {
    const n = mi * PER_MERCHANT + i;
    return {
      customerNo: `A${m.merchantNo}${String(i + 1).padStart(5, '0')}`, merchantId: m.id, fullName: `${FIRST[n % FIRST.length]} ${LAST[(n * 3 + mi) % LAST.length]}`,
      idNumber: String(31_200_000 + n * 7_919), phone: demoAppPhone(m.merchantNo, i), language: 'en',
      registeredAt: new Date(now.getTime() - (n + 3) * 24 * HOUR),
    };
  }));
  if (values.length === 0) return [];
  return db.insert(customers).values(values).returning({ id: customers.id, merchantId: customers.merchantId, phone: customers.phone });
}

export async function seedDemoCustomerService(db: DbOrTx, now = new Date()): Promise<void> {
  const agents = await db.select({ id: users.id, username: users.username }).from(users).innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.roleNo, 'R005')).orderBy(users.id);
  if (agents.length === 0) return;
  const statusOf = ['online', 'busy', 'offline'] as const;
  await db.insert(csStaff).values(agents.map((a, i) => ({
    userId: a.id, groupName: i % 2 === 0 ? 'Inbound hotline' : 'App feedback desk', workingStatus: a.username === 'service' ? 'online' as const : statusOf[i % 3],
  })));
  const handler = agents.find((a) => a.username === 'service') ?? agents[0];
  const people = (await seedAppCustomers(db, now)).map((c, i) => ({ ...c, rank: (i % PER_MERCHANT) + 1 }));
  if (people.length === 0) return;
  await db.insert(csFeedbacks).values(people.map((c, i) => {
    const [category, content, reply] = FEEDBACK[i % FEEDBACK.length];
    const status = STATUSES[i % STATUSES.length];
    const priority = category === 'complaint' ? 'high' as const : DEMO_PRIORITIES[i % DEMO_PRIORITIES.length];
    const createdAt = new Date(now.getTime() - (i * 5 + 1) * HOUR);
    return {
      feedbackNo: `FB${String(240_001 + i)}`, customerId: c.id, merchantId: c.merchantId, category, content, status,
      handlerUserId: status === 'unprocessed' ? null : handler.id, reply: status === 'processed' ? reply : null,
      processedAt: status === 'processed' ? new Date(createdAt.getTime() + 2 * HOUR) : null, createdAt, updatedAt: createdAt,
      priority, dueAt: new Date(createdAt.getTime() + FEEDBACK_DUE_HOURS[priority] * HOUR),
    };
  }));
  await db.insert(csInCallRecords).values(people.filter((c) => c.rank <= 8).map((c, i) => {
    const [reason, resolution, remark] = IN_CALLS[i % IN_CALLS.length];
    const createdAt = new Date(now.getTime() - (i * 3 + 1) * HOUR);
    return {
      customerId: c.id, phone: c.phone, reason, resolution, remark, userId: agents[i % agents.length].id,
      email: i % 4 === 0 ? `customer${c.id}@gmail.com` : null, createdAt, updatedAt: createdAt,
    };
  }));
  await db.insert(aiHelpKeys).values({ id: 1, keyBase64: DEMO_AI_HELP_KEY, changedBy: null, changedAt: new Date(now.getTime() - 30 * 24 * HOUR) });
  await db.insert(aiHelpDecodes).values(people.slice(0, 6).map((c, i) => ({
    userId: handler.id, customerId: i === 5 ? null : c.id, uidPrefix: ['q3Vf0aLm', 'Zx81KpQe', 'bT4nW9sY', 'H2dLr7Qa', 'mN0pX5cE', 'aa11bb22'][i],
    outcome: i === 5 ? 'invalid' as const : 'found' as const, createdAt: new Date(now.getTime() - (i * 7 + 2) * HOUR),
  })));
}
