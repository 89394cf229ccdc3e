/**
 * Operations sets a merchant's traffic to "old customers only" on OrganizationMerchantManagement; the intake
 * (driven through its API, as a customer app does) then refuses a new customer of that merchant with the reason.
 * Each save first names its effect (before → after, and what the intake will refuse); cancelling it stores nothing.
 * The rule is put back to unlimited at the end: the flows share one database.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/merchantConfig.json' with { type: 'json' };
import { cleanApplication } from '../api/order-fixtures';
import { LoginPage } from './pages/login.page';

const SCREEN = '/AdminContent/OperationSystem/OrganizationMerchantManagement';
const MERCHANT = 'Soko Credit';

async function setApplyLimit(page: Page, code: number, shown: string, effect: string) {
  const row = page.locator('tr.ant-table-row', { hasText: MERCHANT });
  await row.getByTestId('row-edit').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('entity-save') });
  await dialog.getByTestId('field-applyLimit').fill(String(code));
  await dialog.getByTestId('entity-save').click();
  await expect(page.getByTestId('traffic-effects')).toContainText(effect);
  await page.getByTestId('save-confirm-ok').click();
  await expect(page.getByTestId('save-confirm-ok')).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.locator('tr.ant-table-row', { hasText: MERCHANT })).toContainText(shown);
}

test('traffic "old customers only" makes the intake refuse a new customer of that merchant, with the reason', async ({ page, request }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('admin');
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('tr.ant-table-row', { hasText: MERCHANT })).toContainText(en.limitCode.unlimited);

  // Cancelled at the confirmation, the form stays open and the rule unchanged.
  await page.locator('tr.ant-table-row', { hasText: MERCHANT }).getByTestId('row-edit').click();
  await page.getByRole('dialog').filter({ has: page.getByTestId('entity-save') }).getByTestId('field-applyLimit').fill('0');
  await page.getByTestId('entity-save').click();
  await expect(page.getByTestId('traffic-effects')).toContainText(en.effects.apply.newOnly);
  await expect(page.getByTestId('traffic-effects')).toContainText(`${en.limitCode.unlimited} → ${en.limitCode.newOnly}`);
  await page.getByTestId('save-confirm-cancel').click();
  await expect(page.getByTestId('save-confirm-cancel')).toBeHidden();
  await expect(page.getByRole('dialog').filter({ has: page.getByTestId('entity-save') }).getByTestId('field-applyLimit')).toHaveValue('0');
  await page.reload();
  await expect(page.locator('tr.ant-table-row', { hasText: MERCHANT })).toContainText(en.limitCode.unlimited);

  await setApplyLimit(page, 1, en.limitCode.oldOnly.replace('{{count}}', '1'), en.effects.apply.oldOnly.replace('{{count}}', '1'));

  const body = cleanApplication({ productCode: 'SC-21D', customer: 800_000 + (Date.now() % 100_000) });
  const response = await request.post('/api/hc/web/open/intake/application', { data: body, headers: { 'x-service-key': 'demo-intake-1503' } });
  const envelope = await response.json() as { code: number; msg: string; data: { refuseReason: string } };
  expect(envelope).toMatchObject({
    code: 409,
    msg: en.refusals.oldCustomersOnly.replace('{{merchant}}', MERCHANT).replace('{{loans}}', '1'),
    data: { refuseReason: 'T102' },
  });

  await setApplyLimit(page, -1, en.limitCode.unlimited, en.effects.apply.unlimited);
  const taken = await request.post('/api/hc/web/open/intake/application', { data: body, headers: { 'x-service-key': 'demo-intake-1503' } });
  expect((await taken.json() as { code: number }).code).toBe(200);
});
