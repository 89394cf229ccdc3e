import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login.page';
import { submitApplication } from './orders.page';
import { sentText } from './sandbox-sent';

const API = '/api/hc/web';
const ADMIN = '/AdminContent';

type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, token: string | null, body?: object, key?: string): Promise<T> {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) };
  const response = method === 'GET' ? await request.get(`${API}/${url}`, { headers }) : await request.post(`${API}/${url}`, { headers, data: body ?? {} });
  const envelope = await response.json() as Envelope<T>;
  expect(envelope.code, `${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

const apiSignIn = async (request: APIRequestContext, username: string) =>
  (await call<{ token: string }>(request, 'POST', 'noAuth/logon/login', null, { username, password: DEMO_PASSWORD })).token;

/**
 * A loan brought to disbursed through the REST routes the screens use: intake, allocation to the demo
 * auditor, the auditor's approval with the review questions answered, and the payout (payManage).
 */
export async function disburseNewLoan(request: APIRequestContext) {
  const order = await submitApplication(request);
  const admin = await apiSignIn(request, 'admin');
  const auditors = await call<{ value: number; label: string }[]>(request, 'GET', 'orderAllocation/auditors', admin);
  const auditorId = auditors.find((a) => a.label === 'Brian Otieno')!.value;
  await call(request, 'POST', 'orderAllocation/allocate', admin, { orderIds: [order.orderId], auditorId, action: 'allocate' });
  const auditor = await apiSignIn(request, 'auditor');
  const questions = await call<{ id: number; options: string[] }[]>(request, 'GET', 'auditConfiguration/enabled', auditor);
  await call(request, 'POST', 'orderAudit/submit', auditor, { orderId: order.orderId, decision: 'approve', answers: questions.map((q) => ({ questionId: q.id, answer: q.options[0] })) });
  const paid = await call<{ results: { ok: boolean; outcome?: string }[] }>(request, 'POST', 'payManage/disburse', admin, { orderIds: [order.orderId] }, `e2e-disburse-${order.orderId}`);
  expect(paid.results[0]).toMatchObject({ ok: true, outcome: 'success' });
  return { ...order, billNo: `${order.orderNo}-1` };
}

/** Signs in a user whose role asks for a login code: the administrator finds the SMS in the outbox, the sandbox's record has its code. */
export async function signInWithCode(page: Page, request: APIRequestContext, username: string) {
  await page.goto('/Login');
  await page.evaluate(() => localStorage.setItem('user_setting_info', JSON.stringify({ graphicVerificationIsOpenStatus: false, miscellaneousFunctionIsOpenStatus: true, menuStyle: 'vertical' })));
  await page.reload();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-send-code').click();
  await expect(page.getByRole('status').filter({ hasText: /\*/ })).toBeVisible();
  const admin = await apiSignIn(request, 'admin');
  const outbox = await call<{ records: { id: number; kind: string }[] }>(request, 'GET', 'message/list?scope=all&size=20', admin);
  const code = /\b(\d{6})\b/.exec(sentText(outbox.records.find((m) => m.kind === 'loginCode')!.id) ?? '')![1];
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-code-submit').click();
  await page.waitForURL('**/AdminContent/Home');
}

/** The repayment screens: the bills list with its Repay dialog, the flows list with Rollback, and RollbackFlow. */
export class RepaymentPage {
  constructor(readonly page: Page) {}

  async open(screen: 'AfterLoanSystem/RepaymentManagement' | 'AfterLoanSystem/RepaymentManagementNew' | 'CollectionSystem/RollbackFlow', orderNo: string) {
    await this.page.goto(`${ADMIN}/${screen}`);
    await this.page.getByTestId('filter-orderNo').fill(orderNo);
    await this.page.getByTestId('filter-search').click();
    await expect(this.rows(orderNo).first()).toBeVisible();
  }

  rows(orderNo: string) {
    return this.page.locator('tr.ant-table-row', { hasText: orderNo });
  }

  dialog() {
    return this.page.getByTestId('repay-dialog');
  }

  async openRepay(billNo: string) {
    await this.page.getByTestId(`repay-${billNo}`).click();
    await expect(this.page.getByTestId('trial-settlement')).toBeVisible();
  }

  async chooseType(label: string) {
    await this.page.getByTestId('repay-type').getByText(label, { exact: true }).click();
  }

  /** Presses Repay, reads the confirmation and confirms it. */
  async submit(confirmation: RegExp) {
    await this.page.getByTestId('repay-submit').click();
    const confirm = this.page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(confirmation);
    await this.page.getByTestId('repay-confirm-ok').click();
    await expect(this.dialog()).toBeHidden();
  }
}
