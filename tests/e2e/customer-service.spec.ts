import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/customerService.json' with { type: 'json' };
import manage from '../../public/locales/en/customerManage.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const BASE = '/AdminContent/CustomerServiceSystem';
/** Unique per run: the e2e database keeps earlier runs' records. */
const stamp = Date.now().toString(36).slice(-6);
const tableRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

test('an agent records an inbound call from a number typed as 07…, and sees it in the customer 360', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('service');
  await page.goto(`${BASE}/CustomerInCallRecord`);
  await expect(tableRows(page, 'in-call-table').first()).toBeVisible();

  await page.getByTestId('in-call-add').click();
  const dialog = page.getByRole('dialog', { name: en.titles.inCall });
  // Soko Credit's first demo app customer (server/db/seed/customer-service.ts demoAppPhone), as a caller says it.
  await dialog.getByTestId('in-call-phone').fill('0790 030 055');
  await dialog.getByTestId('in-call-find').click();
  await expect(dialog.getByTestId('in-call-customers').getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByTestId('in-call-customers').getByRole('radio')).toBeChecked();

  await dialog.locator('.ant-form-item').filter({ hasText: en.fields.reason }).locator('.ant-select-selector').click();
  await page.locator(`.ant-select-item-option[title="${en.options.inCallReason.repayment}"]`).click();
  await dialog.getByTestId('in-call-email').fill('wanjiru@gmail');
  const remark = `Gave the paybill number ${stamp}`;
  await dialog.getByTestId('in-call-remark').fill(remark);
  await dialog.getByTestId('in-call-save').click();
  await expect(dialog.getByText('The e-mail format is not correct.')).toBeVisible();
  await dialog.getByTestId('in-call-email').fill('wanjiru@gmail.com');
  await dialog.getByTestId('in-call-save').click();
  await expect(dialog).toBeHidden();

  const row = tableRows(page, 'in-call-table').filter({ hasText: remark });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(en.options.resolution.resolved);
  await expect(row).toContainText('*');
  await row.getByTestId('open-customer-360').click();
  const view = page.getByTestId('customer-view');
  await view.getByRole('tab', { name: manage.tabs.contacts }).click();
  await expect(view.getByTestId('customer-contacts')).toContainText(remark);
  await expect(view.getByTestId('customer-contacts')).toContainText(manage.options.contactKind.inCall);
});

test('an agent takes an unprocessed feedback and replies; the reply closes it', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('service');
  await page.goto(`${BASE}/Feedback`);
  await expect(page.getByTestId('auto-refresh-status')).toHaveText(en.autoRefresh.off);
  const open = tableRows(page, 'feedback-table').filter({ has: page.getByTestId('feedback-take') }).first();
  await expect(open).toBeVisible();
  const feedbackNo = (await open.locator('td').first().textContent())!.trim();
  await open.getByTestId('feedback-take').click();
  const row = tableRows(page, 'feedback-table').filter({ hasText: feedbackNo });
  await expect(row).toContainText(en.options.feedbackStatus.processing);

  await row.getByTestId('feedback-reply').click();
  const dialog = page.getByRole('dialog', { name: en.titles.reply.replace('{{no}}', feedbackNo) });
  await dialog.getByTestId('feedback-reply-send').click();
  await expect(dialog.getByText('The content cannot be empty !')).toBeVisible();
  await dialog.getByTestId('feedback-reply-text').fill(`Hello, your payment is now matched to your loan. Ref ${stamp}`);
  await dialog.getByTestId('feedback-reply-send').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(en.options.feedbackStatus.processed);

  // The agent's auto-refresh choice is said on screen and remembered.
  await page.getByTestId('auto-refresh').click();
  await page.locator(`.ant-select-item-option[title="${en.autoRefresh.choices['30000']}"]`).click();
  await expect(page.getByTestId('auto-refresh-status')).toHaveText(en.autoRefresh.on.replace('{{interval}}', en.autoRefresh.choices['30000']));
  await page.reload();
  await expect(page.getByTestId('auto-refresh-status')).toHaveText(en.autoRefresh.on.replace('{{interval}}', en.autoRefresh.choices['30000']));
});
