import { expect, test, type Page } from '@playwright/test';
import { screen } from '../../common/routes';
import { STORAGE_KEYS } from '../../common/storage-keys';
import type { PerformanceReportAnswer } from '../../common/reports/performance-report';
import zh from '../../public/locales/zh/performanceReport.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';
import { consoleErrors } from './pages/console-errors';

async function openReport(page: Page, query = ''): Promise<PerformanceReportAnswer> {
  const answer = page.waitForResponse((r) => r.url().includes('/performanceReport/daily') && r.ok());
  await page.goto(`${screen('ReportSystem/PerformanceReport').path}${query}`);
  return (await (await answer).json()).data;
}

test('a collection lead reads her collectors against their team median, chooses one for the days chart; in Chinese too, with no console error', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  await new LoginPage(page).signIn('collectlead');
  const data = await openReport(page);
  expect(data.areas).toEqual(['collector']);
  expect(data.staff.length).toBeGreaterThan(0);
  await expect(page.getByTestId('performance-report-staff-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('performance-report-days-chart').locator('canvas')).toBeVisible();
  const rows = page.getByTestId('performance-report-staff').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(data.staff.length);
  const busiest = data.staff[0];
  await expect(rows.first()).toContainText(busiest.name);

  // A row chooses the staff member the days chart follows; the choice is in the address bar.
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`staff=${busiest.userId}`));
  await expect(page.getByText(`${busiest.name} on each EAT day`)).toBeVisible();
  await page.getByTestId('performance-report-figure').getByText('Promises made').click();
  await expect(page).toHaveURL(/figure=promises/);

  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.atPresentAppLanguage, 'zh']);
  await openReport(page, '?area=collector');
  await expect(page.getByTestId('performance-report-staff')).toContainText(zh.table.areaMedian);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('绩效报表');
  expect(errors).toEqual([]);
});
