import { expect, test } from '@playwright/test';
import en from '../../public/locales/en/myCollection.json' with { type: 'json' };
import { displayLevel } from '../../common/collection/statuses';
import { call } from './pages/collection-journey';
import { allDayContact } from './pages/conduct';
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

interface Header { id: number; kind: 'preReminder' | 'overdue'; level: string }

test('the demo collector\'s SMS picker offers only the templates that fit the case, previewed as sent', async ({ page, request }) => {
  test.setTimeout(120_000);
  await allDayContact(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).signIn('collector');
  await page.goto('/AdminContent/CollectionSystem/MyCollection');
  const open = page.getByTestId(/^queue-open-/).first();
  await expect(open).toBeVisible();
  await open.click();
  await expect(page.getByTestId('case-view')).toBeVisible();
  const caseId = Number(new URL(page.url()).searchParams.get('case'));
  const token = await apiLogin(request, 'collector');
  const { header } = await call<{ header: Header }>(request, 'GET', `myCollection/case?caseId=${caseId}`, { token });

  await page.getByTestId('case-sms').click();
  await page.getByTestId('sms-template').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allInnerTexts();
  // Each option names what it is for: this level, this stage, or any case — never another level.
  const fits = [`(${displayLevel(header.level)})`, `(${en.sms.stages[header.kind]})`, `(${en.sms.fitsAll})`];
  for (const label of labels) expect(fits.some((f) => label.endsWith(f)), label).toBe(true);
  if (header.level !== 'S5') expect(labels.join('\n')).not.toContain('Final settlement offer');

  await options.first().click();
  const preview = page.getByTestId('sms-preview');
  await expect(preview).toBeVisible();
  const text = await preview.innerText();
  expect(text).not.toContain('{');
  expect(text).toMatch(/KES \d{1,3}(,\d{3})*\.\d{2}/);
  // The demo collector is masked: the recipient is shown masked.
  await expect(page.getByTestId('sms-to')).toContainText('*');
});
