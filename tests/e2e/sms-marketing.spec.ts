import { expect, test } from '@playwright/test';
import en from '../../public/locales/en/smsMarketing.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';
import { ContactConfigPage } from './pages/message-templates.page';

/** Unique per run, so that the shared e2e database can hold several runs' records. */
const stamp = Date.now().toString(36).slice(-6);
const tomorrow = () => {
  const d = new Date(Date.now() + 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 10:00:00`;
};

test('a marketer creates a template and a task, starts it and sees its counters', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).signIn('admin');
  const screen = new ContactConfigPage(page);

  // A template: an unknown variable is refused by name, then the right wording is saved.
  await page.goto('/AdminContent/MarketingManagement/SmsMarketingTemplate');
  await expect(screen.row('Welcome back')).toBeVisible();
  await screen.openAddForm();
  await screen.field('name').fill(`Come back ${stamp}`);
  await screen.field('content').fill('Hi {customerName}, pay {amountDue}');
  await screen.save();
  await expect(page.getByText(/amountDue/).first()).toBeVisible();
  await screen.field('content').fill('Hi {customerName}, a new loan is ready for you in {appName}.');
  await screen.save();
  await expect(screen.dialog()).toBeHidden();
  await expect(screen.row(`Come back ${stamp}`)).toBeVisible();

  // A task for tomorrow to Jamii Pesa's customers who repaid and did not borrow again.
  await page.goto('/AdminContent/MarketingManagement/SmsMarketingTask');
  await expect(screen.row('Repaid, come back')).toBeVisible();
  await screen.openAddForm();
  await screen.field('taskName').fill(`Task ${stamp}`);
  await screen.choose(screen.field('merchantId'), 'Jamii Pesa');
  await screen.choose(screen.field('templateId'), `Come back ${stamp}`);
  await screen.choose(screen.field('segment'), en.options.segment.settledNoNewLoan);
  await screen.field('segmentDays').fill('0');
  const when = screen.field('scheduledAt');
  await when.click();
  await when.fill(tomorrow());
  await when.press('Enter');
  await screen.field('ratePerMinute').fill('600');
  await screen.save();
  await expect(screen.dialog()).toBeHidden();
  const row = screen.row(`Task ${stamp}`);
  await expect(row.getByTestId('task-status')).toHaveText(en.options.status.scheduled);

  // Start now: the audience is taken at once (sending waits for marketing hours); the counters show it.
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible').getByTestId('task-start').click();
  await page.getByTestId('confirm-ok').click();
  const toast = page.getByText(/^Started: \d+ recipients/);
  await expect(toast).toBeVisible();
  const recipients = Number((await toast.textContent())?.match(/Started: (\d+)/)?.[1]);
  expect(recipients).toBeGreaterThan(0);
  await expect(row.getByTestId('task-status')).toHaveText(new RegExp(`${en.options.status.running}|${en.options.status.finished}`));
  await expect(row.getByTestId('task-progress')).toContainText(`${recipients} recipients`);
  await expect(row.getByTestId('task-progress')).toContainText(/\d+ submitted · \d+ sent · \d+ failed · \d+ skipped/);
});
