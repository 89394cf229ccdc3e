import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login.page';

const ORDERS = '/AdminContent/AuditSystem/OrderManagement';
const table = (page: Page) => page.getByTestId('order-table');
// The order table's own (the header's leave history has one too).
const summary = (page: Page) => page.getByRole('main').getByTestId('pagination-summary');

test('a list keeps its page, filters and columns in the address bar and the user\'s choice', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('admin');
  await page.goto(ORDERS);
  await expect(table(page).locator('tbody tr.ant-table-row').first()).toBeVisible();

  // Page 2 survives a reload.
  await page.locator('.ant-pagination-next').click();
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(summary(page)).toContainText('Page 2');
  await page.reload();
  await expect(summary(page)).toContainText('Page 2');

  // A filter goes into the URL, back to page 1; the detail's Back restores both the form and the rows.
  const name = (await table(page).locator('tbody tr.ant-table-row').first().locator('td').nth(1).innerText()).trim();
  await page.getByTestId('filter-customerName').fill(name);
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/currentPage=1/);
  await expect(page).toHaveURL(/customerName/);
  const rows = table(page).locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText(name);
  await rows.first().getByTestId('order-no').click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('filter-customerName')).toHaveValue(name);
  await expect(rows.first()).toContainText(name);

  // A copied link opened in a fresh tab (the session is per tab) asks for sign-in, then opens the same view.
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/Login\?to=/);
  const login = new LoginPage(other);
  await login.fill('admin');
  await login.submit();
  await expect(other).toHaveURL(link);
  await expect(other.getByTestId('filter-customerName')).toHaveValue(name);
  await expect(table(other).locator('tbody tr.ant-table-row').first()).toContainText(name);
  await other.close();

  // The column chooser hides a column, remembered across reloads; "default columns" brings it back.
  const header = table(page).locator('thead');
  await expect(header).toContainText('Phone');
  await page.getByTestId('column-chooser-button').click();
  await page.getByTestId('column-phone').click();
  await expect(header).not.toContainText('Phone');
  await page.reload();
  await expect(table(page).locator('thead')).not.toContainText('Phone');
  await page.getByTestId('column-chooser-button').click();
  await page.getByTestId('column-reset').click();
  await expect(table(page).locator('thead')).toContainText('Phone');
});

test('paging is history: Back returns to the previous page, and a page past the end shows the last one', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('admin');
  await page.goto(ORDERS);
  const firstRow = table(page).locator('tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  const firstOrder = (await firstRow.getByTestId('order-no').innerText()).trim();

  await page.locator('.ant-pagination-next').click();
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(summary(page)).toContainText('Page 2');
  await expect(firstRow.getByTestId('order-no')).not.toHaveText(firstOrder);
  await page.locator('.ant-pagination-next').click();
  await expect(summary(page)).toContainText('Page 3');
  // The address follows the table a moment later on a busy machine: Back before it would leave page 1's entry.
  await expect(page).toHaveURL(/currentPage=3/);

  // Back walks the pages the user saw, on the same screen; Forward returns.
  await page.goBack();
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(summary(page)).toContainText('Page 2');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${ORDERS}\\?.*currentPage=1`));
  await expect(summary(page)).toContainText('Page 1');
  await expect(firstRow.getByTestId('order-no')).toHaveText(firstOrder);
  await page.goForward();
  await expect(summary(page)).toContainText('Page 2');

  // ?currentPage=999: the last page, with rows, and the address says which.
  const totalText = (await summary(page).innerText()).match(/Total [\d,]+ records/)![0];
  const total = Number(totalText.replace(/\D/g, ''));
  const last = Math.ceil(total / 20);
  await page.goto(`${ORDERS}?currentPage=999`);
  await expect(summary(page)).toContainText(`Page ${last}`);
  await expect(page).toHaveURL(new RegExp(`currentPage=${last}(&|$)`));
  await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(total - (last - 1) * 20);
  await expect(summary(page)).toContainText(totalText);
});


test('a list names what it shows by name: the app of an app version, not its code', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/OperationSystem/AppVersionsManagement');
  const rows = page.getByRole('main').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Soko Credit' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('cell', { name: 'sokocredit', exact: true })).toHaveCount(0);
});
