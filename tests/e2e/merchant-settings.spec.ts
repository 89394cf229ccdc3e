/**
 * Operations changes a merchant's settings on MerchantConfigManagement and the product follows: Haraka Loans'
 * smallest wallet withdrawal and daily count show in the list; disabled (with confirmation) it takes no new
 * application through the intake API, with the reason; enabled again, the same application is taken. Haraka
 * Loans is enabled again at the end: the flows share one database (no other flow applies to it).
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/merchantSettings.json' with { type: 'json' };
import { cleanApplication } from '../api/order-fixtures';
import { LoginPage } from './pages/login.page';

const SCREEN = '/AdminContent/MerchantSystem/MerchantConfigManagement';
const MERCHANT = 'Haraka Loans';
const KEY = { 'x-service-key': 'demo-intake-1502' };
const row = (page: Page) => page.locator('tr.ant-table-row', { hasText: MERCHANT });

async function toggle(page: Page, on: boolean) {
  await row(page).getByTestId('row-enabled').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row(page).getByTestId('row-enabled')).toHaveAttribute('aria-checked', String(on));
}

test('a disabled merchant takes no new application; its withdrawal conditions are set on the same screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('admin');
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(row(page)).toBeVisible();

  await row(page).getByTestId('row-edit').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-withdrawalMinCents').fill('150');
  await dialog.getByTestId('field-withdrawalDailyLimit').fill('4');
  await dialog.getByTestId('entity-save').click();
  await expect(dialog).toBeHidden();
  await expect(row(page)).toContainText('150.00');
  await expect(row(page)).toContainText('4');

  await toggle(page, false);
  const body = cleanApplication({ productCode: 'HL-14D', customer: 810_000 + (Date.now() % 100_000) });
  const refused = await (await request.post('/api/hc/web/open/intake/application', { data: body, headers: KEY })).json() as { code: number; msg: string; data: { refuseReason: string } };
  expect(refused).toMatchObject({ code: 409, msg: en.refusals.merchantDisabled.replace('{{merchant}}', MERCHANT), data: { refuseReason: 'T106' } });

  await toggle(page, true);
  const taken = await (await request.post('/api/hc/web/open/intake/application', { data: body, headers: KEY })).json() as { code: number; msg: string };
  expect(taken.code, taken.msg).toBe(200);
});
