import { expect, test } from '@playwright/test';
import { screen } from '../../common/routes';
import { LoginPage } from './pages/login.page';
import { consoleErrors } from './pages/console-errors';

test('OperationReport draws its chart and paged table from the demo book, its totals are the API\'s, and a count opens its orders', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await new LoginPage(page).signIn('admin');

  const answer = page.waitForResponse((r) => r.url().includes('/operationReport/daily') && r.ok());
  await page.goto(screen('ReportSystem/OperationReport').path);
  const data: { rows: unknown[]; totals: Record<string, number> } = (await (await answer).json()).data;
  expect(data.totals.applications).toBeGreaterThan(0);
  expect(data.totals.disbursed).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operation Report');
  await expect(page.getByTestId('operation-report-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('operation-report-status')).toContainText('EAT');
  const totals = page.getByTestId('operation-report-totals');
  for (const figure of ['applications', 'machineRefused', 'approved', 'disbursed', 'newApplications', 'repeatApplications']) {
    await expect(totals.locator(`[data-figure="${figure}"]`)).toHaveText(data.totals[figure].toLocaleString('en-KE'));
  }
  await expect(page.getByTestId('operation-report-table')).toContainText(`${data.rows.length}`);
  await expect(page.getByTestId('operation-report-export')).toBeVisible();

  // The first row's application count opens OrderManagement with those orders.
  const link = page.getByTestId('operation-report-table').locator('tbody tr.ant-table-row').first().getByRole('link').first();
  const count = Number((await link.textContent())?.replace(/,/g, ''));
  const list = page.waitForResponse((r) => r.url().includes('/orderManagement/list') && r.ok());
  await link.click();
  await expect(page).toHaveURL(/AuditSystem\/OrderManagement\?/);
  expect((await (await list).json()).data.total).toBe(count);
  expect(errors).toEqual([]);
});

test('OperationReport shows the vintages of the loans disbursed: a week\'s loans, its first-payment default and its counts, and the week\'s loans open LoanManagement', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await new LoginPage(page).signIn('admin');
  const answer = page.waitForResponse((r) => r.url().includes('/operationReport/daily') && r.ok());
  await page.goto(screen('ReportSystem/OperationReport').path);
  type Vintage = { week: string; loans: number; fpd: Record<string, { matured: number; unpaid: number }> };
  const vintages: Vintage[] = (await (await answer).json()).data.vintages;
  expect(vintages.length, 'the demo book disbursed loans in the span').toBeGreaterThan(0);
  const section = page.getByTestId('operation-report-vintages');
  await section.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('operation-report-vintage-chart').locator('canvas')).toBeVisible();
  const first = section.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText(vintages[0].week);
  const judged = vintages.find((v) => v.fpd.unpaidAtDue.matured > 0);
  if (judged) {
    const row = section.locator('tbody tr.ant-table-row', { hasText: judged.week });
    await row.locator('[data-figure="unpaidAtDue"]').hover();
    await expect(page.getByRole('tooltip')).toContainText(`${judged.fpd.unpaidAtDue.unpaid} of ${judged.fpd.unpaidAtDue.matured}`);
  }
  const loans = first.getByRole('link').first();
  await expect(loans).toHaveText(vintages[0].loans.toLocaleString('en-KE'));
  await loans.click();
  await expect(page).toHaveURL(/AfterLoanSystem\/LoanManagement\?.*lendingDayFrom/);
  expect(errors).toEqual([]);
});
