import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { LoginPage } from './login.page';
import { submitApplication } from './orders.page';

const API = '/api/hc/web';
const fields = (JSON.parse(readFileSync('public/locales/en/writeOff.json', 'utf8')) as { fields: Record<string, string> }).fields;

interface Envelope<T = any> { code: number; msg: string; data: T }

async function call<T = any>(request: APIRequestContext, method: 'GET' | 'POST', url: string, token: string, body?: unknown, key?: string): Promise<T> {
  const headers = { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) };
  const response = method === 'GET' ? await request.get(`${API}/${url}`, { headers }) : await request.post(`${API}/${url}`, { headers, data: body });
  const envelope = await response.json() as Envelope<T>;
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

export async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post(`${API}/noAuth/logon/login`, { data: { username, password: 'Demo@2026' } });
  const envelope = await response.json() as Envelope<{ token: string }>;
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data.token;
}

/** An order applied for, allocated by the admin, approved by its auditor and paid out — all through the API. */
export async function disbursedOrder(request: APIRequestContext) {
  const { orderId, orderNo } = await submitApplication(request);
  const admin = await apiLogin(request, 'admin');
  const auditors = await call<Array<{ value: number; label: string }>>(request, 'GET', 'orderAllocation/auditors', admin);
  const auditorId = auditors.find((a) => a.label === 'Brian Otieno')!.value;
  await call(request, 'POST', 'orderAllocation/allocate', admin, { orderIds: [orderId], auditorId, action: 'allocate' });
  const auditor = await apiLogin(request, 'auditor');
  const questions = await call<Array<{ id: number; options: string[] }>>(request, 'GET', 'auditConfiguration/enabled', auditor);
  await call(request, 'POST', 'orderAudit/submit', auditor, { orderId, decision: 'approve', answers: questions.map((q) => ({ questionId: q.id, answer: q.options[0] })) });
  await call(request, 'POST', 'payManage/disburse', admin, { orderIds: [orderId] }, randomUUID());
  const detail = await call<{ order: { status: number; loanAmountCents: number } }>(request, 'GET', `orderDetail/detail?orderId=${orderId}`, admin);
  expect(detail.order.status).toBe(60);
  return { orderId, orderNo, loanAmountCents: detail.order.loanAmountCents };
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

/** Finance signs in with password and the SMS code, which the admin reads from the outbox. */
export async function signInFinance(page: Page, request: APIRequestContext, username = 'finance') {
  const login = new LoginPage(page);
  await login.open({ graphicVerification: false });
  await login.fill(username);
  await login.submit();
  await page.getByTestId('login-send-code').click();
  const admin = await apiLogin(request, 'admin');
  let code = '';
  await expect.poll(async () => {
    const outbox = await call<{ records: Array<{ kind: string; body: string; recipient: string }> }>(request, 'GET', 'message/list?scope=all&channel=sms&size=20', admin);
    code = /\b(\d{6})\b/.exec(outbox.records.find((m) => m.kind === 'loginCode')?.body ?? '')?.[1] ?? '';
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
