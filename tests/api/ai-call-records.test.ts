/** NineFourAiCallRecord from the call-back events; NineFourAiSmsBack's case link, handled state, follow-up and STOP opt-out. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { queryRows } from '../../server/db/client';
import { aiSmsReplies, auditLogs, collectionCases, collectionContacts, merchants, telemarketingBlacklist } from '../../server/db/schema';
import { tieUserToMerchant } from '../../server/core/merchant-scope';
import { deliverSandboxCallback } from '../../server/modules/ai-call/ai-sandbox';
import { signedHeaders } from '../../server/modules/ai-call/ai-signature';
import { isOptedOut } from '../../server/modules/outbox/sms-delivery.repository';
import { setRobotProviders } from '../../server/modules/robot-task/robot-run.service';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { givePhone, robotTaskBody, toEat } from './robot-fixtures';

let t: TestApp;
let admin: string;
let cases: number[];
const SMS = 'CollectionSystem/NineFourAiSmsBack';
const RECORDS = 'CollectionSystem/NineFourAiCallRecord';

const post = (url: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/hc/web/${url}`, payload: body, headers: signedHeaders(body, t.clock.now()) });
const userWith = async (codes: string[]) => {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  return { user, token: await t.login(user.username) };
};
const reply = async (messageId: string, phone: string, text: string) =>
  (await post('noAuth/ai94/smsBack', { messageId, phone, text, receivedAt: t.clock.now().toISOString() })).json();
const replyId = async (messageId: string) => Number((await t.db.select().from(aiSmsReplies).where(eq(aiSmsReplies.messageId, messageId)))[0].id);

beforeAll(async () => {
  t = await startTestApp();
  const book = await seedCollectionBook(t, { overdueDays: [3, 10, 12, 20] });
  cases = book.caseIds;
  await givePhone(t, cases[1], '254722000031');
  await givePhone(t, cases[2], '254722000032');
  toEat(t, 10);
  admin = await t.login('admin');
  setRobotProviders({ afterAiDial: deliverSandboxCallback });
  expect((await t.call('POST', 'aiAllocationConfig/save', { token: admin, body: { system: 'v1', level: 'S2', sharePercent: 100 } })).code).toBe(200);
  const { runAiAllocation } = await import('../../server/modules/ai-call/ai-allocation');
  await runAiAllocation(t.deps, t.clock.now());
  const saved = await t.call('POST', 'aiCallTask/save', { token: admin, body: robotTaskBody({ name: 'Records plan' }) });
  expect((await t.call('POST', 'aiCallTask/runNow', { token: admin, body: { id: saved.data.id } })).data).toMatchObject({ dialled: 2 });
}, 180_000);
afterAll(() => t.close());

describe('AI call records', () => {
  it('are the calls of the applied call-back events, one row each, with their events', async () => {
    const events = await queryRows<{ call_ref: string; n: string }>(t.db,
      sql`select call_ref, count(*) as n from ai_callbacks where result = 'applied' group by call_ref order by call_ref`);
    expect(events.length).toBe(2);
    const list = await t.call('GET', 'aiCall/callRecords', { token: admin, query: { size: 50 } });
    expect(list.code).toBe(200);
    expect(list.data.total).toBe(events.length);
    const refs = list.data.records.map((r: { callRef: string }) => r.callRef).sort();
    expect(refs).toEqual(events.map((e) => e.call_ref));
    const row = list.data.records.find((r: { caseId: number }) => r.caseId === cases[1]);
    expect(row).toMatchObject({ phone: '254722000031', taskName: 'Records plan', caseNo: expect.stringMatching(/^CS/), outcome: expect.any(String) });
    expect(row.events.length).toBeGreaterThanOrEqual(1);
    expect(row.events[0]).toMatchObject({ result: 'applied', status: row.outcome });
    expect(Date.parse(row.endedAt)).toBeGreaterThanOrEqual(Date.parse(row.startedAt));
    const filtered = await t.call('GET', 'aiCall/callRecords', { token: admin, query: { phone: '254722000032' } });
    expect(filtered.data.records.map((r: { caseId: number }) => r.caseId)).toEqual([cases[2]]);
    expect((await t.call('GET', 'aiCall/callRecords', { token: admin, query: { outcome: 'nonsense' } })).code).toBe(400);
  });

  it('masks the phone for a masked user, needs the screen code and keeps the merchant scope', async () => {
    const { token } = await userWith([viewCode(RECORDS)]);
    const list = await t.call('GET', 'aiCall/callRecords', { token });
    expect(list.code).toBe(200);
    expect(list.data.total).toBe(2);
    expect(JSON.stringify(list.data)).not.toMatch(/254\d{9}/);
    const other = await userWith([viewCode(SMS)]);
    expect((await t.call('GET', 'aiCall/callRecords', { token: other.token })).code).toBe(403);
    const [m] = await t.db.insert(merchants).values({ merchantNo: '1598', merchantName: 'Elsewhere', companyCode: '15', companyName: 'Jamii' }).returning();
    const scoped = await userWith([viewCode(RECORDS), viewCode(SMS)]);
    await tieUserToMerchant(t.db, scoped.user.id, m.id);
    expect((await t.call('GET', 'aiCall/callRecords', { token: scoped.token })).data.total).toBe(0);
  });
});

describe('AI SMS-backs', () => {
  it('link to their case and are marked handled once, audited, with the code only', async () => {
    expect(await reply('r-1', '254722000031', 'Already paid via M-Pesa QK12AB')).toMatchObject({ data: { result: 'recorded', matched: true } });
    const list = await t.call('GET', 'aiCall/smsBacks', { token: admin, query: { handled: 'false' } });
    const row = list.data.records.find((r: { phone: string }) => r.phone === '254722000031');
    expect(row).toMatchObject({ caseId: cases[1], caseNo: expect.stringMatching(/^CS/), caseSystem: 'v1', handledAt: null, optedOut: false });
    const id = await replyId('r-1');
    const viewer = await userWith([viewCode(SMS)]);
    expect((await t.call('POST', 'aiCall/smsBacks/handle', { token: viewer.token, body: { id } })).code).toBe(403);
    expect((await t.call('POST', 'aiCall/smsBacks/followUp', { token: viewer.token, body: { id, actionCode: 'paidClaimed' } })).code).toBe(403);
    const handler = await userWith([viewCode(SMS), actionCode(SMS, 'handle')]);
    const [a, b] = await Promise.all([
      t.call('POST', 'aiCall/smsBacks/handle', { token: handler.token, body: { id } }),
      t.call('POST', 'aiCall/smsBacks/handle', { token: handler.token, body: { id } }),
    ]);
    expect([a.code, b.code]).toEqual([200, 200]);
    const audits = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'aiSms.handle'), eq(auditLogs.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorUserId).toBe(handler.user.id);
    expect((audits[0].before as { handledAt: unknown }).handledAt).toBeNull();
    expect((audits[0].after as { handledBy: number }).handledBy).toBe(handler.user.id);
    const handled = await t.call('GET', 'aiCall/smsBacks', { token: admin, query: { handled: 'true' } });
    expect(handled.data.records).toHaveLength(1);
    expect(handled.data.records[0]).toMatchObject({ id, handledByName: handler.user.username, handledAt: expect.any(String) });
    expect((await t.call('POST', 'aiCall/smsBacks/handle', { token: admin, body: { id: 999999 } })).code).toBe(404);
    expect((await t.call('POST', 'aiCall/smsBacks/handle', { token: admin, body: { id: 'x' } })).code).toBe(400);
  });

  it('a follow-up from a reply goes on its case, by the case holder only', async () => {
    const id = await replyId('r-1');
    const holder = await userWith([viewCode(SMS), actionCode(SMS, 'followUp')]);
    const refused = await t.call('POST', 'aiCall/smsBacks/followUp', { token: holder.token, body: { id, actionCode: 'paidClaimed' } });
    expect(refused).toMatchObject({ code: 404 });
    await t.db.update(collectionCases).set({ collectorUserId: holder.user.id }).where(eq(collectionCases.id, cases[1]));
    const done = await t.call('POST', 'aiCall/smsBacks/followUp', { token: holder.token, body: { id, actionCode: 'paidClaimed' } });
    expect(done.code).toBe(200);
    const notes = await t.db.select().from(collectionContacts).where(and(eq(collectionContacts.caseId, cases[1]), eq(collectionContacts.channel, 'note')));
    expect(notes.map((n) => [n.actionCode, n.remark, n.userId])).toContainEqual(['paidClaimed', 'Already paid via M-Pesa QK12AB', holder.user.id]);
    await reply('r-2', '254799999990', 'Who is this?');
    const stranger = await t.call('POST', 'aiCall/smsBacks/followUp', { token: holder.token, body: { id: await replyId('r-2'), actionCode: 'connected' } });
    expect(stranger.code).toBe(400);
    // An unmatched reply belongs to no merchant: a user of every merchant sees it (as head office does).
    const every = await userWith([viewCode(SMS)]);
    for (const m of await t.db.select({ id: merchants.id }).from(merchants)) await tieUserToMerchant(t.db, every.user.id, m.id);
    const unmatched = await t.call('GET', 'aiCall/smsBacks', { token: every.token, query: { matched: 'false' } });
    expect(unmatched.data.records.map((r: { text: string }) => r.text)).toContain('Who is this?');
  });

  it('STOP (trimmed, any case) opts the phone out of marketing SMS; other replies do not', async () => {
    expect(await isOptedOut(t.db, '254722000032')).toBe(false);
    expect((await reply('r-3', '254722000032', '  stop ')).data).toMatchObject({ result: 'recorded', optedOut: true });
    expect(await isOptedOut(t.db, '254722000032')).toBe(true);
    expect((await reply('r-4', '254722000033', 'Unsubscribe')).data).toMatchObject({ optedOut: true });
    expect((await reply('r-5', '254722000034', 'Stop calling me at night, I will pay')).data.optedOut).toBeUndefined();
    expect(await isOptedOut(t.db, '254722000034')).toBe(false);
    await t.db.update(telemarketingBlacklist).set({ enabled: false }).where(eq(telemarketingBlacklist.phone, '254722000032'));
    await reply('r-6', '254722000032', 'STOP ALL');
    expect(await isOptedOut(t.db, '254722000032')).toBe(true);
    const rows = await t.db.select().from(telemarketingBlacklist).where(eq(telemarketingBlacklist.phone, '254722000032'));
    expect(rows).toHaveLength(1);
    const list = await t.call('GET', 'aiCall/smsBacks', { token: admin, query: { phone: '254722000032' } });
    expect(list.data.records.every((r: { optedOut: boolean }) => r.optedOut)).toBe(true);
  });

  it('keeps the merchant scope: another merchant sees none of these replies and cannot handle them', async () => {
    const [m] = await t.db.insert(merchants).values({ merchantNo: '1597', merchantName: 'Far away', companyCode: '15', companyName: 'Jamii' }).returning();
    const scoped = await userWith([viewCode(SMS), actionCode(SMS, 'handle')]);
    await tieUserToMerchant(t.db, scoped.user.id, m.id);
    expect((await t.call('GET', 'aiCall/smsBacks', { token: scoped.token })).data.total).toBe(0);
    expect((await t.call('POST', 'aiCall/smsBacks/handle', { token: scoped.token, body: { id: await replyId('r-3') } })).code).toBe(403);
  });
});
