/**
 * Demo rows of ListLibraryManage and CallingAssignments (issue 16): eight registered-only customers per merchant
 * besides the customer-service app customers, sign-ins for about half of them (the rest never signed in), and
 * assignments to an agent of each merchant (online ones first) — the service user's with follow-ups in each state, each
 * follow-up also a history row — and two saved lists.
 * Runs after seedDemoCustomerService (it needs the agents and the app customers).
 */
import { eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { csCallAssignments, csCallFollowUps, csCustomerSignIns, csSavedLists, csStaff, customers, merchants, users } from '../schema';

const HOUR = 3_600_000;
const PER_MERCHANT = 8;
const FIRST = ['Brian', 'Faith', 'Kevin', 'Mercy', 'Dennis', 'Joy', 'Felix', 'Naomi'];
const LAST = ['Mutiso', 'Wairimu', 'Onyango', 'Jeptoo', 'Macharia', 'Adhiambo', 'Rotich', 'Nyaga'];

/** The i-th registered-only demo customer's phone at a merchant: 0792 <merchant's last two digits><i, two digits> 66. */
export const demoRegisteredPhone = (merchantNo: string, i: number) => `254792${merchantNo.slice(-2)}${String(i).padStart(2, '0')}66`;

const FOLLOW_UPS = [
  { result: 'willing' as const, note: 'Will download the update and apply this week.', nextInHours: 26 },
  { result: 'notConnected' as const, note: 'Rang twice, no answer.', nextInHours: 4 },
  { result: 'noDemand' as const, note: 'Registered to compare rates; no loan needed now.', nextInHours: null },
  null, null,
];

export async function seedDemoCsCalling(db: DbOrTx, now = new Date()): Promise<void> {
  const rows = await db.select({ id: merchants.id, merchantNo: merchants.merchantNo }).from(merchants).orderBy(merchants.merchantNo);
  if (rows.length === 0) return;
  const created = await db.insert(customers).values(rows.flatMap((m, mi) => Array.from({ length: PER_MERCHANT }, (_, i) => {
    const n = mi * PER_MERCHANT + i;
    return {
      customerNo: `R${m.merchantNo}${String(i + 1).padStart(5, '0')}`, merchantId: m.id, fullName: `${FIRST[n % FIRST.length]} ${LAST[(n * 3 + mi) % LAST.length]}`,
      idNumber: String(32_400_000 + n * 6_271), phone: demoRegisteredPhone(m.merchantNo, i), language: 'en',
      registeredAt: new Date(now.getTime() - (n * 19 + 5) * HOUR),
    };
  }))).returning({ id: customers.id, merchantId: customers.merchantId });
  const appCustomers = await db.select({ id: customers.id, merchantId: customers.merchantId }).from(customers).where(like(customers.customerNo, 'A%')).orderBy(customers.id);
  const people = [...appCustomers, ...created];
  await db.insert(csCustomerSignIns).values(people.filter((_, i) => i % 2 === 0).map((c, i) => {
    const lastAt = new Date(now.getTime() - (i * 11 + 2) * HOUR);
    return { customerId: c.id, firstAt: new Date(lastAt.getTime() - 48 * HOUR), lastAt, signInCount: 1 + (i % 4) };
  }));
  const agents = await db.select({ userId: csStaff.userId, username: users.username, merchantId: users.merchantId }).from(csStaff)
    .innerJoin(users, eq(users.id, csStaff.userId)).orderBy(sql`${csStaff.workingStatus} = 'offline'`, users.id);
  const service = agents.find((a) => a.username === 'service');
  const values = rows.flatMap((m) => {
    const agent = (service && service.merchantId === m.id ? service : undefined) ?? agents.find((a) => a.merchantId === m.id);
    if (!agent) return [];
    // The merchant's registered-only customers 3–7 (the first ones stay unassigned for the library's assign flow).
    return created.filter((c) => c.merchantId === m.id).slice(3).map((c, i) => {
      const assignedAt = new Date(now.getTime() - (i * 6 + 3) * HOUR);
      const follow = FOLLOW_UPS[i % FOLLOW_UPS.length];
      const followedAt = follow ? new Date(assignedAt.getTime() + HOUR) : null;
      return {
        customerId: c.id, agentUserId: agent.userId, assignedBy: null, assignedAt, result: follow?.result ?? null, note: follow?.note ?? null,
        nextCallAt: follow?.nextInHours ? new Date(now.getTime() + follow.nextInHours * HOUR) : null, followedAt, followCount: follow ? 1 : 0,
        createdAt: assignedAt, updatedAt: followedAt ?? assignedAt,
      };
    });
  });
  if (!values.length) return;
  const assigned = await db.insert(csCallAssignments).values(values).returning();
  // Each follow-up is also a row of the assignment's follow-up history.
  const history = assigned.filter((a) => a.result && a.followedAt).map((a) => ({
    assignmentId: a.id, customerId: a.customerId, userId: a.agentUserId, result: a.result!, note: a.note, nextCallAt: a.nextCallAt, createdAt: a.followedAt!,
  }));
  if (history.length) await db.insert(csCallFollowUps).values(history);
  const first = rows[0];
  await db.insert(csSavedLists).values([
    { name: 'Never signed in', filter: { status: 'neverSignedIn', assignment: 'unassigned' }, createdAt: now, updatedAt: now },
    { name: `Signed in, not applied ${first.merchantNo}`, filter: { status: 'notApplied', merchantId: first.id }, createdAt: now, updatedAt: now },
  ]);
}
