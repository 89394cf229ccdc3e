/**
 * The workbench's SMS picker (issue 37): a case is offered only the collection templates that fit its stage, level
 * and merchant, each rendered for its customer by the renderer of the send; the send refuses a template that does
 * not fit; the preview is what the outbox stores and the sandbox hands over; a masked collector never gets the plain phone.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { formatCents } from '../../common/money';
import { businessNodes, collectionCases, collectionPersonnel, collectionSettings, merchants, messageTemplates } from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { HOUR, startTestApp, type TestApp } from './harness';

const SCREEN = 'CollectionSystem/MyCollection';
const CODES = [viewCode(SCREEN), ...['call', 'followUp', 'sendSms'].map((a) => actionCode(SCREEN, a))];

let t: TestApp;
let me: { id: number; token: string };
let masked: { id: number; token: string };
const k = { d3: 0, s2: 0, s1: 0 };
const tpl: Record<string, number> = {};
let admin: string;

async function collector(plain: boolean) {
  const role = await createRole(t.db, { codes: CODES, sensitivePerms: plain ? ['viewPlainData'] : [] });
  const user = await createUser(t.db, role.id);
  await t.db.insert(collectionPersonnel).values({ userId: user.id, system: 'v1', messageSending: true });
  return { id: user.id, token: await t.login(user.username) };
}

type Picker = { phone: string; templates: { id: number; templateNo: string; preview: string | null; caseStage: string | null }[] };
const picker = async (caseId: number, token = me.token) => {
  const res = await t.call('GET', 'myCollection/smsTemplates', { token, query: { caseId } });
  expect(res.code).toBe(200);
  return res.data as Picker;
};
// The test app also holds the seeded demo templates (COL-…): these tests read their own (WS-…).
const ours = (p: Picker) => p.templates.map((o) => o.templateNo).filter((no) => no.startsWith('WS-')).sort();
const offered = async (caseId: number) => ours(await picker(caseId));
const send = (caseId: number, templateId: number, token = me.token, language = 'en') =>
  t.call('POST', 'myCollection/sendSms', { token, body: { caseId, templateId }, language });

beforeAll(async () => {
  t = await startTestApp();
  const book = await seedCollectionBook(t, { overdueDays: [-3, 10, 3] });
  [k.d3, k.s2, k.s1] = book.caseIds;
  // Inside the contact hours (10:00 EAT) and with the default conduct settings.
  const now = t.clock.now();
  const at10 = new Date(now);
  at10.setUTCHours(7, 0, 0, 0);
  if (at10 <= now) at10.setTime(at10.getTime() + 24 * HOUR);
  t.clock.advance(at10.getTime() - now.getTime());
  await t.db.delete(collectionSettings);
  me = await collector(true);
  masked = await collector(false);
  await t.db.update(collectionCases).set({ collectorUserId: me.id }).where(inArray(collectionCases.id, Object.values(k)));
  const kase = (await t.db.select().from(collectionCases).where(eq(collectionCases.id, k.d3)))[0];
  const [other] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1502'));
  expect(other.id).not.toBe(kase.merchantId);
  await t.db.insert(businessNodes).values({ code: 'collection', name: 'Collection', channels: ['sms'], variables: ['customerName', 'amountDue', 'orderNo', 'dueDay'] }).onConflictDoNothing();
  const [node] = await t.db.select().from(businessNodes).where(eq(businessNodes.code, 'collection'));
  const body = 'Dear {customerName}, KES {amountDue} on loan {orderNo} is due on {dueDay}.';
  const rows = await t.db.insert(messageTemplates).values([
    { templateNo: 'WS-PRE', name: 'Upcoming repayment', caseStage: 'preReminder', merchantId: kase.merchantId },
    { templateNo: 'WS-D3', name: 'Three days to go', caseStage: 'D-3', merchantId: kase.merchantId },
    { templateNo: 'WS-D0', name: 'Due today', caseStage: 'D0', merchantId: kase.merchantId },
    { templateNo: 'WS-OVD', name: 'Past due', caseStage: 'overdue', merchantId: null },
    { templateNo: 'WS-S2', name: 'Follow-up', caseStage: 'S2', merchantId: kase.merchantId },
    { templateNo: 'WS-S2-OTHER', name: 'Other merchant follow-up', caseStage: 'S2', merchantId: other.id },
    { templateNo: 'WS-S5', name: 'Final settlement offer', caseStage: 'S5', merchantId: kase.merchantId },
    { templateNo: 'WS-ANY', name: 'Any case', caseStage: null, merchantId: null },
    { templateNo: 'WS-EC', name: 'Emergency contact', caseStage: null, contactType: 'emergencyContact', merchantId: kase.merchantId },
    { templateNo: 'WS-OFF', name: 'Disabled', caseStage: 'D-3', merchantId: kase.merchantId, enabled: false },
  ].map((r) => ({ ...r, businessNodeId: node.id, channel: 'sms', content: body }))).returning();
  for (const r of rows) tpl[r.templateNo] = r.id;
  admin = await t.login('admin');
});
afterAll(() => t?.close());

describe('the SMS picker offers only the templates that fit the case', () => {
  it('offers a D-3 (pre-reminder) case only pre-reminder templates: its stage, its level and the any-case one', async () => {
    expect(await offered(k.d3)).toEqual(['WS-ANY', 'WS-D3', 'WS-PRE']);
  });

  it('offers an S2 case its level and the overdue stage, never another level or another merchant', async () => {
    expect(await offered(k.s2)).toEqual(['WS-ANY', 'WS-OVD', 'WS-S2']);
    // The demo's own level templates follow the same rule: S2's and none of S5's "Final settlement offer".
    const demo = (await picker(k.s2)).templates.map((o) => o.templateNo).filter((no) => no.startsWith('COL-'));
    expect(demo.every((no) => no.endsWith('-S2'))).toBe(true);
    expect(await offered(k.s1)).toEqual(['WS-ANY', 'WS-OVD']);
  });

  it('renders each preview for the customer: KES amount with thousands separators, due day, order number, no braces', async () => {
    const [kase] = await t.db.select().from(collectionCases).where(eq(collectionCases.id, k.s2));
    const { templates } = await picker(k.s2);
    const s2 = templates.find((o) => o.templateNo === 'WS-S2')!;
    expect(s2.preview).not.toContain('{');
    expect(s2.preview).toContain(`KES ${formatCents(Number(kase.amountDueCents))} on loan `);
    expect(s2.preview).toContain(`is due on ${kase.dueDay}.`);
    expect(formatCents(123_456_78)).toBe('123,456.78');
  });

  it('refuses another collector\'s case', async () => {
    const res = await t.call('GET', 'myCollection/smsTemplates', { token: masked.token, query: { caseId: k.d3 } });
    expect(res.code).toBe(404);
  });
});

describe('sending', () => {
  it('refuses a template that does not fit the case, with a translated message, and stores nothing', async () => {
    const before = (await t.outbox({ kind: 'collection' })).length;
    const wrong = await send(k.d3, tpl['WS-S5']);
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toMatch(/Final settlement offer.*not for a case at level D-3/);
    const zh = await send(k.d3, tpl['WS-S2'], me.token, 'zh');
    expect(zh.code).toBe(400);
    expect(zh.msg).toContain('不适用于 D-3 级别的案件');
    expect((await send(k.s2, tpl['WS-S2-OTHER'])).code).toBe(400);
    expect((await send(k.s1, tpl['WS-D3'])).code).toBe(400);
    expect((await send(k.d3, tpl['WS-EC'])).code).toBe(400);
    expect((await send(k.d3, tpl['WS-OFF'])).code).toBe(409);
    expect((await t.outbox({ kind: 'collection' })).length).toBe(before);
  });

  it('stores and delivers exactly the text the preview showed', async () => {
    for (const [caseId, no] of [[k.d3, 'WS-D3'], [k.s2, 'WS-S2'], [k.s1, 'WS-OVD']] as const) {
      const preview = (await picker(caseId)).templates.find((o) => o.templateNo === no)!.preview;
      const res = await send(caseId, tpl[no]);
      expect(res.code).toBe(200);
      expect(res.data.body).toBe(preview);
      const [row] = (await t.outbox({ kind: 'collection' })).filter((m) => m.id === res.data.outboxId);
      expect(row.body).toBe(preview);
      expect(t.sentText(row)).toBe(preview);
    }
  });

  it('a masked collector sees the rendered text but only a masked phone', async () => {
    await t.db.update(collectionCases).set({ collectorUserId: masked.id }).where(eq(collectionCases.id, k.s1));
    const plain = (await t.db.select().from(collectionCases).where(eq(collectionCases.id, k.s1)))[0];
    const seen = await picker(k.s1, masked.token);
    const mine = await t.call('GET', 'myCollection/case', { token: masked.token, query: { caseId: k.s1 } });
    expect(seen.phone).toContain('*');
    expect(seen.phone).toBe(mine.data.header.phone);
    expect(ours(seen)).toEqual(['WS-ANY', 'WS-OVD']);
    expect(seen.templates[0].preview).not.toContain('{');
    expect(JSON.stringify(seen)).not.toMatch(/2547\d{8}/);
    await t.db.update(collectionCases).set({ collectorUserId: me.id }).where(eq(collectionCases.id, plain.id));
  });
});

describe('the template form', () => {
  it('takes a stage or an existing level as the case stage and refuses anything else, translated', async () => {
    const [node] = await t.db.select().from(businessNodes).where(eq(businessNodes.code, 'collection'));
    const base = { templateNo: 'WS-FORM', name: 'Form', businessNodeId: node.id, channel: 'sms', contactType: 'borrower', content: 'Dear {customerName}.' };
    const bad = await t.call('POST', 'messageTemplate/save', { token: admin, body: { ...base, caseStage: 'S9' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/S9 is neither a collection level nor preReminder/);
    const zh = await t.call('POST', 'messageTemplate/save', { token: admin, body: { ...base, caseStage: 'S9' }, language: 'zh' });
    expect(zh.msg).toContain('既不是催收级别');
    for (const [no, stage] of [['WS-FORM', 'preReminder'], ['WS-FORM2', 'S2'], ['WS-FORM3', 'Stage1']]) {
      expect((await t.call('POST', 'messageTemplate/save', { token: admin, body: { ...base, templateNo: no, caseStage: stage } })).code).toBe(200);
    }
  });
});
