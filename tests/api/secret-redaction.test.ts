/**
 * Issue 31.2: a temporary password, a sign-in code and a customer's verification code reach only the recipient.
 * The outbox keeps them as ****** (outbox.service.ts), so no API answer — the whole outbox, a message's receipts,
 * customer 360, the audit log, any list, detail or export — shows them to anyone, a masked supervisor with the
 * whole outbox included; the real values, read from what the sandbox handed over, still work.
 */
import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_RECEIPTS_LIST_URL } from '../../common/contact/sms-receipt';
import type { RegisteredRoute } from '../../server/app';
import { API_PREFIX } from '../../server/core/route';
import { auditLogs, customers, outboxMessages } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { HIDDEN_SECRET } from '../../server/modules/outbox/outbox.service';
import { demoApp, openCall } from './app-open.helpers';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let supervisor: string;
/** The secrets sent in this file, each with the outbox message that carried it. */
const secrets: { value: string; outboxIds: number[] }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  supervisor = await t.login('supervisor');
});
afterAll(async () => { await t?.close(); });

const newest = async (kind: string, userId?: number) => (await t.outbox({ kind, userId })).at(-1)!;

/** A read answer as text: JSON as sent, a workbook (an export) as the text of every cell. */
async function answerText(method: 'GET' | 'POST', url: string, token: string, query?: Record<string, string>) {
  const response = await t.app.inject({ method, url, query, payload: method === 'POST' ? {} : undefined, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (String(response.headers['content-type'] ?? '').includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => { cells.push(String(cell.text)); })));
    return cells.join('\n');
  }
  return response.body;
}

const expectNoSecret = (where: string, text: string) => {
  for (const { value } of secrets) expect(text.includes(value), `${where} shows ${value}`).toBe(false);
};

describe('issue 31.2: secrets never stored or shown readable', () => {
  it('sends a reset password to the user only, and it still signs them in', async () => {
    const collectorId = await t.userId('collector');
    expect((await t.call('POST', 'user/resetPwd', { token: admin, body: { userId: collectorId } })).code).toBe(200);
    const sent = await t.outbox({ userId: collectorId, kind: 'passwordReset' });
    const temporary = /Temporary password: ([A-Za-z0-9]+)\./.exec(t.sentText(sent.at(-1)!))![1];
    secrets.push({ value: temporary, outboxIds: sent.map((m) => m.id) });
    for (const message of sent) expect(message.body).toContain(`Temporary password: ${HIDDEN_SECRET}.`);
    const signIn = await t.call('POST', 'noAuth/logon/login', { body: { username: 'collector', password: temporary } });
    expect(signIn).toMatchObject({ code: 200, data: { isUpdatePasswordStatus: true } });
  });

  it('sends a sign-in code to the user only, and it still completes the sign-in', async () => {
    const financeId = await t.userId('finance');
    const login = await t.call('POST', 'noAuth/logon/login', { body: { username: 'finance', password: DEMO_PASSWORD } });
    expect((await t.call('POST', 'noAuth/logon/sendAuthUserValidateCode', { body: { ticket: login.data.ticket, channel: 'sms' } })).code).toBe(200);
    const message = await newest('loginCode', financeId);
    expect(message.body).toBe(`Your back-office sign-in code is ${HIDDEN_SECRET}. It expires in 5 minutes. Do not share it.`);
    const code = await t.latestLoginCode(financeId);
    secrets.push({ value: code, outboxIds: [message.id] });
    expect((await t.call('POST', 'noAuth/logon/verifyCode', { body: { ticket: login.data.ticket, code } })).code).toBe(200);
  });

  it('sends a customer\'s verification code to the phone only, and it still verifies', async () => {
    const [customer] = await t.db.select({ phone: customers.phone }).from(customers).orderBy(asc(customers.id)).limit(1);
    const request = { phone: customer.phone, purpose: 'register' };
    expect((await openCall(t, 'POST', 'verificationCode/send', demoApp('jamiipesa'), { body: request })).code).toBe(200);
    const message = (await t.outbox({ kind: 'verificationCode' })).filter((m) => m.recipient === customer.phone).at(-1)!;
    const code = /\b(\d{6})\b/.exec(t.sentText(message))![1];
    expect(message.body).toContain(HIDDEN_SECRET);
    secrets.push({ value: code, outboxIds: [message.id] });
    expect(await openCall(t, 'POST', 'verificationCode/verify', demoApp('jamiipesa'), { body: { ...request, code } })).toMatchObject({ code: 200, data: { verified: true } });
  });

  it('stores none of them: neither the outbox nor the audit log holds one', async () => {
    expect(secrets).toHaveLength(3);
    const stored = JSON.stringify([await t.db.select().from(outboxMessages), await t.db.select().from(auditLogs)]);
    expectNoSecret('the database', stored);
  });

  it('shows none of them in the whole outbox, a message\'s receipts or customer 360, to the administrator or the masked supervisor', async () => {
    const [customer] = await t.db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id)).limit(1);
    for (const token of [admin, supervisor]) {
      for (const scope of ['all', 'mine']) {
        const page = await answerText('GET', `${API_PREFIX}/message/list`, token, { scope, current: '1', size: '100' });
        if (scope === 'all') expect(page).toContain(HIDDEN_SECRET);
        expectNoSecret(`message/list?scope=${scope}`, page);
      }
      for (const id of secrets.flatMap((s) => s.outboxIds)) {
        expectNoSecret(`receipts of ${id}`, await answerText('GET', `${API_PREFIX}/${SMS_RECEIPTS_LIST_URL}`, token, { outboxId: String(id) }));
      }
      expectNoSecret('customer 360', await answerText('GET', `${API_PREFIX}/customerManage/detail`, token, { customerId: String(customer.id) }));
    }
  });

  it('shows none of them on any list, detail, log or export route', async () => {
    const routes = t.app.registeredRoutes.filter((r: RegisteredRoute) => r.url.startsWith(`${API_PREFIX}/`) && !r.url.includes(':')
      && (r.method === 'GET' || (r.method === 'POST' && /\/(list|page|export|detail|info|history|activity)\w*$/i.test(r.url))));
    expect(routes.length).toBeGreaterThan(100);
    const [collector] = await t.db.select({ id: outboxMessages.recipientUserId }).from(outboxMessages).where(eq(outboxMessages.kind, 'passwordReset')).limit(1);
    const query = { current: '1', size: '100', scope: 'all', entity: 'user', id: String(collector.id), userId: String(collector.id) };
    for (const route of routes) {
      for (const token of [admin, supervisor]) expectNoSecret(`${route.method} ${route.url}`, await answerText(route.method as 'GET' | 'POST', route.url, token, query));
    }
  });
});
