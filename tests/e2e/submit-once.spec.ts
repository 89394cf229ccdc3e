import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from './pages/login.page';
import { ContactConfigPage } from './pages/message-templates.page';

/**
 * Issue 32.1, submit once: double-clicking the primary button of the kit's form, of a confirmation and of a
 * bulk action's dialog sends one request, and the form stores one record.
 */

/** Unique per run, so that the shared e2e database can hold several runs' records. */
const stamp = Date.now().toString(36).slice(-6);

/** Counts the POSTs the page sends to an API path, with the Idempotency-Key each carried. */
function countPosts(page: Page, path: string) {
  const keys: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/hc/web/${path}`) keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

const errorToasts = (page: Page) => page.locator('.ant-message-error');

test('a double click on the kit form\'s Save and on a confirmation\'s OK sends one request each and stores one record', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).signIn('admin');
  const screen = new ContactConfigPage(page);
  await screen.open('SensitiveWordConfig');
  const saves = countPosts(page, 'sensitiveWord/save');
  const deletes = countPosts(page, 'sensitiveWord/delete');

  await screen.openAddForm();
  await screen.field('name').fill(`Once ${stamp}`);
  await screen.field('words').fill(`once${stamp}`);
  await screen.dialog().getByTestId('entity-save').dblclick();
  await expect(screen.dialog()).toBeHidden();
  await screen.search('name', `Once ${stamp}`);
  await expect(screen.row(`Once ${stamp}`)).toHaveCount(1);
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatch(/^[\w-]{8,128}$/);

  // Delete is inline or folded into the row's menu, depending on how many actions the row has.
  const row = screen.row(`Once ${stamp}`);
  if (await row.getByTestId('row-more').count()) {
    await row.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible').getByTestId('row-delete').click();
  } else {
    await row.getByTestId('row-delete').click();
  }
  await page.getByTestId('confirm-ok').dblclick();
  await expect(screen.row(`Once ${stamp}`)).toHaveCount(0);
  expect(deletes).toHaveLength(1);
  await expect(errorToasts(page)).toHaveCount(0);
});

test('a double click on a bulk action\'s OK sends one request', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/TelemarketingSystem/ListLibraryManagement');
  const first = page.locator('tr.ant-table-row').first();
  await expect(first).toBeVisible();
  const abandons = countPosts(page, 'telemarketingList/abandon');

  await first.getByRole('checkbox').check();
  await page.getByTestId('list-abandon').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('abandon-reason').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await dialog.locator('.ant-modal-title').click();
  await dialog.getByTestId('abandon-ok').dblclick();
  await expect(dialog).toBeHidden();
  expect(abandons).toHaveLength(1);
  await expect(errorToasts(page)).toHaveCount(0);
});
