/** 94AI: AI allocation before people's, plan runs, signed call-backs (verification, dedupe, out of order), SMS replies, permissions, masking. */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { aiCallbacks, aiCaseAssignments, collectionContacts, collectionPersonnel, robotCalls } from '../../server/db/schema';
import { runAiAllocation } from '../../server/modules/ai-call/ai-allocation';
import { deliverSandboxCallback } from '../../server/modules/ai-call/ai-sandbox';
import { signedHeaders } from '../../server/modules/ai-call/ai-signature';
import { runAutoAllocation } from '../../server/modules/case-allocation/auto-allocation.job';
import { setRobotProviders } from '../../server/modules/robot-task/robot-run.service';
import { seedCollectionBook } from './collection-fixtures';
import { caseRow } from './collection-day.helpers';
import { createRole, createUser } from './fixtures';
import { MINUTE, startTestApp, type TestApp } from './harness';
import { givePhone, robotTaskBody, toEat } from './robot-fixtures';

let t: TestApp;
let admin: string;
let cases: number[];

const post = (url: string, body: Record<string, unknown>, headers = signedHeaders(body, t.clock.now())) =>
  t.app.inject({ method: 'POST', url: `/api/hc/web/${url}`, payload: body, headers });
const aiContacts = (caseId: number) => t.db.select().from(collectionContacts).where(and(eq(collectionContacts.caseId, caseId), eq(collectionContacts.channel, 'aiCall')));
const callOfCase = async (caseId: number) => (await t.db.select().from(robotCalls).where(eq(robotCalls.caseId, caseId)).orderBy(asc(robotCalls.id)))[0];

beforeAll(async () => {
  t = await startTestApp();
  // S1 (3), S2 (10), S2 (12), S3 (20).
  const book = await seedCollectionBook(t, { overdueDays: [3, 10, 12, 20] });
  cases = book.caseIds;
  await givePhone(t, cases[1], '254722000013');
  await givePhone(t, cases[2], '254722000020');
  toEat(t, 10);
  admin = await t.login('admin');
}, 180_000);
afterAll(() => {
  setRobotProviders({ afterAiDial: deliverSandboxCallback });
  return t.close();
});

describe('AI allocation', () => {
  it('takes its share of a level before people, and people skip those cases', async () => {
    const saved = await t.call('POST', 'aiAllocationConfig/save', { token: admin, body: { system: 'v1', level: 'S2', sharePercent: 100 } });
    expect(saved.code).toBe(200);
    const again = await t.call('POST', 'aiAllocationConfig/save', { token: admin, body: { system: 'v1', level: 'S2', sharePercent: 50 } });
    expect(again.code).toBe(409);
    expect((await t.call('POST', 'aiAllocationConfig/save', { token: admin, body: { system: 'v1', level: 'S2', sharePercent: 101 } })).code).toBe(400);
    expect((await t.call('POST', 'aiAllocationConfig/save', { token: admin, body: { system: 'v2', level: 'S2', sharePercent: 10 } })).code).toBe(400);
    expect(await runAiAllocation(t.deps, t.clock.now())).toMatchObject({ marked: 2 });
    expect(await runAiAllocation(t.deps, t.clock.now())).toMatchObject({ marked: 0 });
    const user = await createUser(t.db, (await createRole(t.db)).id);
    await t.db.insert(collectionPersonnel).values({ userId: user.id, system: 'v1', capacity: 100 });
    await runAutoAllocation(t.deps, t.clock.now());
    expect((await caseRow(t, cases[1])).collectorUserId).toBeNull();
    expect((await caseRow(t, cases[2])).collectorUserId).toBeNull();
    expect((await caseRow(t, cases[0])).collectorUserId).toBe(user.id);
    expect((await t.db.select().from(aiCaseAssignments)).map((a) => Number(a.caseId)).sort()).toEqual([cases[1], cases[2]].sort());
  });
});

describe('an AI plan and its call-backs', () => {
  let ref: string;

  it('calls only the cases AI took; the call waits for the call-back', async () => {
    setRobotProviders({ afterAiDial: undefined });
    const saved = await t.call('POST', 'aiCallTask/save', { token: admin, body: robotTaskBody({ name: 'AI plan' }) });
    expect(saved.code).toBe(200);
    const run = await t.call('POST', 'aiCallTask/runNow', { token: admin, body: { id: saved.data.id } });
    expect(run.data).toMatchObject({ planned: 2, dialled: 2 });
    const call = await callOfCase(cases[1]);
    expect(call).toMatchObject({ status: 'calling', attempts: 1 });
    ref = call.providerRef!;
    expect(await callOfCase(cases[0])).toBeUndefined();
  });

  const result = (eventId: string, status: string, at: Date, extra: Record<string, unknown> = {}) =>
    ({ eventId, callRef: ref, status, eventAt: at.toISOString(), durationSec: 42, transcript: 'AI: Hello … Customer: I will pay Friday.', recordingRef: 'rec/1.mp3', ...extra });

  it('refuses an unsigned, a wrongly signed or a replayed call-back, and lists it as refused', async () => {
    const body = result('e-1', 'promised', t.clock.now());
    expect((await post('noAuth/ai94/callBack', body, {})).json().code).toBe(403);
    expect((await post('noAuth/ai94/callBack', body, signedHeaders(body, t.clock.now(), 'wrong-secret'))).json().code).toBe(403);
    expect((await post('noAuth/ai94/callBack', body, signedHeaders(body, new Date(t.clock.now().getTime() - 10 * MINUTE)))).json().code).toBe(403);
    const tampered = signedHeaders(body, t.clock.now());
    expect((await post('noAuth/ai94/callBack', { ...body, status: 'answered' }, tampered)).json().code).toBe(403);
    expect((await t.db.select().from(aiCallbacks).where(eq(aiCallbacks.result, 'badSignature'))).length).toBe(4);
    expect(await aiContacts(cases[1])).toHaveLength(0);
  });

  it('applies a signed result once: the case gets the contact; a re-send is a duplicate', async () => {
    const at = t.clock.now();
    const body = result('e-2', 'promised', at, { keypress: '1' });
    const first = await post('noAuth/ai94/callBack', body);
    expect(first.json()).toMatchObject({ code: 200, data: { result: 'applied' } });
    expect((await post('noAuth/ai94/callBack', body)).json().data).toEqual({ result: 'duplicate' });
    expect(await callOfCase(cases[1])).toMatchObject({ status: 'done', outcome: 'promised', keypress: '1', durationSec: 42, recordingRef: 'rec/1.mp3' });
    const contacts = await aiContacts(cases[1]);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ actionCode: 'promised', result: 'promised' });
  });

  it('keeps an older event arriving late without applying it, and applies a newer correction without a second contact', async () => {
    const older = result('e-0', 'noAnswer', new Date(t.clock.now().getTime() - 5 * MINUTE));
    expect((await post('noAuth/ai94/callBack', older)).json().data).toEqual({ result: 'stale' });
    expect((await callOfCase(cases[1])).outcome).toBe('promised');
    t.clock.advance(MINUTE);
    const newer = result('e-3', 'answered', t.clock.now(), { transcript: 'Corrected transcript' });
    expect((await post('noAuth/ai94/callBack', newer)).json().data).toEqual({ result: 'applied' });
    expect(await callOfCase(cases[1])).toMatchObject({ outcome: 'answered', transcript: 'Corrected transcript' });
    expect(await aiContacts(cases[1])).toHaveLength(1);
    const unknown = { ...result('e-4', 'answered', t.clock.now()), callRef: 'nobody' };
    expect((await post('noAuth/ai94/callBack', unknown)).json().data).toEqual({ result: 'unknownCall' });
  });

  it('lists the call-backs with their processing result, and the call records', async () => {
    const list = await t.call('GET', 'aiCall/callBacks', { token: admin, query: { size: 50 } });
    const results = list.data.records.map((r: { result: string }) => r.result);
    for (const r of ['applied', 'duplicate', 'stale', 'unknownCall', 'badSignature']) expect(results).toContain(r);
    const stale = await t.call('GET', 'aiCall/callBacks', { token: admin, query: { result: 'stale' } });
    expect(stale.data.total).toBe(1);
    const records = await t.call('GET', 'aiCall/records', { token: admin });
    expect(records.data.records.find((r: { caseNo: string; outcome: string }) => r.outcome === 'answered')).toMatchObject({ phone: '254722000013', durationSec: 42 });
  });

  it('the sandbox answers through the same verified path', async () => {
    setRobotProviders({ afterAiDial: deliverSandboxCallback });
    const call = await callOfCase(cases[2]);
    await deliverSandboxCallback(t.deps, { providerRef: call.providerRef!, phone: call.phone });
    expect(await callOfCase(cases[2])).toMatchObject({ status: 'done', outcome: 'promised', keypress: '1' });
    expect(await aiContacts(cases[2])).toHaveLength(1);
  });
});

describe('SMS replies', () => {
  it('matches a signed reply to the customer and the open case, once', async () => {
    const body = { messageId: 'sms-1', phone: '254722000013', text: 'I will pay on Friday', receivedAt: t.clock.now().toISOString() };
    expect((await post('noAuth/ai94/smsBack', body, {})).json().code).toBe(403);
    expect((await post('noAuth/ai94/smsBack', body)).json().data).toEqual({ result: 'recorded', matched: true });
    expect((await post('noAuth/ai94/smsBack', body)).json().data).toEqual({ result: 'duplicate' });
    const stranger = { messageId: 'sms-2', phone: '254799999999', text: 'STOP', receivedAt: t.clock.now().toISOString() };
    expect((await post('noAuth/ai94/smsBack', stranger)).json().data).toEqual({ result: 'recorded', matched: false, optedOut: true });
    const replies = await t.db.select().from(collectionContacts).where(and(eq(collectionContacts.caseId, cases[1]), eq(collectionContacts.channel, 'smsReply')));
    expect(replies).toHaveLength(1);
    const list = await t.call('GET', 'aiCall/smsBacks', { token: admin, query: { matched: 'true' } });
    expect(list.data.records).toHaveLength(1);
    expect(list.data.records[0]).toMatchObject({ phone: '254722000013', text: 'I will pay on Friday', caseNo: expect.stringMatching(/^CS/) });
  });

  it('needs the screen code; a masked user sees masked phones', async () => {
    const role = await createRole(t.db, { codes: [viewCode('CollectionSystem/NineFourAiSmsBack')] });
    const user = await createUser(t.db, role.id);
    const token = await t.login(user.username);
    const list = await t.call('GET', 'aiCall/smsBacks', { token });
    expect(list.code).toBe(200);
    expect(JSON.stringify(list.data)).not.toContain('254722000013');
    expect((await t.call('GET', 'aiCall/callBacks', { token })).code).toBe(403);
    expect((await t.call('GET', 'aiCall/records', { token })).code).toBe(403);
    expect((await t.call('POST', 'aiAllocationConfig/save', { token, body: { system: 'v1', level: 'S3', sharePercent: 10 } })).code).toBe(403);
  });
});
