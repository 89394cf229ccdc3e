import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { merchants, messageTemplates, outboxMessages } from '../../server/db/schema';
import { deliverQueuedMessages, sendTemplatedMessage } from '../../server/modules/message-template/send-templated';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { toEat } from './robot-fixtures';

const TEMPLATES = 'OperationSystem/MessageTemplateConfiguration';
let t: TestApp;
let admin: string;
let collectionNodeId: number;
let jamii: number;
let haraka: number;

const save = (url: string, body: Record<string, unknown>, language = 'en') => t.call('POST', url, { token: admin, body, language });
const templateByNo = async (no: string) => (await t.db.select().from(messageTemplates).where(eq(messageTemplates.templateNo, no)))[0];
const merchantId = async (no: string) => (await t.db.select().from(merchants).where(eq(merchants.merchantNo, no)))[0].id;
const VARS = { customerName: 'Wanjiku Kamau', amountDue: '2,450.00', dueDay: '2026-11-30', orderNo: 'ORD1', paybill: '522533', merchantName: 'Jamii Pesa', daysOverdue: '3' };

beforeAll(async () => {
  t = await startTestApp();
  // Notices follow the contact hours (08:00–19:00 EAT by default): deliver them in the day.
  toEat(t, 10);
  admin = await t.login('admin');
  const nodes = (await t.call('GET', 'businessNode/list', { token: admin, query: { code: 'collection' } })).data.records;
  collectionNodeId = nodes[0].id;
  jamii = await merchantId('1501');
  haraka = await merchantId('1502');
});
afterAll(() => t.close());

const template = (extra: Record<string, unknown> = {}) => ({
  templateNo: 'T-NEW-1', name: 'Test', businessNodeId: collectionNodeId, channel: 'sms', contactType: 'borrower',
  merchantId: jamii, content: 'Dear {customerName}, pay KES {amountDue} to {paybill}.', ...extra,
});

describe('business nodes', () => {
  it('seeds the four nodes with the collection variables', async () => {
    const page = await t.call('GET', 'businessNode/list', { token: admin, query: { size: 50 } });
    expect(page.data.records.map((r: { code: string }) => r.code)).toEqual(['collection', 'customerService', 'marketing', 'repaymentReminder']);
    expect(page.data.records[0].variables).toEqual(['customerName', 'amountDue', 'dueDay', 'orderNo', 'paybill', 'merchantName', 'daysOverdue']);
  });

  it('refuses a bad variable name and a duplicate code, naming them', async () => {
    expect((await save('businessNode/save', { code: 'welcome', name: 'Welcome', channels: ['sms'], variables: ['first name'] })).msg)
      .toBe('Variable "first name": a letter, then letters, digits or _ (at most 40).');
    expect((await save('businessNode/save', { code: 'collection', name: 'Again', channels: ['sms'] })).code).toBe(409);
  });

  it('keeps a variable a template uses, and a node with templates', async () => {
    const res = await save('businessNode/update', { id: collectionNodeId, variables: ['customerName', 'amountDue', 'dueDay', 'orderNo', 'merchantName', 'daysOverdue'] });
    expect(res.code).toBe(409);
    expect(res.msg).toMatch(/^Variable paybill is still used by template COL-/);
    expect((await save('businessNode/delete', { ids: [collectionNodeId] })).code).toBe(409);
  });
});

describe('message templates', () => {
  it('seeds polite collection SMS per level for each demo merchant', async () => {
    expect((await templateByNo('COL-1501-S1')).content).toContain('{daysOverdue}');
    expect(await templateByNo('COL-1503-Stage1')).toBeTruthy();
    expect((await templateByNo('COL-1502-EC')).contactType).toBe('emergencyContact');
  });

  it('refuses an unknown variable naming it, in the caller language', async () => {
    const res = await save('messageTemplate/save', template({ content: 'Dear {customerName}, your balance is {balance}.' }));
    expect(res).toMatchObject({ code: 400, msg: 'Unknown variable balance: business node Collection does not provide it.' });
    const zh = await save('messageTemplate/save', template({ content: 'Hi {customerNmae}' }), 'zh');
    expect(zh.msg).toBe('未知变量 customerNmae：业务节点 Collection 未提供该变量。');
  });

  it('refuses a sensitive word naming it, case-insensitively and by whole word', async () => {
    const res = await save('messageTemplate/save', template({ content: 'Pay now or we call the POLICE, {customerName}.' }));
    expect(res).toMatchObject({ code: 400, msg: 'The text contains the sensitive word "police".' });
    expect((await save('messageTemplate/save', template({ content: 'You are such an idiot, {customerName}.' }))).msg)
      .toBe('The text contains the sensitive word "idiot*".');
    // "shame" is listed; "shameless" is another word, "ashamed" too: whole words only.
    expect((await save('messageTemplate/save', template({ templateNo: 'T-OK-1', content: 'Do not feel ashamed, {customerName}: call us.' }))).code).toBe(200);
  });

  it('refuses a channel the node does not push on', async () => {
    const res = await save('messageTemplate/save', template({ channel: 'email' }));
    expect(res).toMatchObject({ code: 400, msg: 'Business node Collection does not push on E-mail.' });
  });

  it('creates, updates (checked again) and audits with before and after', async () => {
    const created = await save('messageTemplate/save', template({ templateNo: 'T-AUD-1' }));
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ businessNodeName: 'Collection', merchantName: 'Jamii Pesa' });
    expect((await save('messageTemplate/update', { id: created.data.id, content: 'Hi {nickname}' })).msg).toMatch(/^Unknown variable nickname/);
    expect((await save('messageTemplate/update', { id: created.data.id, content: 'Hi {customerName}, thank you.' })).code).toBe(200);
    const row = (await t.auditRows('update')).find((r) => r.entity === 'messageTemplate' && r.entityId === String(created.data.id));
    expect(row?.before).toMatchObject({ content: 'Dear {customerName}, pay KES {amountDue} to {paybill}.' });
    expect(row?.after).toMatchObject({ content: 'Hi {customerName}, thank you.' });
    expect((await save('messageTemplate/save', template({ templateNo: 'T-AUD-1' }))).code).toBe(409);
  });

  it('offers the enabled templates of a node to any signed-in user, the merchant\'s own and those for all', async () => {
    const user = await createUser(t.db, (await createRole(t.db, { codes: [] })).id);
    const token = await t.login(user.username);
    const res = await t.call('GET', 'messageTemplate/options', { token, query: { node: 'collection', merchantId: haraka, channel: 'sms' } });
    expect(res.code).toBe(200);
    const numbers = res.data.map((o: { templateNo: string }) => o.templateNo);
    expect(numbers).toContain('COL-1502-S1');
    expect(numbers.some((n: string) => n.startsWith('COL-1501'))).toBe(false);
    expect(res.data[0]).toHaveProperty('caseStage');
    const s2 = await templateByNo('COL-1502-S2');
    await save('messageTemplate/enable', { id: s2.id, enabled: false });
    const after = await t.call('GET', 'messageTemplate/options', { token, query: { node: 'collection', merchantId: haraka } });
    expect(after.data.map((o: { templateNo: string }) => o.templateNo)).not.toContain('COL-1502-S2');
    expect((await t.call('GET', 'messageTemplate/options', { query: { node: 'collection' } })).code).not.toBe(200);
  });

  it('lets a view-only role read but not change templates, nodes or words', async () => {
    const role = await createRole(t.db, { codes: [viewCode(TEMPLATES)] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('GET', 'messageTemplate/list', { token })).code).toBe(200);
    expect((await t.call('POST', 'messageTemplate/save', { token, body: template({ templateNo: 'T-403' }) })).code).toBe(403);
    expect((await t.call('POST', 'sensitiveWord/save', { token, body: { name: 'x', words: 'a' } })).code).toBe(403);
    expect((await t.call('GET', 'businessNode/list', { token })).code).toBe(403);
    expect(actionCode(TEMPLATES, 'add')).toBe('OperationSystem:MessageTemplateConfiguration:add');
  });
});

describe('sensitive words', () => {
  it('normalises the list and then refuses templates with a new word', async () => {
    const res = await save('sensitiveWord/save', { name: 'Extra', words: ' Deadbeat ,, deadbeat，loser ' });
    expect(res.code).toBe(200);
    expect(res.data.words).toBe('Deadbeat, loser');
    expect((await save('messageTemplate/save', template({ templateNo: 'T-SW-1', content: 'Hello deadbeat {customerName}' }))).msg)
      .toBe('The text contains the sensitive word "Deadbeat".');
    expect((await save('sensitiveWord/save', { name: 'Empty', words: ' , ,' })).msg).toBe('Enter at least one word.');
  });
});

describe('sendTemplatedMessage', () => {
  it('renders the template into the outbox as a queued SMS, then delivers it through the SMS adapter once', async () => {
    const tpl = await templateByNo('COL-1501-S1');
    const sent = await t.db.transaction((tx) => sendTemplatedMessage(tx, {
      templateId: tpl.id, phone: '254712345678', variables: VARS, kind: 'collectionSms', merchantId: jamii, actorUserId: null,
    }));
    expect(sent.body).toBe('Dear Wanjiku Kamau, your Jamii Pesa loan ORD1 is 3 days past due. Kindly pay KES 2,450.00 via Paybill 522533, account ORD1. Already paid? Please ignore.');
    let [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.outboxId));
    expect(row).toMatchObject({ channel: 'sms', recipient: '254712345678', body: sent.body, kind: 'collectionSms', status: 'submitted', provider: 'queued' });
    expect(await deliverQueuedMessages(t.deps, [sent.outboxId])).toBe(1);
    expect(await deliverQueuedMessages(t.deps, [sent.outboxId])).toBe(0);
    [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.outboxId));
    expect(row).toMatchObject({ status: 'sent', provider: 'sandbox' });
    expect(row.providerRef).toMatch(/^sandbox-sms-/);
    const audit = (await t.auditRows('send')).find((r) => r.entity === 'messageTemplate' && r.entityId === String(tpl.id));
    expect(audit?.after).toMatchObject({ outboxId: sent.outboxId, kind: 'collectionSms' });
  });

  it('writes nothing when the caller\'s transaction rolls back', async () => {
    const tpl = await templateByNo('COL-1501-S2');
    const before = (await t.outbox({ kind: 'rollbackProbe' })).length;
    await expect(t.db.transaction(async (tx) => {
      await sendTemplatedMessage(tx, { templateId: tpl.id, phone: '254700000001', variables: VARS, kind: 'rollbackProbe', merchantId: jamii, actorUserId: null });
      throw new Error('caller failed');
    })).rejects.toThrow('caller failed');
    expect((await t.outbox({ kind: 'rollbackProbe' })).length).toBe(before);
  });

  const refusal = async (input: Partial<Parameters<typeof sendTemplatedMessage>[1]>) => {
    const tpl = await templateByNo('COL-1501-S3');
    return t.db.transaction((tx) => sendTemplatedMessage(tx, {
      templateId: tpl.id, phone: '254712345678', variables: VARS, kind: 'collectionSms', merchantId: jamii, actorUserId: null, ...input,
    })).then(() => null, (error: { messageKey: string; params: Record<string, unknown> }) => ({ key: error.messageKey, params: error.params }));
  };

  it('refuses a missing variable naming it, a disabled template, another merchant\'s template', async () => {
    const { amountDue: _, ...withoutAmount } = VARS;
    expect(await refusal({ variables: withoutAmount })).toEqual({ key: 'messageTemplate:errors.missingVariable', params: { variable: 'amountDue' } });
    expect(await refusal({ merchantId: haraka })).toMatchObject({ key: 'messageTemplate:errors.otherMerchant' });
    const tpl = await templateByNo('COL-1501-S4');
    await t.db.update(messageTemplates).set({ enabled: false }).where(eq(messageTemplates.id, tpl.id));
    expect(await refusal({ templateId: tpl.id })).toMatchObject({ key: 'messageTemplate:errors.templateDisabled' });
    expect(await refusal({ templateId: 999_999 })).toMatchObject({ key: 'messageTemplate:errors.templateNotFound' });
  });

  it('refuses a template that now holds a sensitive word, naming the word', async () => {
    const tpl = await templateByNo('COL-1501-S5');
    await save('sensitiveWord/save', { name: 'Settlement words', words: 'settlement' });
    expect(await refusal({ templateId: tpl.id })).toEqual({ key: 'messageTemplate:errors.sensitiveWord', params: { word: 'settlement' } });
  });
});
