/**
 * The command palette finds records (issue 35): Ctrl+K and an order number typed at once, with no pause, keeps
 * every character; the order is found above the screens and Enter opens its OrderDetail; a customer result
 * opens the customer 360; typing a screen's name still opens the screen; nothing is written to the console.
 * Escape gives the focus back to the field that had it; axe finds nothing critical or serious in the open palette.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import en from '../../public/locales/en/header.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';
import { consoleErrors } from './pages/console-errors';

const API = '/api/hc/web';

type Found = { kind: string; id: number; title: string; path: string; phone?: string | null };

async function searchRecords(request: APIRequestContext, q: string) {
  const token = await apiLogin(request, 'admin');
  const answer = await (await request.get(`${API}/search/records?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } })).json() as { data: { records: Found[] } };
  return answer.data.records;
}

async function signedInShell(page: Page) {
  await new LoginPage(page).signIn('admin');
  // The shell (which holds the palette) arrives after sign-in; the shortcut is pressed once it is shown.
  await expect(page.getByTestId('sider')).toBeVisible();
}

test('Ctrl+K then an order number typed at once keeps every key, and Enter opens the order', async ({ page, request }) => {
  const errors = consoleErrors(page);
  // A demo order: order numbers start with their merchant's number (1501…).
  const order = (await searchRecords(request, '150')).find((r) => r.kind === 'order');
  expect(order, 'the demo data has an order of merchant 15…').toBeTruthy();

  await signedInShell(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(order!.title);
  const box = page.getByTestId('kbar-search');
  await expect(box).toHaveValue(order!.title);
  const hit = page.getByTestId('palette-record-order').filter({ hasText: order!.title });
  await expect(hit).toBeVisible();
  // Records come above the screens, under their kind's heading, and the first of them is the active row.
  await expect(page.locator('.kbar-section').first()).toHaveText(/orders/i);
  await expect(hit).toHaveClass(/kbar-item-active/);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/OrderDetailAudit/OrderDetail\\?orderId=${order!.id}$`));
  await expect(page.getByText(order!.title).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a record opened from a search comes back under Recent, and the text that found it under Recent searches', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const order = (await searchRecords(request, '150')).filter((r) => r.kind === 'order').at(-1);
  expect(order, 'the demo data has orders of merchant 15…').toBeTruthy();
  await signedInShell(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(order!.title);
  await expect(page.getByTestId('palette-record-order').filter({ hasText: order!.title })).toHaveClass(/kbar-item-active/);
  const kept = page.waitForResponse((r) => r.url().includes('/search/opened') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await (await kept).json()).data).toEqual({ kept: true });
  await page.waitForURL(/\/OrderDetailAudit\/OrderDetail\?orderId=/);

  // Opened again with nothing typed: the order under Recent (what it is, opened today), its number as a recent search.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.kbar-section', { hasText: en.palette.recent })).toBeVisible();
  const recent = page.getByTestId('palette-record-order').filter({ hasText: order!.title });
  await expect(recent).toContainText(en.palette.kindOne.order);
  const chip = page.getByTestId('palette-recent-search').filter({ hasText: order!.title });
  await expect(chip).toBeVisible();
  await chip.click();
  const box = page.getByTestId('kbar-search');
  await expect(box).toHaveValue(order!.title);
  await expect(box).toBeFocused();
  await expect(page.getByTestId('palette-recent-searches')).toHaveCount(0);
  await expect(page.locator('.kbar-section').first()).toHaveText(/orders/i);
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

test('a customer found by a phone typed as 07… opens the customer 360 with a click', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const customer = (await searchRecords(request, 'Grace')).find((r) => r.kind === 'customer' && /^254\d{9}$/.test(r.phone ?? ''));
  expect(customer, 'the demo data has a customer named Grace').toBeTruthy();
  const typed = `0${customer!.phone!.slice(3)}`;
  await signedInShell(page);
  await page.keyboard.press('Control+k');
  const box = page.getByTestId('kbar-search');
  await expect(box).toBeFocused();
  await box.fill(typed);
  const hit = page.getByTestId('palette-record-customer').filter({ hasText: customer!.title });
  await expect(hit).toBeVisible();
  await hit.click();
  await page.waitForURL(/\/CustomerServiceSystem\/CustomerManage(\?|$)/);
  await expect(page.getByTestId('customer-view')).toContainText(customer!.title);
  expect(errors).toEqual([]);
});

test('a screen name typed key by key, then Enter, opens the screen while record answers come and go', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedInShell(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Languages');
  await expect(page.getByTestId('kbar-search')).toHaveValue('Languages');
  const screenRow = page.locator('.kbar-item', { hasText: /^Languages$/ });
  await expect(screenRow).toHaveClass(/kbar-item-active/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/UserSystem\/MultiLanguageConfiguration(\?|$)/);
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

test('Escape closes the palette and gives the focus back to the field that had it', async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/CustomerServiceSystem/CustomerManage');
  const field = page.getByTestId('filter-fullName');
  await field.click();
  await page.keyboard.press('Control+k');
  const box = page.getByTestId('kbar-search');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(field).toBeFocused();
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('the open palette with records: rows apart, and axe finds no critical or serious violation', async ({ page }) => {
  await signedInShell(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Grace');
  await expect(page.getByTestId('palette-record-customer').first()).toBeVisible();
  await expect(page.getByTestId('palette-record-customer').first()).toHaveClass(/kbar-item-active/);
  // Two-line rows are measured, not laid over one another (the list places each row by the height it measured).
  const [first, second] = await Promise.all([0, 1].map((n) => page.getByTestId('palette-record-customer').nth(n).boundingBox()));
  expect(first!.y + first!.height).toBeLessThanOrEqual(second!.y + 0.5);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResults> } };
    const results = await axe.run({ include: [['.kbar-positioner']] }, { resultTypes: ['violations'] });
    return results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
});

test('/ on a list screen puts the cursor in its first filter, and is typed as usual inside a field', async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/CustomerServiceSystem/CustomerManage');
  const first = page.getByTestId('filter-search').locator('xpath=ancestor::form').locator('input:visible').first();
  await expect(first).toBeVisible();
  await page.locator('h1').first().click();
  await page.keyboard.press('/');
  await expect(first).toBeFocused();
  await expect(first).toHaveValue('');
  await page.keyboard.type('a/b');
  await expect(first).toHaveValue('a/b');
  await expect(page.getByTestId('kbar-search')).toHaveCount(0);
});
