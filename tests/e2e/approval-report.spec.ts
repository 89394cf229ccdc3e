import { expect, test, type Page } from '@playwright/test';
import { screen } from '../../common/routes';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { LoginPage } from './pages/login.page';
import { consoleErrors } from './pages/console-errors';

interface Answer {
  rows: { merchantId: number }[];
  totals: Record<string, number | null>;
  dimensions: Record<string, { key: string | null }[]>;
  refusals: { code: string | null; count: number }[];
}

async function openReport(page: Page, query = ''): Promise<Answer> {
  const answer = page.waitForResponse((r) => r.url().includes('/approvalReport/daily') && r.ok());
  await page.goto(`${screen('ReportSystem/ApprovalReport').path}${query}`);
  return (await (await answer).json()).data;
}

/** Clicks the link and answers the total of the order list it opens. */
async function listTotalAfter(page: Page, link: ReturnType<Page['locator']>, list = '/orderManagement/list') {
  const answer = page.waitForResponse((r) => r.url().includes(list) && r.ok());
  await link.click();
  return (await (await answer).json()).data.total as number;
}

test('ApprovalReport draws its funnel, times, pass rates, refuse codes and re-reviews from the demo book; counts open lists that total them', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  await new LoginPage(page).signIn('admin');
  const data = await openReport(page);
  expect(data.totals.applications).toBeGreaterThan(0);
  expect(data.totals.disbursed).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approval Report');
  await expect(page.getByTestId('approval-report-funnel').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('approval-report-refusals-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('approval-report-status')).toContainText('EAT');
  const totals = page.getByTestId('approval-report-table-totals');
  for (const figure of ['applications', 'machinePassed', 'manualReview', 'approved', 'disbursed', 'rejected']) {
    await expect(totals.locator(`[data-figure="${figure}"]`)).toHaveText(Number(data.totals[figure]).toLocaleString('en-KE'));
  }
  await expect(totals.locator('[data-figure="decisionMedian"]')).toContainText(' h ');
  await expect(page.getByTestId('approval-report-times')).toContainText('To payout, p90');
  await expect(page.getByTestId('approval-report-refusals')).toContainText('Refuse reason');
  await expect(page.getByTestId('approval-report-rereview')).toContainText('Sent back to review');
  await expect(page.getByTestId('approval-report-export')).toBeVisible();

  // The auditors' tab, kept in the address bar; an auditor's approvals open the orders that auditor approved.
  await page.getByRole('tab', { name: 'Auditor' }).click();
  await expect(page).toHaveURL(/by=auditor/);
  const auditorRow = page.getByTestId('approval-report-auditor').locator('tbody tr.ant-table-row').first();
  const approved = auditorRow.locator('td').nth(4).getByRole('link');
  const approvedCount = Number((await approved.textContent())?.replace(/,/g, ''));
  expect(await listTotalAfter(page, approved)).toBe(approvedCount);
  await expect(page).toHaveURL(/AuditSystem\/OrderManagement\?.*auditorId/);

  // The first period's applications of the first merchant.
  await openReport(page);
  const link = page.getByTestId('approval-report-table').locator('tbody tr.ant-table-row').first().getByRole('link').first();
  const count = Number((await link.textContent())?.replace(/,/g, ''));
  expect(await listTotalAfter(page, link)).toBe(count);

  // The most frequent refuse code.
  await openReport(page);
  const refusal = page.getByTestId('approval-report-refusals').locator('tbody tr.ant-table-row').first().getByRole('link');
  expect(await listTotalAfter(page, refusal)).toBe(data.refusals[0].count);
  await expect(page).toHaveURL(/refuseCode/);
  expect(errors).toEqual([]);
});

test('ApprovalReport in Chinese: translated headings, steps, codes and times, no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await page.goto('/Login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.atPresentAppLanguage, 'zh']);
  await new LoginPage(page).signIn('admin');
  const data = await openReport(page, '?grain=week');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('审批报表');
  await expect(page.getByRole('heading', { name: '审批漏斗' })).toBeVisible();
  await expect(page.getByTestId('approval-report-funnel').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('approval-report-table')).toContainText('周起始');
  await expect(page.getByTestId('approval-report-table-totals').locator('[data-figure="applications"]'))
    .toHaveText(Number(data.totals.applications).toLocaleString('en-KE'));
  await expect(page.getByTestId('approval-report-times')).toContainText('小时');
  await expect(page.getByTestId('approval-report-refusals')).toContainText(/审核员|机审/);
  await expect(page.getByTestId('approval-report-rereview')).toContainText('退回审核');
  expect(errors).toEqual([]);
});
