import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/customerService.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const BASE = '/AdminContent/CustomerServiceSystem';
/** Unique per run: the e2e database keeps earlier runs' records. */
const stamp = Date.now().toString(36).slice(-6);
const tableRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');
const pick = async (page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) => {
  await scope.locator('.ant-form-item').filter({ hasText: label }).locator('.ant-select-selector').click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
};

/** A row's action, inline or folded into its menu (how many fit inline depends on the row's state). */
async function rowAction(page: Page, row: ReturnType<typeof tableRows>, testId: string) {
  if (await row.getByTestId(testId).count()) return row.getByTestId(testId);
  await row.getByTestId('row-more').click();
  return page.locator('.ant-dropdown:visible').getByTestId(testId);
}

test('an agent takes an unresolved call from the caller screen to a ticket, notes it, replies, and finds it in the customer 360', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('service');
  await page.goto(`${BASE}/CustomerInCallRecord`);
  await page.getByTestId('in-call-add').click();
  const call = page.getByRole('dialog', { name: en.titles.inCall });
  // Soko Credit's first demo app customer (server/db/seed/customer-service.ts), as a caller says it.
  await call.getByTestId('in-call-phone').fill('0790 030 055');
  await call.getByTestId('in-call-find').click();
  await expect(call.getByTestId('in-call-customers').getByRole('radio')).toBeChecked();
  await pick(page, call, en.fields.reason, en.options.inCallReason.complaint);
  const remark = `Charged twice for one repayment ${stamp}`;
  await call.getByTestId('in-call-remark').fill(remark);
  // The ticket is offered only for an unresolved call.
  await expect(call.getByTestId('in-call-ticket')).toHaveCount(0);
  await call.getByTestId('in-call-resolution').getByText(en.options.resolution.unresolved).click();
  await call.getByTestId('in-call-ticket').check();
  await pick(page, call, en.fields.ticketPriority, en.options.priority.high);
  await call.getByTestId('in-call-save').click();
  await expect(call).toBeHidden();
  const toast = page.getByTestId('toast').filter({ hasText: 'ticket' });
  await expect(toast).toBeVisible();
  const ticketNo = /ticket (\S+) opened/.exec(await toast.innerText())![1];

  await page.goto(`${BASE}/Feedback`);
  await page.getByTestId('filter-feedbackNo').fill(ticketNo);
  await page.getByTestId('filter-search').click();
  const row = tableRows(page, 'feedback-table').filter({ hasText: ticketNo });
  await expect(row).toContainText(en.options.shortPriority.high);
  await expect(row).toContainText(en.options.feedbackStatus.processing);
  await expect(row.getByTestId('ticket-due-in')).toBeVisible();

  await (await rowAction(page, row, 'feedback-notes')).click();
  const notes = page.getByRole('dialog', { name: en.titles.notes.replace('{{no}}', ticketNo) });
  await expect(notes).toContainText(remark);
  await expect(notes.getByTestId('ticket-notes')).toContainText(en.hints.noNotes);
  await notes.getByTestId('ticket-note-body').fill('Asked the customer for the M-Pesa message');
  await notes.getByTestId('ticket-note-add').click();
  await expect(notes.getByTestId('ticket-notes')).toContainText('Asked the customer for the M-Pesa message');
  await notes.getByRole('button', { name: en.actions.cancel }).click();
  const notesAction = await rowAction(page, row, 'feedback-notes');
  await expect(notesAction).toContainText('(1)');
  await page.keyboard.press('Escape');

  // Escalated: the reason is required, the tag follows.
  await (await rowAction(page, row, 'feedback-priority')).click();
  const priority = page.getByRole('dialog', { name: en.titles.priority.replace('{{no}}', ticketNo) });
  await priority.locator('.ant-select-selector').click();
  await page.locator(`.ant-select-item-option[title="${en.options.priority.urgent}"]`).click();
  await priority.getByTestId('ticket-priority-ok').click();
  await expect(priority).toContainText('The content cannot be empty !');
  await priority.getByTestId('ticket-priority-reason').fill('Second charge is blocking a new loan');
  await priority.getByTestId('ticket-priority-ok').click();
  await expect(priority).toBeHidden();
  await expect(row).toContainText(en.options.shortPriority.urgent);

  await row.getByTestId('feedback-reply').click();
  const reply = page.getByRole('dialog', { name: en.titles.reply.replace('{{no}}', ticketNo) });
  await reply.getByTestId('feedback-reply-text').fill('We have refunded the second charge to your M-Pesa.');
  await reply.getByTestId('feedback-reply-send').click();
  await expect(reply).toBeHidden();
  await expect(row).toContainText(en.options.feedbackStatus.processed);

  await (await rowAction(page, row, 'open-customer-360')).click();
  const view = page.getByTestId('customer-view');
  await view.getByRole('tab', { name: en.tabs.tickets }).click();
  await expect(view.getByTestId('customer-tickets')).toContainText(ticketNo);
});
