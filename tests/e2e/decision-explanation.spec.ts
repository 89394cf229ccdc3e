import { expect, test, type APIRequestContext } from '@playwright/test';
import { cleanApplication } from '../api/order-fixtures';
import { LoginPage } from './pages/login.page';

/** An application the demo rule set refuses for its income (R302), through the intake. */
async function refusedApplication(request: APIRequestContext) {
  const body = cleanApplication({ customer: 800_000 + (Date.now() % 100_000), change: (a) => { a.customer.monthlyIncomeCents = 5_000_00; } });
  const response = await request.post('/api/hc/web/open/intake/application', { data: body, headers: { 'x-service-key': 'demo-intake-1501' } });
  const envelope = await response.json() as { code: number; data: { orderId: number; orderNo: string; refuseCode: string } };
  expect(envelope.code).toBe(200);
  expect(envelope.data.refuseCode).toBe('R302');
  return envelope.data;
}

test('a refused order explains its machine decision, and RuleSet Test replays it as stored', async ({ page, request }) => {
  test.setTimeout(120_000);
  const order = await refusedApplication(request);
  await new LoginPage(page).signIn('admin');

  await page.goto(`/AdminContent/OrderDetailAudit/OrderDetail?orderId=${order.orderId}`);
  const panel = page.getByTestId('order-section-machineDecision');
  await expect(panel.getByTestId('decision-why')).toHaveText('Refused by the rule Monthly income below KES 8,000.');
  await expect(panel.getByTestId('decision-summary')).toContainText('R302 · Income too low');
  await expect(panel.getByTestId('decision-summary')).toContainText('Kenya retail policy v3');
  const deciding = panel.getByTestId('decision-rules').locator('tr', { has: page.getByTestId('deciding-rule') });
  await expect(deciding).toHaveCount(1);
  await expect(deciding).toContainText('Monthly income (KES)');
  await expect(deciding).toContainText('5,000');
  await expect(deciding).toContainText('less than (<) 8000');
  await expect(panel.getByTestId('decision-cap')).toContainText('KES');

  await page.goto('/AdminContent/RiskControlSystem/RuleSet');
  const row = page.locator('tbody tr.ant-table-row', { hasText: 'Kenya retail policy v3' });
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible').getByTestId('row-test').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Replay an order' }).click();
  await dialog.getByTestId('replay-order-no').fill(order.orderNo);
  await dialog.getByTestId('replay-run').click();
  await expect(dialog.getByTestId('replay-verdict')).toContainText(`${order.orderNo} · Same decision as stored.`);
  await expect(dialog.getByTestId('replay-stored').getByTestId('decision-why')).toHaveText('Refused by the rule Monthly income below KES 8,000.');
  await expect(dialog.getByTestId('replay-now').getByTestId('decision-why')).toHaveText('Refused by the rule Monthly income below KES 8,000.');
});
