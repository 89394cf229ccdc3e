import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';

test('a new version file brings up the refresh dialog', async ({ page }) => {
  await page.clock.install();
  await new LoginPage(page).signIn('auditor');
  const file = 'dist/version.json';
  const original = readFileSync(file, 'utf8');
  try {
    await page.clock.runFor(1_000);
    writeFileSync(file, JSON.stringify({ version: `e2e-${Date.now()}` }));
    await page.clock.runFor(31_000);
    await expect(page.getByTestId('version-dialog')).toHaveText('The system detected a new version, please refresh the page to update!');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('version-dialog')).toBeVisible();
    await expect(page.getByTestId('version-refresh-now')).toBeVisible();
    await expect(page.getByTestId('version-auto-refresh')).toHaveText('Auto refresh in 5 minutes');
  } finally {
    writeFileSync(file, original);
  }
});

test('a user binds an authenticator and then signs in with it', async ({ page }) => {
  await new LoginPage(page).signIn('telemarketer');
  const shell = new ShellPage(page);
  await shell.openUserMenuItem('Bind authenticator (MFA)');
  const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
  await page.getByTestId('mfa-bind').locator('input').first().click();
  await page.keyboard.type(await generate({ secret }));
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByText('Your authenticator is bound.', { exact: false })).toBeVisible();
  await shell.openUserMenuItem('Sign out');
  await page.waitForURL(/Login/);

  const login = new LoginPage(page);
  await login.open({ graphicVerification: false });
  await login.fill('telemarketer');
  await login.submit();
  await expect(page.getByTestId('login-code')).toBeVisible();
  await page.getByTestId('login-code').fill(await generate({ secret }));
  await page.getByTestId('login-code-submit').click();
  await page.waitForURL('**/AdminContent/Home');
  await expect(page.getByTestId('profile-card')).toContainText('Bound');
});
