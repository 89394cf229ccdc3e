import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Application } from '../../../common/orders/application';
import { DEMO_PASSWORD } from './login.page';
import { cleanApplication } from '../../api/order-fixtures';
import { sentText } from './sandbox-sent';

const API = '/api/hc/web';
const FINANCE_PHONE = '254710998877';

async function apiLogin(request: APIRequestContext, username: string) {
  const envelope = await (await request.post(`${API}/noAuth/logon/login`, { data: { username, password: DEMO_PASSWORD } })).json() as { code: number; data: { token?: string } };
  expect(envelope.code, `sign-in of ${username}`).toBe(200);
  return envelope.data.token!;
}

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${API}/${url}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  const envelope = await response.json() as { code: number; msg: string; data: T };
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/**
 * An application submitted through the intake (merchant 1501), allocated by the administrator to the demo
 * auditor and approved by him, so it waits for disbursement. `wallet` is the M-Pesa account it is paid to.
 */
export async function approvedOrder(request: APIRequestContext, wallet?: string) {
  const body: Application = cleanApplication({ customer: 800_000 + (Date.now() % 100_000) });
  if (wallet) body.bankCard = { holderName: body.customer.fullName, paymentType: 'mpesa', walletAccount: wallet };
  const intake = await (await request.post(`${API}/open/intake/application`, { data: body, headers: { 'x-service-key': 'demo-intake-1501' } })).json() as { code: number; data: { orderId: number; orderNo: string } };
  expect(intake.code).toBe(200);
  const { orderId, orderNo } = intake.data;
  const admin = await apiLogin(request, 'admin');
  const auditors = await call<{ value: number; label: string }[]>(request, admin, 'GET', 'orderAllocation/auditors');
  const auditorId = auditors.find((a) => a.label === 'Brian Otieno')!.value;
  await call(request, admin, 'POST', 'orderAllocation/allocate', { orderIds: [orderId], auditorId, action: 'allocate' });
  const auditor = await apiLogin(request, 'auditor');
  const questions = await call<{ id: number; options: string[] }[]>(request, auditor, 'GET', 'auditConfiguration/enabled');
  await call(request, auditor, 'POST', 'orderAudit/submit', { orderId, decision: 'approve', answers: questions.map((q) => ({ questionId: q.id, answer: q.options[0] })) });
  return { orderId, orderNo };
}

/** The newest sign-in code sent to the finance user: the administrator finds the SMS in the outbox, the sandbox's record has its code. */
async function latestFinanceCode(request: APIRequestContext, admin: string, after: number) {
  let found: string | undefined;
  await expect.poll(async () => {
    const page = await call<{ records: { id: number; kind: string; recipient: string }[] }>(request, admin, 'GET', 'message/list?scope=all&channel=sms&size=20');
    const message = page.records.find((m) => m.kind === 'loginCode' && m.recipient === FINANCE_PHONE && m.id > after);
    found = /\b(\d{6})\b/.exec((message && sentText(message.id)) ?? '')?.[1];
    return found;
  }).toBeTruthy();
  return found!;
}

/** Signs the finance user in as a person would: password, then the code sent by SMS. */
export async function signInAsFinance(page: Page, request: APIRequestContext) {
  const admin = await apiLogin(request, 'admin');
  const before = await call<{ records: { id: number }[] }>(request, admin, 'GET', 'message/list?scope=all&channel=sms&size=1');
  await page.goto('/Login');
  await page.evaluate(() => localStorage.setItem('user_setting_info', JSON.stringify({ graphicVerificationIsOpenStatus: false, miscellaneousFunctionIsOpenStatus: true, menuStyle: 'vertical' })));
  await page.reload();
  await page.getByTestId('login-username').fill('finance');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await latestFinanceCode(request, admin, before.records[0]?.id ?? 0));
  await page.getByTestId('login-code-submit').click();
  await page.waitForURL('**/AdminContent/Home');
}

/** AfterLoanSystem/LoanManagement: the disbursement list, its row actions, confirmations and results. */
export class LoanManagementPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/AdminContent/AfterLoanSystem/LoanManagement');
    await expect(this.page.getByTestId('pay-filter-bar')).toBeVisible();
  }

  async searchOrderNo(orderNo: string) {
    await this.page.getByTestId('filter-orderNo').fill(orderNo);
    await this.page.getByTestId('filter-search').click();
    await expect(this.row(orderNo)).toBeVisible();
  }

  row(orderNo: string) {
    return this.page.getByTestId('pay-table').locator('tr', { has: this.page.getByText(orderNo, { exact: true }) });
  }

  releaseStatus(orderNo: string) {
    return this.row(orderNo).getByTestId('release-status');
  }

  async closeCodes() {
    await this.page.getByTestId('loan-codes').locator('.ant-drawer-close').click();
    await expect(this.page.getByTestId('loan-codes')).toBeHidden();
  }

  /** Presses a row's action: a button in the row, or an item of its "more" menu (beyond two actions). */
  async pressRowAction(orderNo: string, action: string) {
    const row = this.row(orderNo);
    const inline = row.getByTestId(`row-${action}`);
    await expect(inline.or(row.getByTestId('row-more')).first()).toBeVisible();
    if (await inline.count()) {
      await inline.click();
      return;
    }
    await row.getByTestId('row-more').click();
    await this.page.locator('.ant-dropdown:visible').getByTestId(`row-${action}`).click();
  }

  /** Presses a row's action, checks the confirmation names what it asks, and confirms. */
  async rowAction(orderNo: string, action: string, confirmation: RegExp) {
    await this.pressRowAction(orderNo, action);
    await expect(this.page.locator('.ant-modal-confirm')).toContainText(confirmation);
    await this.page.getByTestId('confirm-ok').click();
  }

  /** The result dialog's row for an order: its outcome and detail; closes it afterwards when asked. */
  async expectResult(outcome: RegExp, detail?: RegExp) {
    const dialog = this.page.getByTestId('pay-result');
    await expect(dialog.getByTestId('pay-result-outcome')).toHaveText(outcome);
    if (detail) await expect(dialog.getByTestId('pay-result-detail')).toHaveText(detail);
    await this.page.getByTestId('pay-result-close').click();
    await expect(dialog).toBeHidden();
  }
}
