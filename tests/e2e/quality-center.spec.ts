/**
 * Quality center (issue 34): the demo inspector claims an open review of the demo collector's call, scores it (a
 * failed checkpoint needs a comment), and sees the score and result; the collector sees the finding among her own
 * and may appeal it.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/quality.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const URL = '/AdminContent/QualitySystem/QualityCenter';
const COLLECTOR = 'Faith Achieng';
const tableRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

test('an inspector claims and scores a call; the employee sees the finding', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('inspector');
  // The collector's open reviews (the demo samples her contacts of the last days), by the queue's filters in the address bar.
  await page.goto(`${URL}?tab=queue&status=open&employee=${encodeURIComponent(COLLECTOR)}`);
  const open = tableRows(page, 'quality-queue-table').filter({ hasText: COLLECTOR }).filter({ has: page.getByTestId('quality-claim') }).first();
  await expect(open).toBeVisible();
  const id = (await open.locator('td').first().textContent())!.trim();
  await open.getByTestId('quality-claim').click();

  const dialog = page.getByRole('dialog', { name: en.text.reviewTitle.replace('{{id}}', id).replace('{{name}}', COLLECTOR) });
  await expect(dialog.getByTestId('quality-score-form')).toBeVisible();
  await expect(dialog.getByTestId('quality-contact')).toBeVisible();
  const checkpoints = dialog.locator('[data-testid^="quality-checkpoint-"]');
  const count = await checkpoints.count();
  expect(count).toBeGreaterThan(3);
  for (let n = 0; n < count; n += 1) {
    await checkpoints.nth(n).getByText(n === 1 ? en.options.result.fail : en.options.result.pass, { exact: true }).click();
  }
  // The second checkpoint (weight 15 of 100) is not met: 85, still over the pass mark of 80.
  await expect(dialog.getByTestId('quality-score-preview')).toContainText(en.text.preview.replace('{{score}}', '85').replace('{{passMark}}', '80'));
  await dialog.getByTestId('quality-score-submit').click();
  await expect(checkpoints.nth(1).locator('.ant-form-item-explain-error')).toBeVisible();
  await checkpoints.nth(1).getByRole('textbox').fill('Did not state the due date before ending the call.');
  await dialog.getByTestId('quality-score-submit').dblclick();
  await expect(dialog.getByTestId('quality-review-status')).toHaveText(en.options.status.scored);
  await expect(dialog.getByTestId('quality-review-score')).toContainText('85');
  await expect(dialog.getByTestId('quality-review-score')).toContainText(en.options.passed.true);
  await expect(dialog.getByTestId('quality-checkpoint-results')).toContainText('Did not state the due date');
  await dialog.getByTestId('quality-review-close').click();
  await expect(dialog).toBeHidden();
  const row = tableRows(page, 'quality-queue-table').filter({ has: page.locator('td', { hasText: new RegExp(`^${id}$`) }) });
  await page.goto(`${URL}?tab=queue&status=scored&employee=${encodeURIComponent(COLLECTOR)}`);
  await expect(row).toContainText(en.options.status.scored);
  await expect(row).toContainText('85');

  await new LoginPage(page).signIn('collector');
  await page.goto(URL);
  await expect(page.getByTestId('quality-tab-queue')).toHaveCount(0);
  const mine = tableRows(page, 'quality-mine-table').filter({ has: page.locator('td', { hasText: new RegExp(`^${id}$`) }) });
  await expect(mine).toContainText('85');
  await expect(mine).toContainText(en.options.passed.true);
  await expect(mine.getByTestId('quality-appeal')).toBeVisible();
  await mine.getByTestId('quality-mine-view').click();
  await expect(page.getByTestId('quality-checkpoint-results')).toContainText('Did not state the due date');
});
