import { expect, test } from '@playwright/test';
import { formatCents } from '../../common/money';
import { screen } from '../../common/routes';
import { LoginPage } from './pages/login.page';
import { consoleErrors } from './pages/console-errors';

test('FinancialReport draws its chart and table in English, and the table totals are the API\'s', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await new LoginPage(page).signIn('admin');

  // A database seeded before the snapshot table existed gets its days built by the job's first run after start.
  let data: { rows: unknown[]; totals: Record<string, number>; refreshedAt: string | null } | undefined;
  await expect(async () => {
    const answer = page.waitForResponse((r) => r.url().includes('/financialReport/daily') && r.ok());
    await page.goto(screen('ReportSystem/FinancialReport').path);
    data = (await (await answer).json()).data;
    expect(data?.refreshedAt).toBeTruthy();
  }).toPass({ timeout: 60_000 });
  if (!data) throw new Error('No report');
  expect(data.rows.length).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Report');
  await expect(page.getByTestId('financial-report-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('financial-report-status')).toContainText('EAT');
  const totals = page.getByTestId('financial-report-totals');
  for (const figure of ['principalDisbursed', 'repaid', 'disbursementFees', 'repaidInterest', 'coupons', 'transfersPaid', 'outstandingPrincipal']) {
    await expect(totals.locator(`[data-figure="${figure}"]`)).toHaveText(formatCents(data.totals[figure]));
  }
  expect(data.totals.principalDisbursed).toBeGreaterThan(0);
  await expect(page.getByTestId('financial-report-export')).toBeVisible();
  expect(errors).toEqual([]);
});
