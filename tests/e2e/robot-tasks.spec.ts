import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import en from '../../public/locales/en/robotTask.json' with { type: 'json' };
import { eatMinute } from '../../server/modules/collection-policy/conduct-limits';
import { AI94_SANDBOX_SECRET } from '../../server/core/callback-secrets';
import { signedHeaders } from '../../server/modules/ai-call/ai-signature';
import { TEST_CLOCK_HEADER } from '../../server/core/test-clock';
import { LoginPage } from './pages/login.page';
import { ContactConfigPage } from './pages/message-templates.page';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';
/** Unique per run, so that the shared e2e database can hold several runs' records. */
const stamp = Date.now().toString(36).slice(-6);

test('a robot task runs in the sandbox, its results reach the cases, and a reply SMS shows in the SMS-back list', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  // Robot calls are placed only within contact hours (08:00–19:00 EAT): outside them, this tab's requests carry
  // the test clock's header, which moves their server time back to the latest 10:00 EAT (server/core/test-clock.ts).
  const minute = eatMinute(new Date());
  const offsetMinutes = minute >= 8 * 60 && minute < 18 * 60 + 30 ? 0 : -((minute - 10 * 60 + 24 * 60) % (24 * 60));
  await page.context().setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: String(offsetMinutes) });
  await robotTaskRun(page, request);
  // A tab of its own at the real time: within the contact hours the first tab's session is still live, and its
  // sign-in page would go straight Home.
  await smsBack(await (await browser.newContext()).newPage(), request);
});

let taskName = '';

async function robotTaskRun(page: Page, request: APIRequestContext) {
  await new LoginPage(page).signIn('admin');
  const screen = new ContactConfigPage(page);

  // A task over every v1 case 1–60 days overdue, calling all day within the contact hours.
  await page.goto('/AdminContent/CollectionSystem/RoboticTask');
  await expect(screen.row('S1 gentle reminder')).toBeVisible();
  await screen.openAddForm();
  await screen.field('name').fill(`Robot ${stamp}`);
  await screen.field('minOverdueDays').fill('1');
  await screen.field('maxOverdueDays').fill('60');
  await screen.field('windowStart').fill('08:00');
  await screen.field('windowEnd').fill('19:00');
  await screen.field('maxRetries').fill('1');
  await screen.field('retryGapMinutes').fill('30');
  await screen.field('script').fill('Hello, your loan payment is due. Press 1 to promise payment.');
  await screen.save();
  await expect(screen.dialog()).toBeHidden();

  // Run now: the sandbox answers at once; the toast counts the calls.
  const row = screen.row(`Robot ${stamp}`);
  // Edit stays inline; delete, calls and run are in the row's menu.
  const fromMenu = async (testId: string) => {
    await row.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible').getByTestId(testId).click();
  };
  await fromMenu('robot-run');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(/calls planned/)).toBeVisible();

  // The task's calls: outcomes and the cases they were about.
  await fromMenu('robot-calls');
  const calls = page.getByTestId('robot-calls-table').locator('tr.ant-table-row');
  await expect(calls.first()).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(new RegExp(`${en.options.outcome.answered}|${en.options.outcome.noAnswer}|${en.options.outcome.busy}`));
  const caseNo = (await calls.first().textContent())?.match(/CS\d{10}/)?.[0];
  expect(caseNo).toBeTruthy();

  // The result is on the case: its last action in the case list.
  const admin = await apiLogin(request, 'admin');
  const auth = { authorization: `Bearer ${admin}` };
  const cases = await (await request.get(`${API}/caseAllocation/list?caseNo=${caseNo}&system=v1`, { headers: auth })).json();
  expect(cases.data.records[0].lastActionCode).toMatch(/promised|connected|noAnswer|busy|switchedOff/);
  taskName = `Robot ${stamp}`;
}

async function smsBack(page: Page, request: APIRequestContext) {
  // Signed in afresh at the real time (the first tab's session began at the moved one).
  await new LoginPage(page).signIn('admin');
  const admin = await apiLogin(request, 'admin');
  const auth = { authorization: `Bearer ${admin}` };
  // A customer replies by SMS: the provider's signed call-back; the reply shows in the SMS-back list.
  const tasks = await (await request.get(`${API}/robotTask/list?name=${taskName}`, { headers: auth })).json();
  const taskCalls = await (await request.get(`${API}/robotTask/calls?taskId=${tasks.data.records[0].id}`, { headers: auth })).json();
  const phone = taskCalls.data.records[0].phone as string;
  const body = { messageId: `e2e-${stamp}`, phone, text: `Nitalipa Ijumaa ${stamp}`, receivedAt: new Date().toISOString() };
  // Signed with the sandbox's secret, which the e2e server (NODE_ENV=test) takes; this runner's own mode is not the server's.
  const sent = await request.post(`${API}/noAuth/ai94/smsBack`, { data: body, headers: signedHeaders(body, new Date(), AI94_SANDBOX_SECRET) });
  expect((await sent.json()).data).toMatchObject({ result: 'recorded', matched: true });
  await page.goto('/AdminContent/CollectionSystem/NineFourAiSmsBack');
  await expect(page.getByTestId('ai-sms-table').locator('tr.ant-table-row').filter({ hasText: `Nitalipa Ijumaa ${stamp}` })).toBeVisible();
}
