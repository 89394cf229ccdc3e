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
  // It reaches every customer of the app: the save shows it as they will read it and asks first.
  const preview = page.getByTestId('announcement-preview');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('paybill 522533');
  await expect(preview).toContainText(en.publish.now);
  await page.getByTestId('save-confirm-ok').click();
  await expect(page.getByTestId('save-confirm-ok')).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.locator('tr.ant-table-row', { hasText: title })).toBeVisible();
  await expect(page.locator('tr.ant-table-row', { hasText: title })).toContainText(en.status.inForce);
  await expect.poll(() => titles(request)).toContain(title);

  await rowAction(page, title, 'row-abolish');
  await expect(page.getByTestId('toast').filter({ hasText: en.messages.abolished })).toBeVisible();
  await expect(page.locator('tr.ant-table-row', { hasText: title })).toContainText(en.status.abolished);
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

/**
 * App credentials on AppVersionsManagement: Soko Credit's secret is rotated twice (each confirmed, the new secret
 * shown once with a copy button); the secret replaced by the second rotation keeps working in its grace period,
 * the new one works; revoked (confirmed), the replaced one is refused at once. Independent of the starting secret.
 */
test('an app secret rotated on AppVersionsManagement works at once, the replaced one until it is revoked', async ({ page, request }) => {
  test.setTimeout(180_000);
  const hotlines = async (secret: string) =>
    ((await (await request.get('/api/hc/web/noAuth/app/hotlines', { headers: { 'x-app-key': 'demo-app-sokocredit', 'x-app-secret': secret } })).json()) as { code: number }).code;
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/OperationSystem/AppVersionsManagement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const section = page.getByTestId('app-credentials');
  const row = section.locator('tr.ant-table-row', { hasText: 'sokocredit' });
  await expect(row).toContainText('demo-app-sokocredit');

  const rotate = async () => {
    await row.getByTestId('row-rotate').click();
    await page.getByTestId('confirm-ok').click();
    const shown = page.getByTestId('new-secret');
    await expect(shown).toBeVisible();
    await expect(page.getByRole('dialog').filter({ has: shown })).toContainText(en.credentials.shownOnce);
    await expect(page.getByRole('dialog').filter({ has: shown }).locator('.ant-typography-copy')).toBeVisible();
    const secret = await shown.innerText();
    await page.getByTestId('secret-done').click();
    await expect(shown).toBeHidden();
    return secret;
  };
  const first = await rotate();
  const second = await rotate();
  expect(second).not.toBe(first);
  expect(await hotlines(second)).toBe(200);
  expect(await hotlines(first)).toBe(200);
  expect(await hotlines(`${first}x`)).toBe(403);
  await expect(row.getByTestId('previous-secret')).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);

  await row.getByTestId('row-revoke').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('toast').filter({ hasText: en.credentials.revoked })).toBeVisible();
  await expect(row.getByTestId('previous-secret')).toHaveCount(0);
  await expect.poll(() => hotlines(first)).toBe(403);
  expect(await hotlines(second)).toBe(200);
});
