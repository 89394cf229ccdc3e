import { expect, test } from '@playwright/test';
import { screen } from '../../common/routes';
import type { CheckAnswer, WorkloadAnswer } from '../../common/schedule/case-manage';
import { call } from './pages/collection-journey';
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

/**
 * Issue 34, ScheduleCaseManage: the collection supervisor opens the demo team's month, sees today's required headcount
 * against the staff planned on shift (as the API counts them), lowers the team's daily case capacity in the settings
 * dialog so today is short — the row is marked — and reads last month's check: a late and an absent mark where the
 * demo's sign-ins put them. The capacity is put back at the end.
 */
const KEY = screen('ScheduleManage/ScheduleCaseManage').path;
const eatDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
const TODAY = eatDay(Date.now());
const MONTH = TODAY.slice(0, 7);
const LAST_MONTH = eatDay(Date.parse(`${MONTH}-01T00:00:00Z`) - 12 * 3_600_000).slice(0, 7);

test('a collection supervisor compares required and planned headcount, sees a short day and the check marks', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(page.request, 'collectlead');
  const teams = await call<{ value: number; label: string }[]>(page.request, 'GET', 'scheduleCaseManage/options/teams', { token });
  const team = teams.find((t) => t.label === 'Late Stage (M3+)')!;
  expect(team).toBeDefined();
  const before = await call<WorkloadAnswer>(page.request, 'GET', `scheduleCaseManage/workload?teamId=${team.value}&month=${MONTH}`, { token });
  const today = before.days.find((d) => d.day === TODAY)!;

  await new LoginPage(page).signIn('collectlead');
  await page.goto(`${KEY}?teamId=${team.value}&month=${MONTH}`);
  await expect(page.getByTestId('case-team')).toContainText('Late Stage (M3+)');
  await expect(page.getByTestId(`required-${TODAY}`)).toHaveText(String(today.required));
  await expect(page.getByTestId(`planned-${TODAY}`)).toHaveText(String(today.planned));
  await expect(page.getByTestId('workload-summary')).toContainText(`${before.settings.dailyCaseCapacity} cases per collector a day`);

  // A capacity of 1 case a day: today needs one collector per open case, more than the roster puts on shift.
  await page.getByTestId('case-settings').click();
  const capacity = page.getByTestId('case-setting-dailyCaseCapacity');
  await expect(capacity).toHaveValue(String(before.settings.dailyCaseCapacity));
  await capacity.fill('0');
  await page.getByTestId('case-settings-save').click();
  await expect(page.getByRole('dialog')).toContainText('Daily case capacity per collector');
  await capacity.fill('1');
  await page.getByTestId('case-settings-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId(`required-${TODAY}`)).toHaveText(String(today.totalCases));
  expect(today.totalCases).toBeGreaterThan(today.planned);
  await expect(page.getByTestId(`gap-${TODAY}`)).toHaveAttribute('data-short', 'true');
  await expect(page.getByTestId(`gap-${TODAY}`)).toHaveText(`Short ${today.totalCases - today.planned}`);
  await expect(page.getByTestId('workload-short')).toContainText('Short days');

  // Last month's check: the first late and absent marks of the month as the API marks them.
  const check = await call<CheckAnswer>(page.request, 'GET', `scheduleCaseManage/check?teamId=${team.value}&month=${LAST_MONTH}`, { token });
  const find = (mark: string) => {
    for (const entry of check.days.map((_, i) => i).flatMap((i) => check.staff.map((p) => ({ p, e: check.entries[p.id][i] })))) if (entry.e.mark === mark) return entry;
    throw new Error(`no ${mark} mark last month`);
  };
  const late = find('late');
  const absent = find('absent');
  await page.goto(`${KEY}?teamId=${team.value}&month=${LAST_MONTH}&tab=check`);
  await expect(page.getByTestId('check-grid')).toBeVisible();
  for (const { p, e } of [late, absent]) {
    const cell = page.getByTestId(`check-${p.id}-${e.day}`);
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toHaveAttribute('data-mark', e.mark);
  }
  await expect(page.getByTestId(`check-${late.p.id}-${late.e.day}`)).toHaveText(new RegExp(`\\+${late.e.lateMinutes}`));
  await expect(page.getByTestId('check-alert')).toContainText('absences without leave');

  // Back as it was.
  const saved = await call(page.request, 'POST', 'scheduleCaseManage/settings/save', {
    token, key: true, body: { teamId: team.value, dailyCaseCapacity: before.settings.dailyCaseCapacity, lateGraceMinutes: before.settings.lateGraceMinutes },
  });
  expect(saved).toBeTruthy();
});

test('a front-line collector has no ScheduleCaseManage', async ({ page }) => {
  const token = await apiLogin(page.request, 'collector');
  const response = await page.request.get(`/api/hc/web/scheduleCaseManage/options/teams`, { headers: { authorization: `Bearer ${token}` } });
  expect((await response.json()).code).toBe(403);
});
