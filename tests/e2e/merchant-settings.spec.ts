/**
 * Operations changes a merchant's settings on MerchantConfigManagement and the product follows: Haraka Loans'
 * smallest wallet withdrawal and daily count show in the list; disabled (with confirmation) it takes no new
 * application through the intake API, with the reason; enabled again, the same application is taken. Haraka
 * Loans is enabled again at the end: the flows share one database (no other flow applies to it).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../public/locales/en/merchantSettings.json' with { type: 'json' };
import { cleanApplication } from '../api/order-fixtures';
import { DEMO_PASSWORD, LoginPage } from './pages/login.page';

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

const API = '/api/hc/web';

async function adminCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  return await (await request.fetch(`${API}/${url}`, { method, data, headers: { authorization: `Bearer ${token}` } })).json() as { code: number; msg: string; data: T };
}

/**
 * TrafficPersonnel's effect: the administrator, made traffic staff for Haraka Loans, sees on RechargeRecord only
 * Haraka Loans' balance and recharges; with the assignment removed (also if the test fails) every merchant again.
 */
test('a traffic staff member sees only the merchants they acquire for on the billing screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = (await (await request.post(`${API}/noAuth/logon/login`, { data: { username: 'admin', password: DEMO_PASSWORD } })).json() as { data: { token: string } }).data.token;
  const merchants = await adminCall<{ value: number; label: string }[]>(request, token, 'GET', 'merchantSettings/options/merchants');
  const haraka = merchants.data.find((m) => m.label.includes(MERCHANT))!.value;
  const me = await adminCall<{ userId: number }>(request, token, 'GET', 'user/info');
  const saved = await adminCall<{ id: number }>(request, token, 'POST', 'trafficPersonnel/save', { userId: me.data.userId, merchantId: haraka, staffType: 'channelManager', workingStatus: 'working' });
  expect(saved.code, saved.msg).toBe(200);
  const cards = page.locator('[data-testid^="balance-"]').filter({ has: page.getByTestId('balance-amount') });
  const rows = page.getByTestId('recharge-table').locator('tbody tr.ant-table-row');
  try {
    await new LoginPage(page).signIn('admin');
    await page.goto('/AdminContent/MerchantSystem/RechargeRecord');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(MERCHANT);
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allInnerTexts()) {
      expect(text).toContain(MERCHANT);
      expect(text).not.toMatch(/Jamii Pesa|Soko Credit/);
    }
  } finally {
    expect((await adminCall(request, token, 'POST', 'trafficPersonnel/delete', { ids: [saved.data.id] })).code).toBe(200);
  }
  await page.reload();
  await expect(cards.filter({ hasText: 'Jamii Pesa' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Soko Credit' })).toHaveCount(1);
});
