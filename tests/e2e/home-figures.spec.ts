import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../../public/locales/en/common.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const summary = (page: Page) => page.getByRole('main').getByTestId('pagination-summary');
const numberIn = async (locator: Locator) => Number((await locator.innerText()).replace(/\D/g, ''));

/** Opens a figure's list from Home and checks that the list's total is the figure. */
async function openFigure(page: Page, key: string, urlPattern: RegExp) {
  const tile = page.getByTestId(`figure-${key}`);
  const figure = await numberIn(tile.locator('.ant-statistic-content-value'));
  await tile.click();
  await expect(page).toHaveURL(urlPattern);
  if (figure === 0) {
    await expect(page.getByTestId('queue-table').locator('.ant-empty')).toBeVisible();
    return figure;
  }
  await expect(summary(page)).toContainText(`Total ${figure.toLocaleString('en')} records`);
  return figure;
}

test("the collector's Home shows their figures, and each opens the list whose total it is", async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).signIn('collector');
  const card = page.getByTestId('figures-card');
  await expect(card).toContainText(en.home.figures.title);
  await expect(card.getByTestId('figure-group-collection')).toContainText(en.home.figures.groups.collection);
  for (const key of ['myOpenCases', 'myDueToday', 'collectedTodayV1', 'collectedTodayV2']) {
    await expect(card.getByTestId(`figure-${key}`)).toContainText(en.home.figures.labels[key as keyof typeof en.home.figures.labels]);
  }
  await expect(card.getByTestId('figure-collectedTodayV1')).toContainText('KES');
  // No figure of another role's work.
  await expect(card.getByTestId('figure-auditWaiting')).toHaveCount(0);

  const open = await openFigure(page, 'myOpenCases', /\/CollectionSystemNew\/collectionMerge$/);
  expect(open).toBeGreaterThan(0);
  await page.goBack();
  await expect(page.getByTestId('figures-card')).toBeVisible();
  const due = await openFigure(page, 'myDueToday', /\/CollectionSystemNew\/collectionMerge\?.*dueToday/);
  expect(due).toBeLessThanOrEqual(open);
});
