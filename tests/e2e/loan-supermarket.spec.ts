/**
 * Operations reorders and switches off what VIP level V0 is recommended on LoanSupermarketRecommendProductManagement;
 * the customer app's open API (called as the app does, with its key and secret) recommends accordingly to a new
 * customer. Everything is put back at the end: the flows share one database.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/login.page';

const SCREEN = '/AdminContent/LoanSupermarketSystem/LoanSupermarketRecommendProductManagement';
const APP_HEADERS = { 'x-app-key': 'demo-app-jamiipesa', 'x-app-secret': 'demo-secret-jamiipesa' };
/** A phone the demo never lends to: a new customer, VIP level V0. */
const NEW_CUSTOMER = '254799876001';

const recommended = async (request: APIRequestContext) => {
  const response = await request.get(`/api/hc/web/noAuth/app/supermarket/recommendations?phone=${NEW_CUSTOMER}`, { headers: APP_HEADERS });
  const { data } = await response.json() as { data: { level: { levelCode: string } | null; products: { productName: string }[] } };
  return { level: data.level?.levelCode ?? null, products: data.products.map((p) => p.productName) };
};

const levelRow = (page: Page, product: string) => page.locator('tr.ant-table-row').filter({ hasText: 'V0 · Member' }).filter({ hasText: product });

async function setSort(page: Page, product: string, sort: number) {
  await levelRow(page, product).getByTestId('row-edit').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-sort').fill(String(sort));
  await dialog.getByTestId('entity-save').click();
  await expect(dialog).toBeHidden();
  await expect(levelRow(page, product)).toContainText(String(sort));
}

async function toggle(page: Page, product: string, on: boolean) {
  await levelRow(page, product).getByTestId('row-enabled').click();
  await page.getByTestId('confirm-ok').click();
  await expect(levelRow(page, product).getByTestId('row-enabled')).toHaveAttribute('aria-checked', String(on));
}

test('a recommendation reordered and switched off on the screen changes what the app recommends', async ({ page, request }) => {
  test.setTimeout(180_000);
  expect(await recommended(request)).toEqual({ level: 'V0', products: ['Zenka Starter', 'Tala Flex'] });
  await new LoginPage(page).signIn('admin');
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(levelRow(page, 'Tala Flex')).toBeVisible();

  await setSort(page, 'Tala Flex', 1);
  await expect.poll(async () => (await recommended(request)).products).toEqual(['Tala Flex', 'Zenka Starter']);

  await toggle(page, 'Zenka Starter', false);
  await expect.poll(async () => (await recommended(request)).products).toEqual(['Tala Flex']);

  await toggle(page, 'Zenka Starter', true);
  await setSort(page, 'Tala Flex', 20);
  await expect.poll(async () => (await recommended(request)).products).toEqual(['Zenka Starter', 'Tala Flex']);
});
