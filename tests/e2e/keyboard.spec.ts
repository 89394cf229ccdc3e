/**
 * The back office from the keyboard (issue 35): on a list, j or ↓ moves to the next row and k or ↑ back, the row
 * has the focus and is marked, Enter opens it (a loan row opens its order, a row without a link presses its first
 * action that is not destructive); j typed in a filter is typed; `?` lists the shortcuts; `/` on a screen without
 * filters opens the palette and keeps the keys typed after it. No console error.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/header.json' with { type: 'json' };
import { consoleErrors } from './pages/console-errors';
import { LoginPage } from './pages/login.page';

const rows = (page: Page) => page.locator('.app-content .ant-table-tbody > tr.ant-table-row');

async function signedIn(page: Page, path: string, atLeast: number) {
  await new LoginPage(page).signIn('admin');
  await expect(page.getByTestId('sider')).toBeVisible();
  await page.goto(path);
  await expect(rows(page).nth(atLeast - 1)).toBeVisible();
  // Nothing has the focus but the page itself.
  await page.locator('h1').first().click();
}

test('j, k and the arrows move between a list\'s rows, and Enter opens the row\'s order', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedIn(page, '/AdminContent/AfterLoanSystem/LoanManagement', 3);
  await page.keyboard.press('j');
  await expect(rows(page).nth(0)).toBeFocused();
  await expect(rows(page).nth(0)).toHaveClass(/list-row-active/);
  await page.keyboard.press('j');
  await expect(rows(page).nth(1)).toBeFocused();
  await expect(rows(page).nth(0)).not.toHaveClass(/list-row-active/);
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('k');
  await expect(rows(page).nth(0)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows(page).nth(0)).toBeFocused();

  const orderNo = (await rows(page).nth(0).getByTestId('order-no').textContent())!.trim();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/OrderDetailAudit\/OrderDetail\?orderId=\d+/);
  await expect(page.getByText(orderNo).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('in a filter j is typed; Enter on a row without a link presses its first action, never a destructive one', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedIn(page, '/AdminContent/UserSystem/MultiLanguageConfiguration', 1);
  const filter = page.getByTestId('filter-search').locator('xpath=ancestor::form').locator('input:visible').first();
  await filter.click();
  await page.keyboard.type('jk');
  await expect(filter).toHaveValue('jk');
  await expect(rows(page).nth(0)).not.toBeFocused();
  await filter.fill('');
  await page.locator('h1').first().click();

  await page.keyboard.press('j');
  await expect(rows(page).nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  // The first action of a language row is Edit: its dialog opens; nothing is deleted.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('form')).toBeVisible();
  // With the dialog open the row keys are left to it.
  await page.keyboard.press('k');
  await expect(rows(page).nth(0)).not.toBeFocused();
  expect(errors).toEqual([]);
});

test('? lists the shortcuts; / on a screen without filters opens the palette with the keys typed after it', async ({ page }) => {
  const errors = consoleErrors(page);
  await new LoginPage(page).signIn('admin');
  await expect(page.getByTestId('sider')).toBeVisible();
  await page.locator('h1').first().click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: en.shortcuts.title });
  await expect(help).toBeVisible();
  await expect(help).toContainText(en.shortcuts.does.next);
  await expect(help).toContainText(en.shortcuts.does.slash);
  // Escape does not close the app's dialogs (spec 9); its button does.
  await help.locator('.ant-modal-footer').getByRole('button', { name: en.shortcuts.close }).click();
  await expect(help).toBeHidden();

  await page.keyboard.press('/');
  await page.keyboard.type('Languages');
  await expect(page.getByTestId('kbar-search')).toHaveValue('Languages');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('kbar-search')).toHaveCount(0);

  // The palette offers the same help.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('shortcuts');
  await page.locator('.kbar-item', { hasText: en.shortcuts.title }).click();
  await expect(help).toBeVisible();
  expect(errors).toEqual([]);
});
