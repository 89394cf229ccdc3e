import { expect, type Locator, type Page, test } from '@playwright/test';
import errors from '../../public/locales/en/errors.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

/**
 * Issue 32.3, refuse, never rewrite: on real forms a wrong value stays in its box as typed and the form shows
 * the server's message instead of rounding, clamping or cutting it; a phone typed the local way is accepted.
 */

const dialog = (page: Page) => page.getByRole('dialog');
/** The message antd shows under the field that holds `input`. */
const messageOf = (input: Locator) => input.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-form-item ")][1]').locator('.ant-form-item-explain');

test('ProductConfig\'s kit form keeps 20.555, -50, 1.5 and a 65-character name and refuses each with the server\'s message', async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/OperationSystem/ProductConfig');
  await page.getByTestId('crud-add').click();
  await expect(dialog(page)).toBeVisible();
  const field = (name: string) => dialog(page).getByTestId(`field-${name}`);

  await field('minAmountCents').fill('20.555');
  await field('maxAmountCents').fill('-50');
  await field('termDays').fill('1.5');
  const name = 'N'.repeat(65);
  await field('productName').fill(name);
  await dialog(page).getByTestId('entity-save').click();

  await expect(messageOf(field('minAmountCents'))).toHaveText(errors.validation.money);
  await expect(messageOf(field('maxAmountCents'))).toHaveText(errors.validation.moneyNegative);
  await expect(messageOf(field('termDays'))).toContainText('whole number');
  await expect(messageOf(field('productName'))).toContainText('at most 64 characters');
  // Nothing was rewritten: the boxes hold what was typed, the counter shows the name over its limit.
  await expect(field('minAmountCents')).toHaveValue('20.555');
  await expect(field('maxAmountCents')).toHaveValue('-50');
  await expect(field('termDays')).toHaveValue('1.5');
  await expect(field('productName')).toHaveValue(name);
  await expect(dialog(page).locator('.ant-input-affix-wrapper.ant-input-out-of-range')).toHaveCount(1);
  await expect(dialog(page).getByText('65 / 64')).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test('the refund form\'s receiving account takes 0712 345 678, refuses 12345 with the spec\'s hint and keeps it', async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/ChargeToAnAccountSystem/ClientRefundManagement');
  await page.getByTestId('refund-apply').click();
  await expect(dialog(page)).toBeVisible();
  const account = dialog(page).getByTestId('field-receivingAccount');
  const amount = dialog(page).getByTestId('field-amount');

  await account.fill('12345');
  await amount.fill('-100.555');
  await dialog(page).getByTestId('refund-apply-ok').click();
  await expect(messageOf(account)).toHaveText(errors.validation.phone);
  await expect(messageOf(amount)).toHaveText(errors.validation.money);
  await expect(account).toHaveValue('12345');
  await expect(amount).toHaveValue('-100.555');

  // Typed the local way, the number is accepted as it stands in the box.
  await account.fill('0712 345 678');
  await expect(messageOf(account)).toHaveCount(0);
  await expect(account).toHaveValue('0712 345 678');
});
