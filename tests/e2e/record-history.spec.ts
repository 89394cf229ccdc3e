import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login.page';
import { RolesPage } from './pages/roles.page';
import { ShellPage } from './pages/shell.page';

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/screenshots';

test('a role edited on screen shows its history: who, when in EAT, from where, each field before → after, in English and Chinese', async ({ page }) => {
  const stamp = Date.now().toString(36).slice(-5);
  const roleName = `History ${stamp}`;
  await new LoginPage(page).signIn('admin');
  const roles = new RolesPage(page);
  await roles.open();
  await roles.add(`H${stamp}`, roleName);
  await roles.pressRowAction(roleName, 'edit');
  const form = page.getByRole('dialog');
  await form.getByTestId('field-remark').fill('Reviews the history drawer');
  await form.getByTestId('entity-save').click();
  await expect(form).toBeHidden();

  await roles.pressRowAction(roleName, 'record-history');
  const drawer = page.getByTestId('record-history-drawer');
  await expect(drawer.getByText(`Changes to ${roleName}`)).toBeVisible();
  const rows = drawer.locator('tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Modified');
  await expect(rows.nth(0)).toContainText('Grace Wanjiku (admin)');
  await expect(rows.nth(0)).toContainText('Remark');
  await expect(rows.nth(0)).toContainText('Reviews the history drawer');
  await expect(rows.nth(0).locator('td').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText(/\d+\.\d+\.\d+\.\d+|::1|::ffff:/);
  await expect(rows.nth(1)).toContainText('Created');
  await expect(rows.nth(1)).toContainText('Role name');
  await expect(rows.nth(1)).toContainText(roleName);
  await expect(drawer.getByRole('columnheader', { name: 'Time (EAT)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/record-history-en.png`, animations: 'disabled' });

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await new ShellPage(page).switchLanguage('中文');
  await roles.pressRowAction(roleName, 'record-history');
  await expect(drawer.getByText(`${roleName} 的变更记录`)).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: '时间（东非时间）' })).toBeVisible();
  await expect(rows.nth(0)).toContainText('备注');
  await page.screenshot({ path: `${SHOTS}/record-history-zh.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await new ShellPage(page).switchLanguage('English');
});

test("the user list shows a user's own activity", async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/UserSystem/UserManagement');
  const row = page.locator('tr.ant-table-row').filter({ hasText: 'Grace Wanjiku' }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible').getByTestId('row-activity').click();
  const drawer = page.getByTestId('record-history-drawer');
  await expect(drawer.getByText(/^Activity of /)).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: 'Record' })).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: 'By' })).toHaveCount(0);
  await expect(drawer.locator('tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/user-activity-en.png`, animations: 'disabled' });
});
