import { expect, test } from '@playwright/test';
import type { MyScheduleMonth } from '../../common/schedule/my-schedule';
import { formatEatDate, parseEat } from '../../common/time';
import en from '../../public/locales/en/schedule.json' with { type: 'json' };
import { call } from './pages/collection-journey';
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

const SCREEN = '/AdminContent/ScheduleManage/MySchedule';
const HOUR = 3_600_000;

test('the demo collector sees her seeded shifts of this month and her leave application on MySchedule', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, 'collector');
  const today = formatEatDate(new Date());
  const month = today.slice(0, 7);
  // A leave application from the header's form (its API), two days ahead when still in this month, else two days back.
  const ahead = formatEatDate(new Date(Date.now() + 2 * 24 * HOUR));
  const leaveDay = ahead.startsWith(month) ? ahead : formatEatDate(new Date(Date.now() - 2 * 24 * HOUR));
  const start = parseEat(`${leaveDay} 09:00`)!;
  const leave = await call<{ id: number }>(request, 'POST', 'leave/apply', { token, body: { startAt: start.toISOString(), endAt: new Date(start.getTime() + 4 * HOUR).toISOString(), reason: 'Clinic visit' }, key: true });
  const expected = await call<MyScheduleMonth>(request, 'GET', `mySchedule/month?month=${month}`, { token });
  const shifts = expected.cells.filter((c) => c.kind === 'shift' && c.day !== leaveDay);
  expect(shifts.length, 'the demo roster plans her month').toBeGreaterThan(15);

  await new LoginPage(page).signIn('collector');
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-schedule-month')).toHaveText(month);
  for (const cell of shifts.slice(0, 5)) {
    const day = page.getByTestId(`my-schedule-day-${cell.day}`);
    await expect(day).toHaveAttribute('data-kind', 'shift');
    await expect(day).toContainText(cell.shift!.name!);
    await expect(day).toContainText(`${cell.shift!.startTime}–${cell.shift!.endTime} EAT`);
  }
  const rest = expected.cells.find((c) => c.kind === 'rest' && c.day !== leaveDay);
  if (rest) await expect(page.getByTestId(`my-schedule-day-${rest.day}`)).toContainText(en.mySchedule.rest);
  await expect(page.getByTestId(`my-schedule-day-${leaveDay}`)).toHaveAttribute('data-kind', 'leave');
  await expect(page.getByTestId('my-schedule-leave')).toContainText('Clinic visit');
  await expect(page.locator('[data-testid^="my-schedule-day-"][data-kind="shift"]')).toHaveCount(shifts.length);

  // The month is in the address bar: the next one is not planned yet, and the way back shows hers again.
  await page.getByTestId('my-schedule-next').click();
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
  await expect(page.getByTestId('my-schedule-unplanned')).toBeVisible();
  await page.getByTestId('my-schedule-this').click();
  await expect(page.getByTestId('my-schedule-month')).toHaveText(month);

  if (leaveDay > today) await call(request, 'POST', 'leave/cancel', { token, body: { id: leave.id }, key: true });
});
