/**
 * The command palette runs the account's actions (issue 35): "password" typed after Ctrl+K finds "Change password"
 * under Account and Enter opens the same dialog as the account menu; "Chinese" switches the interface to Chinese,
 * where the palette offers the way back (in Chinese, and found by the English word too). No console error.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/header.json' with { type: 'json' };
import zh from '../../public/locales/zh/header.json' with { type: 'json' };
import enCommon from '../../public/locales/en/common.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';
import { consoleErrors } from './pages/console-errors';

async function palette(page: Page, typed: string) {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(typed);
  await expect(page.getByTestId('kbar-search')).toHaveValue(typed);
}

test('Ctrl+K runs account actions: change password opens its dialog, the language switches and back', async ({ page }) => {
  const errors = consoleErrors(page);
  await new LoginPage(page).signIn('admin');
  await expect(page.getByTestId('sider')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await palette(page, 'password');
  const entry = page.locator('.kbar-item', { hasText: enCommon.shell.changePassword });
  await expect(entry).toBeVisible();
  await expect(page.locator('.kbar-section', { hasText: en.palette.account })).toBeVisible();
  await expect(entry).toHaveClass(/kbar-item-active/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: en.password.title })).toBeVisible();
  await page.getByRole('dialog', { name: en.password.title }).getByRole('button', { name: /cancel/i }).click();
  await expect(page.getByRole('dialog', { name: en.password.title })).toBeHidden();

  await palette(page, 'Chinese');
  await expect(page.locator('.kbar-item', { hasText: en.palette.switchTo.zh })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('language-select')).toContainText('中文');
  // In Chinese the palette offers English back, under 账户, found by its Chinese name and by the English word.
  // Chinese is typed through an input method, not key by key: the text arrives in the box as a whole.
  await page.keyboard.press('Control+k');
  await page.getByTestId('kbar-search').fill('英文');
  await expect(page.locator('.kbar-section', { hasText: zh.palette.account })).toBeVisible();
  await expect(page.locator('.kbar-item', { hasText: zh.palette.switchTo.en })).toBeVisible();
  expect(errors).toEqual([]);
});
