/** NineFourAiCallRecord lists the demo's AI calls from their call-back events; an SMS-back is marked handled on screen. */
import { expect, test } from '@playwright/test';
import { AI94_SANDBOX_SECRET } from '../../server/core/callback-secrets';
import { signedHeaders } from '../../server/modules/ai-call/ai-signature';
import { LoginPage } from './pages/login.page';

const API = '/api/hc/web';
const stamp = Date.now().toString(36).slice(-6);

test('the AI call records show the demo calls with their events, and an SMS-back is marked handled', async ({ page, request }) => {
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/CollectionSystem/NineFourAiCallRecord');
  const rows = page.getByTestId('ai-call-table').locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId('ai-call-events').locator('tr.ant-table-row').first()).toContainText('Applied');

  // A signed reply from the provider (the sandbox's secret, which the e2e server takes).
  const phone = `25479${String(Date.now()).slice(-7)}`;
  const body = { messageId: `e2e-handle-${stamp}`, phone, text: `Already paid via M-Pesa ${stamp}`, receivedAt: new Date().toISOString() };
  const sent = await request.post(`${API}/noAuth/ai94/smsBack`, { data: body, headers: signedHeaders(body, new Date(), AI94_SANDBOX_SECRET) });
  expect((await sent.json()).data).toMatchObject({ result: 'recorded' });
  await page.goto('/AdminContent/CollectionSystem/NineFourAiSmsBack');
  const row = page.getByTestId('ai-sms-table').locator('tr.ant-table-row').filter({ hasText: `Already paid via M-Pesa ${stamp}` });
  await expect(row.getByTestId('sms-unhandled')).toBeVisible();
  await row.getByTestId('row-handle').click();
  await expect(row.getByTestId('sms-handled')).toBeVisible();
  await expect(row).toContainText('admin');
  await expect(row.getByTestId('row-handle')).toHaveCount(0);
});
