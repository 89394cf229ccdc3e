/**
 * Operations publishes an announcement and a forced app version for Jamii Pesa; the customer app's open API
 * (called as the app does, with its key and secret) answers accordingly. The announcement is abolished and
 * restarted, and the version disabled at the end: the flows share one database.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../public/locales/en/appContent.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const APP_HEADERS = { 'x-app-key': 'demo-app-jamiipesa', 'x-app-secret': 'demo-secret-jamiipesa' };
const open = async (request: APIRequestContext, path: string) =>
  (await (await request.get(`/api/hc/web/noAuth/app/${path}`, { headers: APP_HEADERS })).json()).data;
const titles = async (request: APIRequestContext) => (await open(request, 'announcements')).map((a: { title: string }) => a.title);

async function chooseApp(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-appCode').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Jamii Pesa', { exact: true }).click();
}

async function rowAction(page: Page, rowText: string, testId: string) {
  const row = page.locator('tr.ant-table-row', { hasText: rowText });
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible').getByTestId(testId).click();
  await page.getByTestId('confirm-ok').click();
}

test('an announcement and a forced version published by operations reach the app through the open API', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `Paybill change ${stamp}`;
  await new LoginPage(page).signIn('admin');

  await page.goto('/AdminContent/OperationSystem/AnnouncementManagement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('crud-add').click();
  await chooseApp(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-title').fill(title);
  await dialog.getByTestId('field-content').fill('From Monday repay to paybill 522533, account = your order number.');
  await dialog.getByTestId('field-sort').fill('1');
  await dialog.getByTestId('entity-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('tr.ant-table-row', { hasText: title })).toBeVisible();
  await expect.poll(() => titles(request)).toContain(title);

  await rowAction(page, title, 'row-abolish');
  await expect(page.getByTestId('toast').filter({ hasText: en.messages.abolished })).toBeVisible();
  await expect.poll(() => titles(request)).not.toContain(title);
  await rowAction(page, title, 'row-restart');
  await expect.poll(() => titles(request)).toContain(title);

  const build = 500_000_000 + (Math.floor(stamp / 1000) % 100_000_000);
  await page.goto('/AdminContent/OperationSystem/AppVersionsManagement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await open(request, 'version?platform=android&versionCode=250')).toMatchObject({ updateAvailable: false, forceUpdate: false });
  await page.getByTestId('crud-add').click();
  await chooseApp(page);
  await dialog.getByTestId('field-platform').click();
  await page.locator('.ant-select-dropdown:visible').getByText(en.options.platform.android, { exact: true }).click();
  await dialog.getByTestId('field-versionName').fill('9.0.0');
  await dialog.getByTestId('field-versionCode').fill(String(build));
  await dialog.getByTestId('field-notes').fill('Required security update.');
  await dialog.getByTestId('field-forceUpdate').click();
  await dialog.getByTestId('entity-save').click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => open(request, 'version?platform=android&versionCode=250'))
    .toMatchObject({ updateAvailable: true, forceUpdate: true, latest: { versionName: '9.0.0', versionCode: build, notes: 'Required security update.' } });

  const row = page.locator('tr.ant-table-row', { hasText: '9.0.0' });
  await row.getByTestId('row-enabled').click();
  await page.getByTestId('confirm-ok').click();
  await expect.poll(async () => (await open(request, 'version?platform=android&versionCode=250')).updateAvailable).toBe(false);
});
