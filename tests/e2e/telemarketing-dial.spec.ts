import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import en from '../../public/locales/en/telemarketingWork.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';
const DIAL = '/AdminContent/TelemarketingSystem/DialTask';
const APPROVAL = '/AdminContent/TelemarketingSystem/Approval';

interface Task { entryId: number; phone: string; customerId: number | null; customerName: string | null; followStatus: string }

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const body = await (await request.get(`${API}/${url}`, { headers: { authorization: `Bearer ${token}` } })).json() as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

/** The row's first action is a button; the others are in its menu. */
async function rowAction(page: Page, row: Locator, testId: string) {
  await row.getByTestId('row-more').click();
  await page.getByTestId(testId).click();
}

test('a dial task goes to the telemarketer, who calls, records "willing" and requests a coupon; the administrator approves it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  // A registered customer's task held by another telemarketer (server/db/seed/telemarketing-work.ts).
  const admin = await apiLogin(request, 'admin');
  const people = await get<{ value: number; label: string }[]>(request, admin, 'dialTask/telemarketerOptions');
  const kevin = people.find((p) => p.label.startsWith('Kevin Mutua'))!;
  const others = people.filter((p) => p.value !== kevin.value);
  let task: Task | undefined;
  for (const other of others) {
    const page = await get<{ records: Task[] }>(request, admin, `dialTask/list?userId=${other.value}&size=100`);
    task = page.records.find((r) => r.customerId !== null);
    if (task) break;
  }
  expect(task, 'a registered customer on another telemarketer\'s tasks').toBeDefined();

  // The administrator moves the task to Kevin Mutua, chosen on the telemarketer tree.
  const adminPage = await browser.newPage();
  await new LoginPage(adminPage).signIn('admin');
  await adminPage.goto(`${DIAL}?tab=all`);
  await adminPage.getByTestId('filter-phone').fill(task!.phone);
  await adminPage.getByTestId('filter-search').click();
  const adminRow = adminPage.getByRole('row').filter({ hasText: task!.phone });
  await adminRow.getByRole('checkbox').check();
  await adminPage.getByTestId('task-assign').click();
  const assign = adminPage.getByRole('dialog');
  await assign.getByTestId('assign-user').click();
  await adminPage.keyboard.type('Kevin');
  await adminPage.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: 'Kevin Mutua' }).click();
  await assign.getByTestId('assign-ok').click();
  await expect(adminPage.getByTestId('toast').filter({ hasText: en.results.assigned.replace('{{count}}', '1') })).toBeVisible();
  await expect(adminRow).toContainText('Kevin Mutua');

  // Kevin (masked data) finds it by the number the customer gave, calls, records "willing" and asks for a coupon.
  const tmPage = await browser.newPage();
  await new LoginPage(tmPage).signIn('telemarketer');
  await tmPage.goto(`${DIAL}?tab=all`);
  await tmPage.getByTestId('filter-phone').fill(task!.phone);
  await tmPage.getByTestId('filter-search').click();
  const row = tmPage.getByRole('row').filter({ hasText: task!.customerName ?? '' });
  await expect(row).toContainText('*');
  await row.getByTestId('task-call').click();
  await expect(tmPage.getByTestId('toast').filter({ hasText: en.results.called })).toBeVisible();
  await row.getByTestId('task-follow').click();
  const follow = tmPage.getByRole('dialog');
  await follow.getByTestId('follow-intent').click();
  await tmPage.getByTitle(en.options.intent.willing, { exact: true }).click();
  await follow.getByTestId('follow-ok').click();
  await expect(row).toContainText(en.options.followStatus.followed);
  await expect(row).toContainText(en.options.intent.willing);
  await rowAction(tmPage, row, 'task-apply');
  const apply = tmPage.getByRole('dialog');
  await apply.getByTestId('apply-activity').click();
  await tmPage.locator('.ant-select-item-option').filter({ hasText: 'Willing customer discount' }).click();
  await apply.getByTestId('apply-ok').click();
  await expect(tmPage.getByTestId('toast').filter({ hasText: en.results.applied })).toBeVisible();

  // The administrator approves it; the coupon is issued to the customer.
  await adminPage.goto(`${APPROVAL}?status=pending`);
  const request_ = adminPage.getByRole('row').filter({ hasText: task!.customerName ?? '' }).filter({ hasText: 'Willing customer discount' });
  await request_.getByTestId('row-approve').click();
  await adminPage.getByTestId('decide-ok').click();
  await expect(adminPage.getByTestId('toast').filter({ hasText: /CP\d{8}/ })).toBeVisible();
  await expect(request_).toContainText(en.options.approvalStatus.approved);
});
