import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/myCollection.json' with { type: 'json' };
import { actionsProblems } from './pages/actions-check';
import { allDayContact } from './pages/conduct';
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

/** Tomorrow 12:00 East Africa Time, as the pickers show it. */
function tomorrowNoonEat(): string {
  const eat = new Date(Date.now() + 3 * 3_600_000 + 86_400_000);
  return `${eat.toISOString().slice(0, 10)} 12:00:00`;
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

const openCaseId = (page: Page) => Number(new URL(page.url()).searchParams.get('case'));

/** Waits until the drawer shows another case than `previous`, loaded with its buttons, and answers its id. */
async function movedFrom(page: Page, previous: number) {
  await expect.poll(() => openCaseId(page)).not.toBe(previous);
  const id = openCaseId(page);
  await expect(page.locator(`[data-testid="case-view"][data-case-id="${id}"]`)).toBeVisible();
  await expect(page.getByTestId('case-next')).toBeEnabled();
  return id;
}

test('the demo collector works three cases with "save and next": a quick outcome, a promise, a follow-up by keyboard', async ({ page, request }) => {
  test.setTimeout(180_000);
  await allDayContact(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).signIn('collector');
  await page.goto('/AdminContent/CollectionSystem/MyCollection');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const table = page.getByTestId('queue-table');
  // The columns a collector works by are shown from the start.
  for (const title of [en.columns.lastContact, en.columns.nextCallAt, en.columns.attemptsToday]) {
    await expect(table.locator('thead').getByText(title, { exact: false }).first()).toBeVisible();
  }
  const rows = page.getByTestId(/^queue-open-/);
  await expect(rows.first()).toBeVisible();
  const queue = await rows.evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-testid')!.replace('queue-open-', ''))));
  expect(queue.length).toBeGreaterThan(3);
  // The collector's own queue keeps its actions on screen at 1280 px (the sweep visits it as the administrator, who holds no case).
  expect((await actionsProblems(page)).problems).toEqual([]);

  await rows.first().click();
  await expect(page.getByTestId('case-view')).toBeVisible();
  expect(openCaseId(page)).toBe(queue[0]);
  await expect(page.getByTestId('case-shortcuts')).toContainText('Alt+N');

  // Case 1: no answer, in one click; the drawer stays open on the next case of the queue.
  await page.getByTestId('quick-noAnswer').click();
  await expect(page.getByTestId('toast').filter({ hasText: en.quick.saved.replace('{{outcome}}', en.quick.noAnswer) })).toBeVisible();
  const second = await movedFrom(page, queue[0]);
  expect(second).toBe(queue[1]);
  await expect(page.getByTestId('case-drawer')).toBeVisible();

  // Case 2: "promised" opens the promise fields, which are required; then save and next.
  await page.getByTestId('quick-promised').click();
  await expect(page.getByTestId('follow-up-promise-needed')).toBeVisible();
  await page.getByTestId('follow-up-save-next').click();
  await expect(page.getByText(en.errors.promiseRequired)).toBeVisible();
  await page.getByTestId('follow-up-commitment-at').click();
  await page.getByTestId('follow-up-commitment-at').fill(tomorrowNoonEat());
  await page.getByTestId('follow-up-commitment-at').press('Enter');
  await page.getByTestId('follow-up-commitment-amount').fill('1');
  await page.getByTestId('follow-up-remark').fill('Will pay tomorrow at noon');
  await page.getByTestId('follow-up-save-next').click();
  await expect(page.getByTestId('toast').filter({ hasText: en.caseView.followUpSaved })).toBeVisible();
  const third = await movedFrom(page, second);
  expect([queue[0], second]).not.toContain(third);

  // Case 3: a follow-up saved with Alt+S, which opens the fourth case.
  await page.getByTestId('case-follow-up').click();
  await pick(page, 'follow-up-action', en.options.actionCode.connected);
  await page.keyboard.press('Alt+KeyS');
  await expect(page.getByTestId('toast').filter({ hasText: en.caseView.followUpSaved }).first()).toBeVisible();
  const fourth = await movedFrom(page, third);
  expect([queue[0], second, third]).not.toContain(fourth);

  // Alt+N skips to the next case without writing anything.
  const token = await apiLogin(request, 'collector');
  const view = async (caseId: number) => (await (await request.get(`/api/hc/web/myCollection/case?caseId=${caseId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const skipped = (await view(fourth)).header.followUpCount;
  await page.keyboard.press('Alt+KeyN');
  await movedFrom(page, fourth);
  expect((await view(fourth)).header.followUpCount).toBe(skipped);

  // What was written: the promise on the second case, the quick outcome on the first (a call attempt with its code).
  expect((await view(second)).header).toMatchObject({ commitmentCents: 100, lastActionCode: 'promised' });
  expect((await view(second)).promises[0]).toMatchObject({ status: 'pending', amountCents: 100 });
  expect((await view(queue[0])).contacts[0]).toMatchObject({ channel: 'call', actionCode: 'noAnswer' });
  expect((await view(third)).header.lastActionCode).toBe('connected');
});
