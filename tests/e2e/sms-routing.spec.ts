import { expect, test } from '@playwright/test';
import { SMS_RECEIPT_SIGNATURE_HEADER, SMS_RECEIPT_TIMESTAMP_HEADER } from '../../common/contact/sms-receipt';
import headerEn from '../../public/locales/en/header.json' with { type: 'json' };
import en from '../../public/locales/en/smsRoute.json' with { type: 'json' };
import { sign } from '../../server/modules/ai-call/ai-signature';
import { LoginPage } from './pages/login.page';
import { ContactConfigPage } from './pages/message-templates.page';
import { MessagesPage } from './pages/messages.page';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';
const stamp = Date.now().toString(36).slice(-6);
/** A number no sandbox refuses (not ending in 8 or 9) and whose receipt is "sent" (not ending in 000). */
const phone = `25471${String(Date.now() % 1_000_000).padStart(6, '0')}1`;

test('an admin disables a route and the next send goes out via the next provider, shown in the message centre', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: object) => (await (await request.post(`${API}/${url}`, { data, headers })).json()).data;
  // Routes of earlier runs of this test (same merchant and type, top priorities) are removed first.
  const leftovers = (await (await request.get(`${API}/smsRoute/list?name=E2E route&size=100`, { headers })).json()).data.records as { id: number }[];
  if (leftovers.length > 0) await post('smsRoute/delete', { ids: leftovers.map((r) => r.id) });
  const merchants = (await (await request.get(`${API}/smsRoute/options/merchants`, { headers })).json()).data as { value: number; label: string }[];
  const soko = merchants.find((m) => m.label === 'Soko Credit')!.value;
  const route = { merchantId: soko, messageType: 'repaymentReminder', ratePerSecond: 50 };
  await post('smsRoute/save', { ...route, name: `E2E route ${stamp} first`, provider: 'alphaSms', priority: 1 });
  await post('smsRoute/save', { ...route, name: `E2E route ${stamp} next`, provider: 'betaSms', priority: 2 });
  expect(await post('smsRoute/testSend', { phone, merchantId: soko, messageType: 'repaymentReminder' })).toMatchObject({ provider: 'alphaSms', status: 'sent' });

  await new LoginPage(page).signIn('admin');
  const screen = new ContactConfigPage(page);
  await page.goto('/AdminContent/OperationSystem/SmsRouterConfig');
  await page.getByTestId('filter-name').fill(`E2E route ${stamp}`);
  await page.getByTestId('filter-search').click();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(2);
  const first = screen.row(`E2E route ${stamp} first`);
  await expect(first).toContainText(en.options.provider.alphaSms);
  await expect(screen.row(`E2E route ${stamp} next`)).toContainText(en.options.provider.betaSms);
  await first.getByTestId('row-enabled').click();
  await page.getByTestId('confirm-ok').click();
  await expect(first.getByTestId('row-enabled')).toHaveAttribute('aria-checked', 'false');

  await page.getByTestId('sms-test-send').click();
  await expect(screen.dialog()).toBeVisible();
  await page.getByTestId('test-send-phone').fill(phone);
  const choose = async (testId: string, option: string) => {
    await screen.dialog().getByTestId(testId).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
    await expect(screen.dialog().getByTestId(testId)).toContainText(option);
  };
  await choose('test-send-merchant', 'Soko Credit');
  await choose('test-send-type', en.options.messageType.repaymentReminder);
  await page.getByTestId('test-send-ok').click();
  await expect(page.getByTestId('test-send-result')).toContainText(en.testSend.result.replace('{{provider}}', en.options.provider.betaSms).replace('{{status}}', en.statuses.sent));
  await screen.dialog().getByRole('button', { name: 'Close', exact: true }).last().click();

  const messages = new MessagesPage(page);
  await messages.open();
  await messages.showWholeOutbox();
  const rows = page.locator('tr.ant-table-row').filter({ hasText: phone });
  await expect(rows).toHaveCount(2);
  // Newest first: the send after the switch went via betaSms, the one before via alphaSms.
  await expect(rows.nth(0).getByTestId('message-delivery')).toContainText('betaSms');
  await expect(rows.nth(1).getByTestId('message-delivery')).toContainText('alphaSms');
});

test("staff open a sent SMS's delivery receipts in the message centre: a provider's signed receipt and a forged one", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const to = `25472${String(Date.now() % 1_000_000).padStart(6, '0')}2`;
  // A test send (a staff-typed number: exempt from the contact hours) carried by the first route that takes it.
  const sent = (await (await request.post(`${API}/smsRoute/testSend`, { data: { phone: to, messageType: 'repaymentReminder' }, headers })).json()).data;
  expect(sent).toMatchObject({ status: 'sent' });
  const outbox = (await (await request.get(`${API}/message/list?scope=all&channel=sms&size=50`, { headers })).json()).data.records as { recipient: string; provider: string; providerRef: string }[];
  const message = outbox.find((m) => m.recipient === to)!;
  expect(message.providerRef).toBeTruthy();

  // The provider posts its receipt, signed as docs/api.md says (HMAC-SHA256 of "timestamp.canonical JSON" with its secret).
  const postReceipt = async (body: object, secret: string) => {
    const timestamp = Math.floor(Date.now() / 1000);
    const signed = { [SMS_RECEIPT_TIMESTAMP_HEADER]: String(timestamp), [SMS_RECEIPT_SIGNATURE_HEADER]: sign(body, timestamp, secret) };
    return request.post(`${API}/noAuth/sms/receipt/${message.provider}`, { data: body, headers: signed });
  };
  const receipt = { receiptId: `e2e-${stamp}-1`, providerRef: message.providerRef, status: 'delivered', eventAt: new Date().toISOString() };
  // The sandbox's own receipt already decided the message (sent): the provider's is accepted and changes nothing.
  expect((await (await postReceipt(receipt, `sandbox-${message.provider}-receipt-secret`)).json()).data).toEqual({ result: 'stale' });
  const forged = { ...receipt, receiptId: `e2e-${stamp}-2`, status: 'failed', reason: 'forged' };
  expect((await (await postReceipt(forged, 'not-the-secret')).json()).code).toBe(403);

  await new LoginPage(page).signIn('admin');
  const messages = new MessagesPage(page);
  await messages.open();
  await messages.showWholeOutbox();
  const row = page.locator('tr.ant-table-row').filter({ hasText: to });
  await expect(row).toHaveCount(1);
  await row.getByTestId('message-receipts').click();
  const drawer = page.getByTestId('receipts-drawer');
  await expect(drawer).toBeVisible();
  const receipts = drawer.locator('tr.ant-table-row');
  await expect(receipts).toHaveCount(3);
  // Newest first: the forged one refused, the provider's accepted as stale, the sandbox's applied at hand-over.
  await expect(receipts.nth(0)).toContainText(headerEn.messages.receipts.results.badSignature);
  await expect(receipts.nth(0)).toContainText(headerEn.messages.receipts.statuses.failed);
  await expect(receipts.nth(1)).toContainText(headerEn.messages.receipts.results.stale);
  await expect(receipts.nth(1)).toContainText(headerEn.messages.receipts.statuses.delivered);
  await expect(receipts.nth(1)).toContainText(message.providerRef);
  await expect(receipts.nth(1)).toContainText(message.provider);
  await expect(receipts.nth(2)).toContainText(headerEn.messages.receipts.results.applied);
  await expect(receipts.nth(2)).toContainText(headerEn.messages.receipts.statuses.delivered);
});
