import { expect, type Locator, type Page, test } from '@playwright/test';
import en from '../../public/locales/en/smsMarketing.json' with { type: 'json' };
import { TEST_CLOCK_HEADER } from '../../server/core/test-clock';
import { eatMinute } from '../../server/modules/collection-policy/conduct-limits';
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';
import { ContactConfigPage } from './pages/message-templates.page';

/** Unique per run, so that the shared e2e database can hold several runs' records. */
const stamp = Date.now().toString(36).slice(-6);
const tomorrow = () => {
  const d = new Date(Date.now() + 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 10:00:00`;
};

/** Fills SmsMarketingTask's form for a task tomorrow at 10:00 at 600 a minute, `extra` choosing the audience's own fields, and saves it. */
async function addTask(screen: ContactConfigPage, task: { name: string; merchant: string; template: string; segment: string }, extra = async () => {}) {
  await screen.openAddForm();
  await screen.field('taskName').fill(task.name);
  await screen.choose(screen.field('merchantId'), task.merchant);
  await screen.choose(screen.field('templateId'), task.template);
  await screen.choose(screen.field('segment'), task.segment);
  await screen.field('segmentDays').fill('0');
  await extra();
  const when = screen.field('scheduledAt');
  await when.click();
  await when.fill(tomorrow());
  await when.press('Enter');
  await screen.field('ratePerMinute').fill('600');
  await screen.save();
  await expect(screen.dialog()).toBeHidden();
  return screen.row(task.name);
}

/** Starts a task from its row's menu, confirmed; answers the number of recipients the toast names. */
async function startTask(page: Page, row: Locator, toastText: RegExp) {
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible').getByTestId('task-start').click();
  await page.getByTestId('confirm-ok').click();
  const toast = page.getByText(toastText);
  await expect(toast).toBeVisible();
  const recipients = Number((await toast.textContent())?.match(/Started: (\d+)/)?.[1]);
  expect(recipients).toBeGreaterThan(0);
  return recipients;
}

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
  const row = await addTask(screen, { name: `Task ${stamp}`, merchant: 'Jamii Pesa', template: `Come back ${stamp}`, segment: en.options.segment.settledNoNewLoan });
  await expect(row.getByTestId('task-status')).toHaveText(en.options.status.scheduled);

  // Start now: the audience is taken at once (sending waits for marketing hours); the counters show it.
  const recipients = await startTask(page, row, /^Started: \d+ recipients/);
  await expect(row.getByTestId('task-status')).toHaveText(new RegExp(`${en.options.status.running}|${en.options.status.finished}`));
  await expect(row.getByTestId('task-progress')).toContainText(`${recipients} recipients`);
  await expect(row.getByTestId('task-progress')).toContainText(/\d+ submitted · \d+ sent · \d+ failed · \d+ skipped/);
});

test("a marketer sends a task to a list-library batch and sees its recipients counted", async ({ page, request }) => {
  test.setTimeout(120_000);
  // Inside the marketing hours (08:00–19:00 EAT): this request's clock is moved back to 10:00 EAT when needed.
  const minute = eatMinute(new Date());
  const offset = minute >= 8 * 60 && minute < 18 * 60 + 30 ? 0 : -((minute - 10 * 60 + 24 * 60) % (24 * 60));
  const API = '/api/hc/web';
  const headers = { authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const get = async (url: string) => (await (await request.get(`${API}/${url}`, { headers })).json()).data;
  // The demo's committed import batch "mombasa-traders.csv" and its merchant; a template for every merchant.
  const merchants = await get('smsMarketingTemplate/options/merchants') as { value: number; label: string }[];
  let merchant = '';
  let batchLabel = '';
  for (const m of merchants) {
    const found = (await get(`smsMarketingTemplate/options/listBatches?merchantId=${m.value}`) as { label: string }[]).find((b) => b.label.includes('mombasa-traders'));
    if (found) [merchant, batchLabel] = [m.label, found.label];
  }
  expect(batchLabel).toContain('TM2026101500002');
  const template = await request.post(`${API}/smsMarketingTemplate/save`, { headers, data: { name: `List invite ${stamp}`, content: 'Hi {customerName}, {appName} has a loan offer for you.' } });
  expect((await template.json()).code).toBe(200);

  await page.context().setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: String(offset) });
  await new LoginPage(page).signIn('admin');
  const screen = new ContactConfigPage(page);
  await page.goto('/AdminContent/MarketingManagement/SmsMarketingTask');
  const row = await addTask(screen, { name: `List ${stamp}`, merchant, template: `List invite ${stamp}`, segment: en.options.segment.listLibrary }, async () => {
    await screen.choose(screen.field('listBatchId'), 'TM2026101500002');
    await screen.choose(screen.field('marketingTarget'), en.options.marketingTarget.register);
  });
  await expect(row).toContainText(en.options.segment.listLibrary);

  // Start now: the batch's active entries become the recipients (a blacklisted number would be skipped), counted on the row.
  const recipients = await startTask(page, row, /^Started: \d+ recipients, \d+ submitted/);
  expect(recipients).toBeLessThanOrEqual(60);
  await expect(row.getByTestId('task-progress')).toContainText(`${recipients} recipients`);
  await page.context().setExtraHTTPHeaders({});
});
