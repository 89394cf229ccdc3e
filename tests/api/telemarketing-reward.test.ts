/**
 * Reward payout (issue 15): an approved activity of type "reward" is paid into the customer's wallet — the
 * overpayment of their latest order — by a balanced ledger journal (expense:telemarketingReward to the
 * overpayment liability) in the approval's transaction, once per approval; a customer with no order cannot be
 * offered a reward (no wallet); the ledger check stays clean.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../common/money/ledger-accounts';
import { ledgerEntries, ledgerJournals, orders, tmDialTasks } from '../../server/db/schema';
import { walletBalance } from '../../server/modules/wallet/overpayment';
import { postRewardCredit } from '../../server/modules/wallet/reward-credit';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { apply as intake } from './order-fixtures';
import { managerCodes, newCustomer, newEntries, newPhone, staff, telemarketerCodes } from './telemarketing-work.helpers';

let t: TestApp;
let admin: string;
let manager: { id: number; token: string };
let tm: { id: number; token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  manager = await staff(t, managerCodes);
  tm = await staff(t, telemarketerCodes, { telemarketer: true });
});
afterAll(async () => { await t?.close(); });

async function rewardActivity(faceValueCents = '150.50') {
  const res = await t.call('POST', 'tmActivity/save', { token: admin, body: {
    name: `Reward ${Math.random().toString(36).slice(2, 8)}`, activityType: 'reward', faceValueCents, dailyLimit: 10, totalLimit: 10,
    perCustomerLimit: 5, eligibleIntents: [], validDays: 7,
  } });
  if (res.code !== 200) throw new Error(`activity: ${res.code} ${res.msg}`);
  return res.data as { id: number };
}

/** A dial task of the telemarketer on `customerId`, followed up as willing. */
async function taskFor(merchantId: number, customerId: number) {
  const [entry] = await newEntries(t, merchantId, 1, [customerId]);
  await t.db.insert(tmDialTasks).values({ entryId: entry.id, userId: tm.id, merchantId, assignedAt: t.clock.now() });
  const res = await t.call('POST', 'dialTask/followUp', { token: tm.token, body: { entryId: entry.id, intent: 'willing' } });
  if (res.code !== 200) throw new Error(`follow-up: ${res.code} ${res.msg}`);
  return entry.id;
}

const request = async (activityId: number, entryId: number) =>
  t.call('POST', 'tmApproval/apply', { token: tm.token, body: { activityId, entryId, reason: 'Referred a friend' } });

describe('reward payout', () => {
  it('pays an approved reward into the wallet of the latest order, balanced, once, in the approval transaction', async () => {
    const phone = newPhone();
    const first = await intake(t, { change: (app) => { app.customer.phone = phone; } });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    const activity = await rewardActivity();
    const entryId = await taskFor(order.merchantId, order.customerId);
    const before = await walletBalance(t.db, order.id);

    const requested = await request(activity.id, entryId);
    expect(requested.code).toBe(200);
    const approved = await t.call('POST', 'tmApproval/approve', { token: manager.token, body: { id: requested.data.id, remark: 'Earned' } });
    expect(approved.data).toMatchObject({ status: 'approved', couponNo: null, rewardOrderNo: order.orderNo });

    const after = await walletBalance(t.db, order.id);
    expect(after.overpaymentCents - before.overpaymentCents).toBe(15_050);
    const journals = await t.db.select().from(ledgerJournals).where(and(eq(ledgerJournals.refType, 'tmApproval'), eq(ledgerJournals.refId, String(requested.data.id))));
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({ kind: 'telemarketingReward', orderId: order.id, postingKey: `tmReward:${requested.data.id}`, actorUserId: manager.id });
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journals[0].id));
    expect(lines.map((l) => [l.account, l.debitCents, l.creditCents, l.orderId, l.merchantId]).sort()).toEqual([
      [ACCOUNTS.rewardExpense, 15_050, 0, order.id, order.merchantId], [ACCOUNTS.overpayment, 0, 15_050, order.id, order.merchantId],
    ].sort());

    // Approving again is refused, and posting again (a retry) adds nothing.
    expect((await t.call('POST', 'tmApproval/approve', { token: manager.token, body: { id: requested.data.id, remark: null } })).code).toBe(409);
    const again = await postRewardCredit(t.db, { approvalId: requested.data.id, orderId: order.id, merchantId: order.merchantId, amountCents: 15_050, actorUserId: manager.id, at: t.clock.now() });
    expect(again).toBe(journals[0].id);
    expect((await walletBalance(t.db, order.id)).overpaymentCents).toBe(after.overpaymentCents);

    // The list shows where it went; the audit records the journal.
    const list = await t.call('GET', 'tmApproval/list', { token: manager.token, query: { current: 1, size: 50, status: 'approved' } });
    expect(list.data.records.find((r: { id: number }) => r.id === requested.data.id)).toMatchObject({ rewardOrderNo: order.orderNo });
    const audit = (await t.auditRows('tmApproval.approve')).find((r) => r.entityId === String(requested.data.id));
    expect(audit?.after).toMatchObject({ status: 'approved', rewardOrderNo: order.orderNo, rewardJournalId: journals[0].id });
    await expectLedgerBalanced(t);
  });

  it('a rejected reward posts nothing; a customer without an order cannot be offered a reward', async () => {
    const phone = newPhone();
    const placed = await intake(t, { change: (app) => { app.customer.phone = phone; } });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const activity = await rewardActivity('20');
    const requested = await request(activity.id, await taskFor(order.merchantId, order.customerId));
    expect((await t.call('POST', 'tmApproval/reject', { token: manager.token, body: { id: requested.data.id, remark: 'Not eligible' } })).code).toBe(200);
    expect(await t.db.select().from(ledgerJournals).where(eq(ledgerJournals.postingKey, `tmReward:${requested.data.id}`))).toHaveLength(0);

    const prospect = await newCustomer(t, order.merchantId, t.clock.now());
    const refused = await request(activity.id, await taskFor(order.merchantId, prospect.id));
    expect(refused).toMatchObject({ code: 409, msg: 'This customer has no loan order yet, so there is no wallet to pay a reward into' });
    await expectLedgerBalanced(t);
  });
});
