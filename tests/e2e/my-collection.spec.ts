import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/myCollection.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';
import { allDayContact } from './pages/conduct';

/** Tomorrow 12:00 East Africa Time, as the pickers show it. */
function tomorrowNoonEat(): string {
  const eat = new Date(Date.now() + 3 * 3_600_000 + 86_400_000);
  return `${eat.toISOString().slice(0, 10)} 12:00:00`;
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

test('the demo collector works a case: calls, records a promise, sends a template SMS and sees them on the timeline', async ({ page, request }) => {
  test.setTimeout(180_000);
  await allDayContact(request);
  await new LoginPage(page).signIn('collector');
  await page.goto('/AdminContent/CollectionSystem/MyCollection');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('queue-summary')).toBeVisible();
  const open = page.getByTestId(/^queue-open-/).first();
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/[?&]case=\d+/);
  const drawer = page.getByTestId('case-view');
  await expect(drawer).toBeVisible();
  // The collector is a masked user: the phone arrives masked.
  await expect(page.getByTestId('case-phone')).toContainText('*');

  await page.getByTestId('case-call').click();
  await expect(page.getByTestId('toast').filter({ hasText: en.caseView.called.split(' (')[0] })).toBeVisible();
  await expect(page.getByTestId('timeline-call').first()).toBeVisible();

  await page.getByTestId('case-follow-up').click();
  await pick(page, 'follow-up-action', en.options.actionCode.promised);
  await page.getByTestId('follow-up-commitment-at').click();
  await page.getByTestId('follow-up-commitment-at').fill(tomorrowNoonEat());
  await page.getByTestId('follow-up-commitment-at').press('Enter');
  await page.getByTestId('follow-up-commitment-amount').fill('1');
  await page.getByTestId('follow-up-remark').fill('Will pay from salary tomorrow');
  await page.getByTestId('follow-up-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: en.caseView.followUpSaved })).toBeVisible();
  await expect(page.getByTestId('timeline-note').first()).toContainText('Will pay from salary tomorrow');
  await expect(page.getByTestId('case-header')).toContainText('KES 1.00');

  await page.getByTestId('case-sms').click();
  await page.getByTestId('sms-template').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(page.getByTestId('sms-preview')).toBeVisible();
  await page.getByTestId('sms-send').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'SMS sent' })).toBeVisible();
  await expect(page.getByTestId('timeline-sms').first()).toBeVisible();

  // The customer behind the case: their loans (this case's marked) and their record.
  await drawer.getByRole('tab', { name: new RegExp(en.customerRecord.tab) }).click();
  await expect(drawer.getByTestId('customer-loans')).toContainText(en.customerRecord.thisCase);
  await expect(drawer.getByTestId('customer-record')).toContainText(en.customerRecord.maxOverdueDays);
});
