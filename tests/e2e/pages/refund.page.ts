/** ChargeToAnAccountSystem refunds: an overpaid order made through the REST API, code sign-in, and the two refund screens. */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login.page';
import { approvedOrder } from './loan-management.page';
import { sentText } from './sandbox-sent';

const API = '/api/hc/web';

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) };
  const envelope = await (await request.fetch(`${API}/${url}`, { method, data, headers })).json() as { code: number; msg: string; data: T };
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

async function adminToken(request: APIRequestContext) {
  const envelope = await (await request.post(`${API}/noAuth/logon/login`, { data: { username: 'admin', password: DEMO_PASSWORD } })).json() as { data: { token: string } };
  return envelope.data.token;
}

/**
 * An order whose customer overpaid `overpayKes`: applied through the intake, allocated and approved, paid out
 * on LoanManagement's route, then settled on rePayManage's with more than the settlement amount.
 */
export async function overpaidOrder(request: APIRequestContext, overpayKes = 100) {
  const { orderId, orderNo } = await approvedOrder(request);
  const admin = await adminToken(request);
  await call(request, admin, 'POST', 'payManage/disburse', { orderIds: [orderId] });
  const bills = await call<{ records: { id: number }[] }>(request, admin, 'GET', `rePayManage/bills?orderNo=${orderNo}`);
  const billId = bills.records[0].id;
  // The repayment time has whole seconds and may not be before the loan was paid out.
  await new Promise((resolve) => { setTimeout(resolve, 1_100); });
  const trial = await call<{ settlementCents: number; serverNow: string }>(request, admin, 'GET', `rePayManage/trial?billId=${billId}`);
  await call(request, admin, 'POST', 'rePayManage/repay', {
    billId, repayType: 'settle', amount: ((trial.settlementCents + overpayKes * 100) / 100).toFixed(2), paymentChannel: 'mpesa',
    paymentCode: `QK${String(Date.now()).slice(-8)}`, repaidAt: trial.serverNow,
  });
  return { orderId, orderNo };
}

/** Signs a code-sign-in user in as a person would: password, then the code the sandbox sent to their phone. */
export async function signInWithCode(page: Page, request: APIRequestContext, username: string, phone: string) {
  const admin = await adminToken(request);
  const latest = async () => (await call<{ records: { id: number; kind: string; recipient: string }[] }>(request, admin, 'GET', 'message/list?scope=all&channel=sms&size=20')).records;
  const before = (await latest())[0]?.id ?? 0;
  await page.goto('/Login');
  await page.evaluate(() => localStorage.setItem('user_setting_info', JSON.stringify({ graphicVerificationIsOpenStatus: false, miscellaneousFunctionIsOpenStatus: true, menuStyle: 'vertical' })));
  await page.reload();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-send-code').click();
  let code: string | undefined;
  await expect.poll(async () => {
    const message = (await latest()).find((m) => m.kind === 'loginCode' && m.recipient === phone && m.id > before);
    code = /\b(\d{6})\b/.exec((message && sentText(message.id)) ?? '')?.[1];
    return code;
  }).toBeTruthy();
  await page.getByTestId('login-code').fill(code!);
  await page.getByTestId('login-code-submit').click();
  await page.waitForURL('**/AdminContent/Home');
}

export class RefundScreen {
  constructor(readonly page: Page) {}

  async open(screen: 'ClientRefundManagement' | 'ClientRefundAuditManagement') {
    await this.page.goto(`/AdminContent/ChargeToAnAccountSystem/${screen}`);
    await expect(this.page.getByTestId('refund-table')).toBeVisible();
  }

  row(orderNo: string) {
    return this.page.getByTestId('refund-table').locator('tr.ant-table-row', { hasText: orderNo });
  }

  async search(orderNo: string) {
    await this.page.getByTestId('filter-orderNo').fill(orderNo);
    await this.page.getByTestId('filter-search').click();
  }

  async openApplyForm(orderNo: string) {
    await this.page.getByTestId('refund-apply').click();
    await this.page.getByTestId('field-orderNo').fill(orderNo);
    await this.page.getByTestId('field-orderNo').press('Enter');
    await expect(this.page.getByTestId('refundable-summary')).toBeVisible();
  }

  async submitAmount(amount: string) {
    await this.page.getByTestId('field-amount').fill(amount);
    await this.page.getByTestId('refund-apply-ok').click();
  }

  amountError() {
    return this.page.locator('#refundApply_amount_help');
  }
}
