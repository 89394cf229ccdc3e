import { expect, type APIRequestContext, test } from '@playwright/test';
import en from '../../public/locales/en/telemarketingWork.json' with { type: 'json' };
import { formatEat, formatEatDate } from '../../common/time';
import { TEST_CLOCK_HEADER } from '../../server/core/test-clock';
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';
const DIAL = '/AdminContent/TelemarketingSystem/DialTask';
/** The sandbox's longest call is 8 s of ringing and 5 min of talk: ten minutes on, every call has ended. */
const CALL_OVER_MINUTES = 10;

interface Counter { dialled: number; connected: number; willing: number; converted: number }
interface Task { entryId: number; phone: string; nextCallAt: string | null }

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const body = await (await request.get(`${API}/${url}`, { headers: { authorization: `Bearer ${token}` } })).json() as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

test('the telemarketer calls the next number, sees the call ring and end, disposes with "tomorrow 10:00" and the day counter moves', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, 'telemarketer');
  const counts = await get<Record<string, number>>(request, token, 'dialTask/tabCounts');
  // A tab whose membership does not move with the clock (due now turns overdue an hour after its call-back), and not
  // the default one, so choosing it shows in the address bar.
  const tab = (['new', 'rest', 'overdue'] as const).find((k) => counts[k] > 0)!;
  expect(tab, 'a tab with tasks for the demo telemarketer').toBeDefined();
  const before = await get<Counter>(request, token, 'dialTask/dayCounter');

  await new LoginPage(page).signIn('telemarketer');
  await page.goto(DIAL);
  // Due now is the default tab; the chosen tab goes into the address bar with its count.
  await expect(page.getByRole('tab', { selected: true })).toContainText(en.dialer.tabs.dueNow);
  await page.getByTestId(`tab-${tab}`).click();
  await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
  await expect(page.getByTestId(`tab-count-${tab}`)).toContainText(String(counts[tab]));
  const counter = page.getByTestId('counter-dialled');
  await expect(counter).toContainText(String(before.dialled));

  // Call next rings the tab's next number through the click-to-call flow and shows the call's state. The number is the one
  // the server rang (a number another flow dialled minutes ago is skipped, so not always the tab's first row).
  const rang = page.waitForResponse((r) => r.url().includes('/dialTask/callNext') && r.request().method() === 'POST');
  await page.getByTestId('call-next').click();
  const answer = await (await rang).json() as { code: number; data: { entryId: number; task: Task } };
  expect(answer.code).toBe(200);
  const first = { entryId: answer.data.entryId, phone: answer.data.task.phone };
  const panel = page.getByTestId('call-panel');
  await expect(panel).toContainText(first.phone.slice(-3));
  await expect(panel).toHaveAttribute('data-state', /dialling|ringing|connected/);
  // A busy sandbox line (last digit 9) rings for 2 s only, which a poll can miss; the others ring or connect for longer.
  if (!first.phone.endsWith('9')) await expect(panel).toHaveAttribute('data-state', /ringing|connected/);

  // The call ends in the sandbox: this tab's requests now see the server's clock ten minutes on.
  await page.context().setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: String(CALL_OVER_MINUTES) });
  await expect(panel).toHaveAttribute('data-state', 'ended', { timeout: 30_000 });
  await expect(panel).toContainText(en.dialer.callState.ended);
  const dispose = page.getByRole('dialog');
  await expect(dispose).toContainText(en.dialer.disposeTitle.replace('{{phone}}', ''));

  // The form suggests the outcome from the call's record; an answered call asks for the intent.
  await dispose.getByText(en.dialer.outcome.answered, { exact: true }).click();
  await dispose.getByTestId('follow-intent').click();
  await page.getByTitle(en.options.intent.willing, { exact: true }).click();
  await dispose.getByText(en.dialer.callback.tomorrow10, { exact: true }).click();
  const movedNow = new Date(Date.now() + CALL_OVER_MINUTES * 60_000);
  const tomorrow10 = `${formatEatDate(new Date(movedNow.getTime() + 86_400_000))} 10:00`;
  await expect(dispose).toContainText(tomorrow10);
  await dispose.getByTestId('follow-ok').dblclick();
  await expect(page.getByTestId('toast').filter({ hasText: en.dialer.disposed })).toBeVisible();
  await expect(dispose).toBeHidden();

  // The counter moved: one more number dialled, one more willing customer.
  await expect(counter).toContainText(String(before.dialled + 1));
  await expect(page.getByTestId('counter-willing')).toContainText(String(before.willing + 1));
  const after = await get<Counter>(request, token, 'dialTask/dayCounter');
  expect(after).toMatchObject({ dialled: before.dialled + 1, willing: before.willing + 1 });

  // The task now waits for tomorrow 10:00 EAT (stored once, for all the double click), among the rest.
  const rest = await get<{ records: Task[] }>(request, token, 'dialTask/list?tab=rest&size=100');
  const task = rest.records.find((r) => r.entryId === first.entryId)!;
  expect(formatEat(task.nextCallAt).slice(0, 16)).toBe(tomorrow10);
  const history = await get<{ nextCallAt: string | null }[]>(request, token, `dialTask/followUps?entryId=${first.entryId}`);
  expect(history.filter((h) => h.nextCallAt === task.nextCallAt)).toHaveLength(1);
  await page.getByTestId('tab-rest').click();
  await expect(page.getByRole('row').filter({ hasText: first.phone.slice(-3) }).first()).toBeVisible();

  // Next call sorts on the server (its index), latest first on the second click, kept in the address bar.
  const header = page.getByRole('columnheader', { name: en.fields.nextCallAt });
  await header.click();
  await header.click();
  await expect(page).toHaveURL(/nextCallAt/);
  await expect(page).toHaveURL(/tab=rest/);
  const latest = (await get<{ records: Task[] }>(request, token, 'dialTask/list?tab=rest&size=1&sortField=nextCallAt&sortOrder=descend')).records[0];
  await expect(page.getByTestId('dial-task-table').locator('tbody tr.ant-table-row').first()).toContainText(latest.phone.slice(-3));
});
