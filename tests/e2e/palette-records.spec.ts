/**
 * The command palette finds records (issue 35): Ctrl+K and an order number typed at once, with no pause, keeps
 * every character; the order is found and Enter opens its OrderDetail; nothing is written to the console.
 */
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';

test('Ctrl+K then an order number typed at once keeps every key, and Enter opens the order', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  const token = await apiLogin(request, 'admin');
  // A demo order: order numbers start with their merchant's number (1501…).
  const search = await (await request.get(`${API}/search/records?q=15`, { headers: { authorization: `Bearer ${token}` } })).json() as { data: { records: { kind: string; id: number; title: string }[] } };
  const order = search.data.records.find((r) => r.kind === 'order');
  expect(order, 'the demo data has an order of merchant 15…').toBeTruthy();

  await new LoginPage(page).signIn('admin');
  // The shell (which holds the palette) arrives after sign-in; the shortcut is pressed once it is shown.
  await expect(page.getByTestId('sider')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(order!.title);
  const box = page.getByTestId('kbar-search');
  await expect(box).toHaveValue(order!.title);
  const hit = page.getByTestId('palette-record-order').filter({ hasText: order!.title });
  await expect(hit).toBeVisible();
  await expect(page.locator('.kbar-section').first()).toHaveText(/orders/i);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/OrderDetailAudit/OrderDetail\\?orderId=${order!.id}$`));
  await expect(page.getByText(order!.title).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('keys typed while the palette opens from inside a form field go to the palette, not the field', async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/CustomerServiceSystem/CustomerManage');
  const field = page.getByTestId('filter-fullName');
  await field.click();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('order');
  await expect(page.getByTestId('kbar-search')).toHaveValue('order');
  await expect(field).toHaveValue('');
});
