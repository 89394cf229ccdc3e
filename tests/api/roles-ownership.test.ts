/**
 * Least-privilege demo roles and ownership rules (issue 37, docs/roles.md): the demo collector's and telemarketer's
 * codes hold no allocation, approval, task or configuration code; front-liners act only on what they hold (cases,
 * list entries), a supervisor on any record of their merchants; the holder of a case never decides a request about it.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_SUPERVISOR_CODES, TELEMARKETING_SUPERVISOR_CODES } from '../../common/holders';
import { formatEat } from '../../common/time';
import { collectionCases, collectionDelayRequests, menus, roleMenus, telemarketingListEntries, userRoles, users } from '../../server/db/schema';
import { codesOf, userWith, V1_WAIVER } from './collection-approvals.helpers';
import { seedCollectionBook } from './collection-fixtures';
import { startTestApp, type TestApp } from './harness';
import { moneyPost } from './money-calls';

let t: TestApp;
const HOUR = 3_600_000;

async function codesOfUser(username: string): Promise<string[]> {
  const rows = await t.db.select({ code: menus.perms }).from(users).innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId)).innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(users.username, username), isNotNull(menus.perms)));
  return rows.map((r) => r.code!);
}

/** Allocation, approval, task and configuration codes: what a front-liner never holds. */
const FORBIDDEN_FOR_FRONT_LINE = [
  /Allocation/, /:(allocate|reallocate|autoAllocate|assign|distribute|reassign|recall|viewAll)$/, /:(approve|reject|delayReview|audit|moveOut)$/,
  /RoboticTask|NineFourAiTask|AiMarketingPushTask|SmsMarketingTask/, /Config|Policy|Personnel|BlackList|Blacklist|BaseTypeOption|Strategies|ImportRecord|CouponAudit|:import$/,
];

beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

describe('demo roles', () => {
  it('the demo collector and telemarketer hold no allocation, approval, task or configuration code', async () => {
    for (const username of ['collector', 'telemarketer', 'service']) {
      const codes = await codesOfUser(username);
      expect(codes.length, username).toBeGreaterThan(3);
      expect(codes.filter((code) => FORBIDDEN_FOR_FRONT_LINE.some((pattern) => pattern.test(code))), username).toEqual([]);
    }
    expect(await codesOfUser('collector')).toEqual(expect.arrayContaining(['CollectionSystem:MyCollection:followUp', 'CollectionSystem:DeductionAmountManagement:apply']));
    expect(await codesOfUser('telemarketer')).toEqual(expect.arrayContaining(['TelemarketingSystem:DialTask:call', 'TelemarketingSystem:MyLoan:view']));
  });

  it('the supervisors hold their area\'s supervisor codes and sign in', async () => {
    expect(await codesOfUser('collectlead')).toEqual(expect.arrayContaining([...COLLECTION_SUPERVISOR_CODES]));
    expect(await codesOfUser('tmlead')).toEqual(expect.arrayContaining([...TELEMARKETING_SUPERVISOR_CODES]));
    expect(await codesOfUser('servicelead')).toEqual(expect.arrayContaining(['CustomerServiceSystem:CallingAssignments:reassign', 'CustomerServiceSystem:CustomerServiceCouponAudit:approve']));
    for (const username of ['collectlead', 'tmlead', 'servicelead']) expect(await t.login(username)).toBeTruthy();
  });
});

describe('collection cases', () => {
  const delay = (token: string, caseId: number, language?: string) => moneyPost(t, token, 'deduction/delay/apply', {
    caseId, paymentRef: `QK${caseId}MPESA`, amount: '1500', paidAt: formatEat(new Date(t.clock.now().getTime() - HOUR)), remark: 'Paid via M-Pesa', 
  }, { language });
  /** A fresh open case of the collector's merchant (Haraka Loans), now held by `holder`. */
  let book: Awaited<ReturnType<typeof seedCollectionBook>> | undefined;
  let taken = 0;
  const caseHeldBy = async (holder: number) => {
    book ??= await seedCollectionBook(t, { overdueDays: [5, 6, 7, 8, 9, 10], merchantNo: '1502', productCode: 'HL-14D' });
    const id = book.caseIds[taken++];
    await t.db.update(collectionCases).set({ collectorUserId: holder }).where(eq(collectionCases.id, id));
    const [row] = await t.db.select({ id: collectionCases.id, caseNo: collectionCases.caseNo }).from(collectionCases).where(eq(collectionCases.id, id));
    return row;
  };
  const anotherCollector = async () => (await userWith(t, codesOf('CollectionSystem:MyCollection', ['followUp']))).id;

  it('a collector asks about the cases she holds only; the supervisor about any; the holder never decides', async () => {
    const collectorId = await t.userId('collector');
    const others = await caseHeldBy(await anotherCollector());
    const own = await caseHeldBy(collectorId);
    // Signed in after the book is seeded (seeding moves the test clock past an idle session).
    const collector = await t.login('collector');
    const lead = await t.login('collectlead');
    const refused = await delay(collector, others.id);
    expect(refused).toMatchObject({ code: 403, msg: 'You can ask only about the cases you hold; a collection supervisor acts on the others.' });
    expect((await delay(collector, others.id, 'zh')).msg).toBe('您只能为自己持有的案件提交申请；其他案件由催收主管处理。');
    expect((await t.db.select().from(collectionDelayRequests).where(eq(collectionDelayRequests.caseId, others.id))).filter((r) => r.status === 'pending')).toEqual([]);
    const mine = await delay(collector, own.id);
    expect(mine.code, mine.msg).toBe(200);
    expect((await delay(lead, others.id)).code).toBe(200);

    // Maker-checker: the case's holder, even with the review code, does not decide the request about it.
    const holder = await userWith(t, codesOf(V1_WAIVER, ['delayApply', 'delayReview']));
    await t.db.update(collectionCases).set({ collectorUserId: holder.id }).where(eq(collectionCases.id, others.id));
    const [request] = await t.db.select().from(collectionDelayRequests).where(and(eq(collectionDelayRequests.caseId, others.id), eq(collectionDelayRequests.status, 'pending')));
    expect(await moneyPost(t, holder.token, 'deduction/delay/pass', { id: request.id, remark: null })).toMatchObject({ code: 403, msg: 'You hold this case: someone else must decide a request about it.' });
    expect((await moneyPost(t, await t.login('admin'), 'deduction/delay/pass', { id: request.id, remark: null })).code).toBe(200);
  });

  it('bad debt: a collector moves in only her own cases', async () => {
    const others = await caseHeldBy(await anotherCollector());
    const res = await moneyPost(t, await t.login('collector'), 'badDebt/moveIn', { system: 'v1', caseNos: [others.caseNo], reason: 'Unreachable' });
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ caseNo: others.caseNo, ok: false, message: 'You can move in only the cases you hold; a collection supervisor acts on the others.' });
  });
});

describe('list-library entries', () => {
  it('a telemarketer lists and abandons only the entries assigned to him; the supervisor any', async () => {
    const me = await t.userId('telemarketer');
    const token = await t.login('telemarketer');
    const [jamii] = await t.db.select({ merchantId: users.merchantId }).from(users).where(eq(users.id, me));
    const entries = await t.db.select().from(telemarketingListEntries)
      .where(and(eq(telemarketingListEntries.merchantId, jamii.merchantId!), eq(telemarketingListEntries.listState, 'active'))).limit(3);
    const [mine, notMine, third] = entries;
    await t.db.update(telemarketingListEntries).set({ assignedUserId: me }).where(eq(telemarketingListEntries.id, mine.id));
    await t.db.update(telemarketingListEntries).set({ assignedUserId: null }).where(eq(telemarketingListEntries.id, notMine.id));

    const list = await t.call('GET', 'telemarketingList/list', { token, query: { size: 100 } });
    expect(list.code).toBe(200);
    const assigned = await t.db.select({ id: telemarketingListEntries.id }).from(telemarketingListEntries)
      .where(and(eq(telemarketingListEntries.assignedUserId, me), eq(telemarketingListEntries.listState, 'active')));
    expect(list.data.total).toBe(assigned.length);
    expect((list.data.records as { id: number }[]).map((r) => r.id)).toContain(mine.id);

    const reason = (await t.call('GET', 'telemarketingList/options/abandonReasons', { token })).data[0].value;
    const refused = await t.call('POST', 'telemarketingList/abandon', { token, body: { ids: [notMine.id], reason } });
    expect(refused).toMatchObject({ code: 403, msg: 'You can act only on the entries assigned to you; a telemarketing supervisor acts on the others.' });
    expect((await t.db.select().from(telemarketingListEntries).where(eq(telemarketingListEntries.id, notMine.id)))[0].listState).toBe('active');
    expect((await t.call('POST', 'telemarketingList/changeTarget', { token, body: { ids: [notMine.id], marketingTarget: 'apply' } })).code).toBe(403);

    const own = await t.call('POST', 'telemarketingList/abandon', { token, body: { ids: [mine.id], reason } });
    expect(own.data.results).toEqual([{ id: mine.id, ok: true }]);
    const lead = await t.login('tmlead');
    const byLead = await t.call('POST', 'telemarketingList/abandon', { token: lead, body: { ids: [third.id], reason } });
    expect(byLead.data.results).toEqual([{ id: third.id, ok: true }]);
  });
});
