import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { TEST_CLOCK_HEADER } from '../../../server/core/test-clock';
import { LoginPage } from './login.page';
import { submitApplication } from './orders.page';
import { sentText } from './sandbox-sent';

const API = '/api/hc/web';
const fields = (JSON.parse(readFileSync('public/locales/en/writeOff.json', 'utf8')) as { fields: Record<string, string> }).fields;

interface Envelope<T = unknown> { code: number; msg: string; data: T }

/** `offset`: the request's server time moved by that many minutes (TEST_CLOCK_HEADER, server/core/test-clock.ts). */
export const clockHeader = (offset?: number): Record<string, string> => (offset === undefined ? {} : { [TEST_CLOCK_HEADER]: String(offset) });

async function call<T = unknown>(request: APIRequestContext, method: 'GET' | 'POST', url: string, token: string, body?: unknown, key?: string, offset?: number): Promise<T> {
  const headers = { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}), ...clockHeader(offset) };
  const response = method === 'GET' ? await request.get(`${API}/${url}`, { headers }) : await request.post(`${API}/${url}`, { headers, data: body });
  const envelope = await response.json() as Envelope<T>;
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** A session opened through the API; `offset` opens it at a moved time (a session of another moment may have been idle for a day). */
export async function apiLogin(request: APIRequestContext, username: string, offset?: number): Promise<string> {
  const response = await request.post(`${API}/noAuth/logon/login`, { data: { username, password: 'Demo@2026' }, headers: clockHeader(offset) });
  const envelope = await response.json() as Envelope<{ token: string }>;
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data.token;
}

/** An order applied for, allocated by the admin, approved by its auditor and paid out — all through the API. */
export async function disbursedOrder(request: APIRequestContext) {
  const { orderId, orderNo } = await submitApplication(request);
  await approveAndPayOut(request, orderId);
  const admin = await apiLogin(request, 'admin');
  const detail = await call<{ order: { status: number; loanAmountCents: number } }>(request, 'GET', `orderDetail/detail?orderId=${orderId}`, admin);
  expect(detail.order.status).toBe(60);
  return { orderId, orderNo, loanAmountCents: detail.order.loanAmountCents };
}

/**
 * An applied order allocated by the admin to the demo auditor, approved by them and paid out, through the routes
 * the screens use; `payOffset` moves the payout's time (minutes, e.g. a loan lent days ago).
 */
export async function approveAndPayOut(request: APIRequestContext, orderId: number, payOffset?: number) {
  const admin = await apiLogin(request, 'admin');
  const auditors = await call<Array<{ value: number; label: string }>>(request, 'GET', 'orderAllocation/auditors', admin);
  const auditorId = auditors.find((a) => a.label === 'Brian Otieno')!.value;
  await call(request, 'POST', 'orderAllocation/allocate', admin, { orderIds: [orderId], auditorId, action: 'allocate' });
  const auditor = await apiLogin(request, 'auditor');
  const questions = await call<Array<{ id: number; options: string[] }>>(request, 'GET', 'auditConfiguration/enabled', auditor);
  await call(request, 'POST', 'orderAudit/submit', auditor, { orderId, decision: 'approve', answers: questions.map((q) => ({ questionId: q.id, answer: q.options[0] })) });
  const payer = await apiLogin(request, 'admin', payOffset);
  const paid = await call<{ results: { ok: boolean; outcome?: string }[] }>(request, 'POST', 'payManage/disburse', payer, { orderIds: [orderId] }, randomUUID(), payOffset);
  expect(paid.results[0]).toMatchObject({ ok: true, outcome: 'success' });
}

/** A write-off file as finance fills the template: the English header, one bank flow per row (KES). */
export async function writeOffFile(rows: ReadonlyArray<Record<string, string | number>>): Promise<Buffer> {
  const columns = Object.keys(rows[0]);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Flows');
  sheet.addRow(columns.map((c) => fields[c]));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Finance signs in with password and the SMS code: the admin finds the SMS in the outbox, the sandbox's record has its code. */
export async function signInFinance(page: Page, request: APIRequestContext, username = 'finance') {
  const login = new LoginPage(page);
  await login.open({ graphicVerification: false });
  await login.fill(username);
  await login.submit();
  await page.getByTestId('login-send-code').click();
  const admin = await apiLogin(request, 'admin');
  let code = '';
  await expect.poll(async () => {
    const outbox = await call<{ records: Array<{ id: number; kind: string; recipient: string }> }>(request, 'GET', 'message/list?scope=all&channel=sms&size=20', admin);
    const message = outbox.records.find((m) => m.kind === 'loginCode');
    code = /\b(\d{6})\b/.exec((message && sentText(message.id)) ?? '')?.[1] ?? '';
    return code;
  }).not.toBe('');
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-code-submit').click();
  await page.waitForURL('**/AdminContent/Home');
}

export class WriteOffImportPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/AdminContent/CollectionSystem/CancelAfterVerificationManagement');
    await expect(this.page.getByTestId('import-card')).toBeVisible();
  }

  /** Chooses the file, confirms the import and, when asked, the amounts above the loan amount. */
  async importFile(name: string, buffer: Buffer, { excess = false } = {}) {
    await this.page.getByTestId('import-card').locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await this.page.getByTestId('import-confirm').click();
    if (excess) {
      await expect(this.page.getByTestId('excess-rows')).toBeVisible();
      await this.page.getByTestId('excess-confirm').click();
    }
    await expect(this.page.getByTestId('last-batch')).toBeVisible();
  }
}
