import { type Page, expect, test } from '@playwright/test';
import { screen } from '../../common/routes';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { LoginPage } from './pages/login.page';

/**
 * Issue 34, EmployeeDisciplineData: the collection supervisor opens this month, sees the demo collector's record
 * (attendance, quality findings, complaints, letters, score), issues a warning letter with a reason and the score
 * drops by the letter's weight; last month shows the seeded letter, is closed after a confirmation and then frozen.
 * Screenshots (DISCIPLINE_SHOTS=<dir>) in en and zh at 1280 and 1920 px.
 */
const PATH = screen('AppraisalSystem/EmployeeDisciplineData').path;
const MONTH = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);
const SHOTS = process.env.DISCIPLINE_SHOTS;

const rowOf = (page: Page, name: string) => page.getByTestId('discipline-table').locator('tr', { hasText: name });

test('a supervisor opens the month, sees a record, issues a warning letter and the score drops', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).signIn('collectlead');
  await page.goto(`${PATH}?month=${MONTH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employee Discipline');
  await expect(page.getByTestId('discipline-status')).toContainText('Open');
  const row = rowOf(page, 'Faith Achieng');
  await expect(row).toContainText('COL207');
  const before = Number(await row.getByTestId('diligence-score').innerText());
  // The actions column is on screen at 1280 px.
  await expect(row.getByTestId('row-warning')).toBeInViewport();
  await row.getByTestId('row-warning').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Warning letters — Faith Achieng');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('warning-ok').click();
  await expect(dialog).toContainText('Please provide complete information.');
  await dialog.getByTestId('warning-reason').fill('Left the shift two hours early without leave.');
  await dialog.getByTestId('warning-ok').click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('diligence-score')).toHaveText(String(Math.max(0, before - 15)));
  await expect(row).toContainText('1');

  // The month in the address bar: last month shows the seeded letter, and Back returns to this month.
  const last = MONTH.endsWith('-01') ? `${Number(MONTH.slice(0, 4)) - 1}-12` : `${MONTH.slice(0, 5)}${String(Number(MONTH.slice(5)) - 1).padStart(2, '0')}`;
  await page.goto(`${PATH}?month=${last}`);
  await rowOf(page, 'Faith Achieng').getByTestId('row-warning').click();
  await expect(page.getByTestId('warning-letters')).toContainText('Repeated late sign-in');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/discipline-dialog-en-1280.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Last month is over: closed after the confirmation, it is frozen — letters read only, no recompute.
  await page.getByTestId('discipline-close').click();
  await expect(page.getByRole('dialog')).toContainText(`Close ${last}?`);
  await page.getByTestId('close-month-ok').click();
  await expect(page.getByTestId('discipline-status')).toContainText('Closed');
  await expect(page.getByTestId('discipline-recompute')).toBeHidden();
  await expect(page.getByTestId('discipline-close')).toBeHidden();
  const frozen = rowOf(page, 'Faith Achieng').getByTestId('row-warning');
  await expect(frozen).toHaveText('Letters');
  await frozen.click();
  await expect(page.getByRole('dialog')).toContainText('The month is closed: letters cannot change.');
  await expect(page.getByTestId('warning-reason')).toBeHidden();
  await page.getByTestId('warning-ok').click();
  await expect(page.getByRole('dialog')).toBeHidden();

  if (SHOTS) {
    for (const language of ['en', 'zh']) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.atPresentAppLanguage, language]);
      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${PATH}?month=${MONTH}`);
        await expect(rowOf(page, 'Faith Achieng')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/discipline-${language}-${width}.png` });
      }
    }
  }
});

test('the administrator sets the weights; a bad total is refused with its message', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).signIn('admin');
  await page.goto(`${PATH}?month=${MONTH}`);
  await page.getByTestId('discipline-weights').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('weight-majorViolation')).toHaveValue('20');
  await dialog.getByTestId('weight-majorViolation').fill('90');
  await expect(dialog.getByTestId('weights-sum')).toHaveText('Total: 116 / 100');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/discipline-weights-en-1280.png` });
  await dialog.getByTestId('weights-ok').click();
  await expect(page.getByText('The weights must add up to between 1 and 100.')).toBeVisible();
  await dialog.getByTestId('weight-majorViolation').fill('20');
  await dialog.getByTestId('weights-ok').click();
  await expect(dialog).toBeHidden();
});
