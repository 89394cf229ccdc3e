import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/merchantBilling.json' with { type: 'json' };
import { DEMO_PASSWORD } from './pages/login.page';

const SCREEN = '/AdminContent/MerchantSystem/RechargeRecord';

async function signIn(page: Page, username: string) {
  await page.goto('/Login');
  await page.evaluate(() => localStorage.setItem('user_setting_info', JSON.stringify({ graphicVerificationIsOpenStatus: false, miscellaneousFunctionIsOpenStatus: true, menuStyle: 'vertical' })));
  await page.reload();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/AdminContent/Home');
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/(Index\/)?Login/);
}

const jamiiCard = (page: Page) => page.locator('[data-testid^="balance-"]').filter({ hasText: 'Jamii Pesa' }).first();
const kes = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

test('a recharge recorded by one person and confirmed by another raises the merchant balance shown on the screen', async ({ page }) => {
  test.setTimeout(180_000);
  const reference = `SE${String(Date.now()).slice(-8)}`;
  await signIn(page, 'admin');
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = kes(await jamiiCard(page).getByTestId('balance-amount').innerText());
  const pendingBefore = kes(await jamiiCard(page).getByTestId('balance-pending').innerText());

  await page.getByTestId('recharge-add').click();
  await page.getByTestId('field-merchantId').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Jamii Pesa', { exact: true }).click();
  const amount = page.getByTestId('field-amount');
  await amount.fill('12345.5');
  await expect(amount).toHaveValue('12,345.5');
  await page.getByTestId('field-channelRef').fill(reference);
  await page.getByTestId('field-channelRef').blur();
  await expect(amount).toHaveValue('12,345.50');
  await page.getByTestId('recharge-ok').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Record KES 12,345.50 for Jamii Pesa?');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'awaits confirmation' })).toBeVisible();

  await page.getByTestId('filter-reference').fill(reference);
  await page.getByTestId('filter-search').click();
  const row = page.getByTestId('recharge-table').locator('tr', { hasText: reference });
  await expect(row.getByTestId('status-pending')).toHaveText(en.options.status.pending);
  await expect(row.getByTestId('row-own')).toBeVisible();
  await expect(page.getByTestId('billing-totals')).toContainText('KES 12,345.50');
  await expect.poll(async () => kes(await jamiiCard(page).getByTestId('balance-pending').innerText())).toBe(pendingBefore + 1_234_550);
  expect(kes(await jamiiCard(page).getByTestId('balance-amount').innerText())).toBe(before);

  await signOut(page);
  await signIn(page, 'supervisor');
  await page.goto(SCREEN);
  await page.getByTestId('filter-reference').fill(reference);
  await page.getByTestId('filter-search').click();
  const pending = page.getByTestId('recharge-table').locator('tr', { hasText: reference });
  await pending.getByTestId('row-confirm').click();
  await expect(page.locator('.ant-modal-confirm-content')).toContainText('KES 12,345.50');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Recharge confirmed' })).toBeVisible();
  await expect(pending.getByTestId('status-confirmed')).toHaveText(en.options.status.confirmed);
  await expect.poll(async () => kes(await jamiiCard(page).getByTestId('balance-amount').innerText())).toBe(before + 1_234_550);
});
