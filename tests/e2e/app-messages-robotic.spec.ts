import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import msgEn from '../../public/locales/en/appMessage.json' with { type: 'json' };
import robotEn from '../../public/locales/en/robotTask.json' with { type: 'json' };
import { DEMO_APP_KEY, DEMO_APP_SECRET } from '../../server/db/seed/app-content';
import { LoginPage } from './pages/login.page';
import { ContactConfigPage } from './pages/message-templates.page';

const API = '/api/hc/web';
/** Unique per run, so that the shared e2e database can hold several runs' records. */
const stamp = Date.now().toString(36).slice(-6);

/** What the Jamii Pesa app's message centre shows now (the open API, with the app's key and secret). */
async function appTitles(request: APIRequestContext) {
  const answer = await request.get(`${API}/noAuth/app/messages`, { headers: { 'x-app-key': DEMO_APP_KEY('jamiipesa'), 'x-app-secret': DEMO_APP_SECRET('jamiipesa') } });
  return ((await answer.json()).data as { title: string }[]).map((m) => m.title);
}

/** A row action: inline when the row has room, else in the row's menu. */
async function rowAction(page: Page, row: Locator, testId: string) {
  const inline = row.getByTestId(testId);
  if (await inline.count()) await inline.click();
  else {
    await row.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible').getByTestId(testId).click();
  }
  await page.getByTestId('confirm-ok').click();
}

test('an operator publishes an in-app message, the app shows it, and a withdrawal takes it away', async ({ page, request }) => {
  await new LoginPage(page).signIn('admin');
  const screen = new ContactConfigPage(page);
  await page.goto('/AdminContent/OperationSystem/MessageCenterAppManagement');
  await expect(screen.row('Welcome to Jamii Pesa')).toBeVisible();

  const title = `Fee holiday ${stamp}`;
  await screen.openAddForm();
  await screen.choose(screen.field('appCode'), 'Jamii Pesa');
  await screen.field('title').fill(title);
  await screen.field('content').fill('No service fee on loans taken this week.');
  await screen.choose(screen.field('audience'), msgEn.options.audience.all);
  await screen.save();
  await expect(screen.dialog()).toBeHidden();
  const row = screen.row(title);
  await expect(row).toContainText(msgEn.options.status.draft);
  // The app is named, not shown by its code.
  await expect(row).toContainText('Jamii Pesa');
  await expect(row).not.toContainText('jamiipesa');
  expect(await appTitles(request)).not.toContain(title);

  await rowAction(page, row, 'row-publish');
  await expect(row).toContainText(msgEn.options.status.published);
  expect(await appTitles(request)).toContain(title);

  await rowAction(page, row, 'row-withdraw');
  await expect(row).toContainText(msgEn.options.status.withdrawn);
  expect(await appTitles(request)).not.toContain(title);
});

test("a telemarketing robot task's run has placed calls to the list library with their results", async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/TelemarketingSystem/RoboticTask');
  // The demo ran this task one morning through the sandbox robot (the job's run, on the seed's clock).
  const row = new ContactConfigPage(page).row('Mombasa traders sign-up');
  await expect(row).toBeVisible();
  await expect(row).toContainText(robotEn.options.listType.imported);
  // The audience is days in the list library (not days overdue), the merchant named.
  await expect(page.getByRole('columnheader', { name: robotEn.fields.minListedDays })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: robotEn.fields.minOverdueDays })).toHaveCount(0);
  await expect(new ContactConfigPage(page).row('Settled, borrow again')).toContainText(robotEn.allMerchants);
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible').getByTestId('robot-calls').click();
  const calls = page.getByTestId('robot-calls-table').locator('tr.ant-table-row');
  await expect(calls.first()).toBeVisible();
  // Newest first: while the contact window is open (09:00–17:00 EAT) the running server's job has queued today's
  // calls of the task above the demo's run of the day before, so that run is read on the last page, which always
  // holds the oldest calls.
  const lastPage = page.getByRole('dialog').locator('.ant-pagination-item').last();
  await lastPage.click();
  await expect(lastPage).toHaveClass(/ant-pagination-item-active/);
  const outcomes = Object.values(robotEn.options.outcome).map((o) => o.replace(/[()]/g, '\\$&')).join('|');
  await expect(calls.first()).toContainText(new RegExp(outcomes));
  await expect(page.getByRole('dialog')).toContainText(robotEn.options.outcome.promised);
});
