/**
 * Issue 32.4: every time shown or picked is East Africa Time whatever the browser's zone. Each describe runs the
 * browser in another zone (UTC, Asia/Shanghai); the expectations name EAT wall clock and the UTC instant stored.
 */
import { expect, type Page, test } from '@playwright/test';
import { formatEat, formatEatDate } from '../../common/time';
import { LoginPage } from './pages/login.page';
import { ContactConfigPage } from './pages/message-templates.page';
import { submitApplication } from './pages/orders.page';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';
const DAY_MS = 86_400_000;

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const token = await apiLogin(page.request, 'admin');
  const response = await page.request.get(`${API}/${url}`, { headers: { authorization: `Bearer ${token}` } });
  const envelope = await response.json() as { code: number; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

/** Opens a row's edit form, from the row or from its "more" menu. */
async function openEdit(page: Page, screen: ContactConfigPage, name: string) {
  const row = screen.row(name);
  const direct = row.getByTestId('row-edit');
  if (await direct.count()) await direct.click();
  else {
    await row.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible').getByTestId('row-edit').click();
  }
  await expect(screen.dialog()).toBeVisible();
}

for (const timezoneId of ['UTC', 'Asia/Shanghai']) {
  test.describe(`browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('an SMS task typed at 10:00 EAT is stored at 07:00Z, listed and reopened at 10:00', async ({ page }) => {
      test.setTimeout(150_000);
      const name = `EAT ${timezoneId.slice(0, 4)} ${Date.now().toString(36).slice(-5)}`;
      // Tomorrow in EAT, so the server takes it as a time to come.
      const day = formatEatDate(Date.now() + DAY_MS);
      await new LoginPage(page).signIn('admin');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const screen = new ContactConfigPage(page);
      await page.goto('/AdminContent/MarketingManagement/SmsMarketingTask');
      await expect(screen.row('Repaid, come back')).toBeVisible();

      await screen.openAddForm();
      await screen.field('taskName').fill(name);
      await screen.choose(screen.field('merchantId'), 'Jamii Pesa');
      await screen.choose(screen.field('templateId'), 'Welcome back');
      await screen.choose(screen.field('segment'), 'Repaid, no new loan');
      await screen.field('segmentDays').fill('0');
      const when = screen.field('scheduledAt');
      await when.click();
      await when.fill(`${day} 10:00`);
      await when.press('Enter');
      await screen.field('ratePerMinute').fill('600');
      await screen.save();
      await expect(screen.dialog()).toBeHidden();

      await expect(screen.row(name)).toContainText(`${day} 10:00:00`);
      const listed = await apiGet<{ records: Array<{ taskName: string; scheduledAt: string }> }>(page,
        `smsMarketingTask/list?taskName=${encodeURIComponent(name)}`);
      expect(listed.records.map((r) => new Date(r.scheduledAt).toISOString())).toEqual([`${day}T07:00:00.000Z`]);

      await openEdit(page, screen, name);
      await expect(screen.field('scheduledAt')).toHaveValue(`${day} 10:00:00`);
    });

    test('a time-range filter sends the EAT wall clock typed and shows it again after a reload', async ({ page }) => {
      await new LoginPage(page).signIn('admin');
      await page.goto('/AdminContent/AfterLoanSystem/RepaymentManagementNew');
      // The range picker's two inputs, wherever antd puts the test id (its root or its first input).
      const range = page.getByTestId('filter-repaidAt').locator('xpath=ancestor-or-self::div[contains(@class, "ant-picker-range")]').first().locator('input');
      await expect(range.first()).toBeVisible();
      // Enter in the second input already submits the filter bar's form; the Search button then repeats it.
      const sent = page.waitForRequest((r) => r.url().includes('/rePayManage/flows?') && r.url().includes('repaidFrom='));
      await range.first().click();
      await range.first().fill('2026-11-01 00:30:00');
      await range.first().press('Enter');
      await range.nth(1).fill('2026-11-30 23:30:00');
      await range.nth(1).press('Enter');
      await page.getByTestId('filter-search').click();
      const params = new URL((await sent).url()).searchParams;
      expect([params.get('repaidFrom'), params.get('repaidTo')]).toEqual(['2026-11-01 00:30:00', '2026-11-30 23:30:00']);

      await page.reload();
      await expect(range.first()).toHaveValue('2026-11-01 00:30:00');
      await expect(range.nth(1)).toHaveValue('2026-11-30 23:30:00');
    });

    test("a day picker's today and its refused future days are EAT's, not the browser's", async ({ page }) => {
      // An instant of today (UTC) at which the browser's calendar day is not Nairobi's.
      const at = new Date(`${new Date().toISOString().slice(0, 10)}T${timezoneId === 'UTC' ? '22:30' : '17:00'}:00Z`);
      const today = formatEatDate(at);
      expect(today).not.toBe(new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(at));
      await page.clock.install({ time: at });
      await new LoginPage(page).signIn('admin');
      await page.goto('/AdminContent/CollectionSystem/CollectionPersonnelMonitoring');
      const picker = page.getByTestId('monitoring-day');
      await expect(picker).toHaveValue(today);
      await picker.click();
      const calendar = page.locator('.ant-picker-dropdown:visible');
      await expect(calendar.locator('.ant-picker-cell-today')).toHaveAttribute('title', today);
      const tomorrow = formatEatDate(at.getTime() + DAY_MS);
      // Tomorrow may be on the next month's page; the cells of a month show the days either side of it too.
      await expect(calendar.locator(`.ant-picker-cell[title="${tomorrow}"]`).first()).toHaveClass(/ant-picker-cell-disabled/);
      await expect(calendar.locator(`.ant-picker-cell[title="${today}"]`).first()).not.toHaveClass(/ant-picker-cell-disabled/);
    });

    test("an order's detail shows its application time in EAT", async ({ page }) => {
      const order = await submitApplication(page.request);
      const detail = await apiGet<{ order: { applyAt: string } }>(page, `orderDetail/detail?orderId=${order.orderId}`);
      await new LoginPage(page).signIn('admin');
      await page.goto(`/AdminContent/OrderDetailAudit/OrderDetail?orderId=${order.orderId}`);
      await expect(page.getByText(formatEat(detail.order.applyAt)).first()).toBeVisible();
    });
  });
}
