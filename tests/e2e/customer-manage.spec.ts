import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/customerManage.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const SCREEN = '/AdminContent/CustomerServiceSystem/CustomerManage';
const rows = (page: Page) => page.getByTestId('customer-table').locator('tbody tr.ant-table-row');

test('an agent finds a customer by a phone typed as 07…, opens the 360 and sees what they owe and paid', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('admin');
  await page.goto(SCREEN);
  await expect(rows(page).first()).toBeVisible();
  // The demo customers' phones are plain for the administrator: take one, and type it as a customer says it.
  const phone = (await rows(page).first().locator('td').filter({ hasText: /^2547\d{8}$/ }).first().textContent())!;
  const name = (await rows(page).first().locator('td').nth(1).textContent())!;
  const typed = `0${phone.slice(3)}`;
  await page.getByTestId('filter-phone').fill(typed);
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(new RegExp(`field\\]=phone.*value\\]=${typed}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);

  await rows(page).first().getByTestId('customer-open').click();
  const view = page.getByTestId('customer-view');
  await expect(view.getByText(en.view.title.replace('{{name}}', name))).toBeVisible();
  await expect(view.getByTestId('customer-amount-due')).toContainText('KES');
  await view.getByRole('tab', { name: en.tabs.orders }).click();
  await expect(view.getByTestId('customer-orders').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await view.getByRole('tab', { name: en.tabs.bills }).click();
  await expect(view.getByTestId('customer-bills')).toBeVisible();
  await view.getByRole('tab', { name: en.tabs.contacts }).click();
  await expect(view.getByTestId('customer-contacts')).toBeVisible();

  // Back from elsewhere restores the search: the filter lives in the address bar.
  await page.goto('/AdminContent/Home');
  await page.goBack();
  await expect(page.getByTestId('filter-phone')).toHaveValue(typed);
  await expect(rows(page)).toHaveCount(1);
});

test('a masked service agent sees phones and ID numbers masked', async ({ page }) => {
  await new LoginPage(page).signIn('service');
  await page.goto(SCREEN);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().locator('td').filter({ hasText: /^2547\d{8}$/ })).toHaveCount(0);
  await expect(rows(page).first()).toContainText('*');
});
