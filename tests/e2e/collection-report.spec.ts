import { expect, test, type Page } from '@playwright/test';
import { screen } from '../../common/routes';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { LoginPage } from './pages/login.page';
import { consoleErrors } from './pages/console-errors';

interface Answer {
  totals: Record<string, number>;
  periods: { period: string; newCases: number; collectedCents: number }[];
  roll: { cells: unknown[] };
}

async function openReport(page: Page, query = ''): Promise<Answer> {
  const answer = page.waitForResponse((r) => r.url().includes('/collectionReport/daily') && r.ok());
  await page.goto(`${screen('ReportSystem/CollectionReport').path}${query}`);
  return (await (await answer).json()).data;
}

const kes = (cents: number) => (cents / 100).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('CollectionReport draws its chart, roll-rate heatmap and tables from the demo book; a count opens the cases and money its repayments, totalling the figure', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  await new LoginPage(page).signIn('admin');
  const data = await openReport(page);
  expect(data.totals.newCases).toBeGreaterThan(0);
  expect(data.totals.collectedCents).toBeGreaterThan(0);
  expect(data.roll.cells.length).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collection Report');
  await expect(page.getByTestId('collection-report-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('collection-report-roll-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('collection-report-status')).toContainText('EAT');
  const totals = page.getByTestId('collection-report-totals');
  for (const figure of ['newCases', 'entered', 'left', 'promisesMade']) {
    await expect(totals.locator(`[data-figure="${figure}"]`)).toHaveText(data.totals[figure].toLocaleString('en-KE'));
  }
  await expect(totals.locator('[data-figure="collectedCents"]')).toHaveText(kes(data.totals.collectedCents));
  await expect(page.getByTestId('collection-report-roll')).toContainText('Settled');
  await expect(page.getByTestId('collection-report-contacts')).toContainText('Robot call');
  await expect(page.getByTestId('collection-report-cure-level')).toContainText('M1');
  await expect(page.getByTestId('collection-report-export')).toBeVisible();

  // The span's cases entering collection open CaseAllocation (every state) with that many cases.
  const cases = page.waitForResponse((r) => r.url().includes('/caseAllocation/list') && r.ok());
  await totals.locator('[data-figure="newCases"]').getByRole('link').click();
  await expect(page).toHaveURL(/CollectionSystem\/CaseAllocation\?.*enteredDayFrom/);
  expect((await (await cases).json()).data.total).toBe(data.totals.newCases);

  // The money collected opens repaymentDetails whose sum is the figure.
  await openReport(page);
  const summary = page.waitForResponse((r) => r.url().includes('/repaymentDetails/summary') && r.ok());
  await page.getByTestId('collection-report-totals').locator('[data-figure="collectedCents"]').getByRole('link').click();
  await expect(page).toHaveURL(/CollectionSystem\/repaymentDetails\?/);
  expect(Number((await (await summary).json()).data.totalCents)).toBe(data.totals.collectedCents);

  // The collectors' tab is kept in the address bar.
  await openReport(page);
  await page.getByRole('tab', { name: 'Collector', exact: true }).click();
  await expect(page).toHaveURL(/by=collector/);
  await expect(page.getByTestId('collection-report-cure-collector').locator('tbody tr.ant-table-row').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('CollectionReport in Chinese: translated headings, states, channels and periods, no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await page.goto('/Login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.atPresentAppLanguage, 'zh']);
  await new LoginPage(page).signIn('admin');
  const data = await openReport(page, '?grain=week');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('催收报表');
  await expect(page.getByRole('heading', { name: '迁徙率' })).toBeVisible();
  await expect(page.getByTestId('collection-report-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('collection-report-roll-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('collection-report-periods')).toContainText('周起始');
  await expect(page.getByTestId('collection-report-totals').locator('[data-figure="newCases"]')).toHaveText(data.totals.newCases.toLocaleString('en-KE'));
  await expect(page.getByTestId('collection-report-roll')).toContainText('已结清');
  await expect(page.getByTestId('collection-report-contacts')).toContainText('机器人外呼');
  expect(errors).toEqual([]);
});
