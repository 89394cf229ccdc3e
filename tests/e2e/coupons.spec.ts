import { expect, test, type Page } from '@playwright/test';
import cm from '../../public/locales/en/customerManage.json' with { type: 'json' };
import cs from '../../public/locales/en/csCoupon.json' with { type: 'json' };
import coupon from '../../public/locales/en/coupon.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const ROOT = '/AdminContent';
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

/**
 * Searches the list by the phone in its filter bar and waits until the filtered page has replaced the one before
 * (the filter is in the address and every row is the customer's): a row read or clicked earlier may be another
 * customer's, e.g. another application approved in place of this one.
 */
async function searchPhone(page: Page, table: string, typed: string) {
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(new RegExp(typed.slice(1)));
  await expect(rows(page, table).first()).toBeVisible();
  await expect(rows(page, table).filter({ hasNotText: typed.slice(1) })).toHaveCount(0);
}

/** A customer of Soko Credit (the demo agent's merchant), by an order number's start, read as the administrator. */
async function sokoCustomerPhone(page: Page) {
  await page.goto(`${ROOT}/CustomerServiceSystem/CustomerManage`);
  await page.getByTestId('filter-orderNo').fill('1503');
  await page.getByTestId('filter-search').click();
  // The filtered page has replaced the unfiltered one (newest customers of every merchant first) once every row is
  // Soko Credit's: read earlier, the phone was another merchant's customer the agent cannot see.
  await expect(page).toHaveURL(/\[value\]=1503/);
  await expect(rows(page, 'customer-table').first()).toBeVisible();
  await expect(rows(page, 'customer-table').filter({ hasNotText: 'Soko Credit' })).toHaveCount(0);
  return (await rows(page, 'customer-table').first().locator('td').filter({ hasText: /^2547\d{8}$/ }).first().textContent())!;
}

test('an agent applies for a discount coupon; a second user approves; the customer holds a usable coupon', async ({ browser }) => {
  test.setTimeout(240_000);
  const adminPage = await (await browser.newContext()).newPage();
  await new LoginPage(adminPage).signIn('admin');
  const phone = await sokoCustomerPhone(adminPage);
  const typed = `0${phone.slice(3)}`;

  // The demo service agent applies, typing the phone as the customer says it.
  const agent = await (await browser.newContext()).newPage();
  await new LoginPage(agent).signIn('service');
  await agent.goto(`${ROOT}/CustomerServiceSystem/MyCustomerServiceCouponApply`);
  await agent.getByTestId('coupon-apply').click();
  await agent.getByTestId('field-taskId').click();
  await agent.locator('.ant-select-item-option').filter({ hasText: 'Delayed payout goodwill' }).click();
  await agent.getByTestId('field-phone').fill(typed);
  await agent.getByTestId('field-reason').fill('Payout reached M-Pesa two days late');
  await agent.getByTestId('apply-ok').click();
  await expect(agent.getByTestId('toast').filter({ hasText: cs.results.applied.split(' {{')[0] })).toBeVisible();
  await expect(rows(agent, 'application-table').first()).toContainText(cs.options.status.pending);

  // The agent cannot approve: the coupon audit is a supervisor's screen (docs/roles.md), so the guard sends her Home;
  // the administrator approves.
  await agent.goto(`${ROOT}/CustomerServiceSystem/CustomerServiceCouponAudit`);
  await agent.waitForURL('**/AdminContent/Home');

  await adminPage.goto(`${ROOT}/CustomerServiceSystem/CustomerServiceCouponAudit`);
  await adminPage.getByTestId('filter-phone').fill(typed);
  await adminPage.getByTestId('filter-status').click();
  await adminPage.locator('.ant-select-item-option').filter({ hasText: cs.options.status.pending }).click();
  await searchPhone(adminPage, 'application-table', typed);
  await rows(adminPage, 'application-table').first().getByTestId('row-approve').click();
  await adminPage.getByTestId('confirm-ok').click();
  await expect(adminPage.getByTestId('toast').filter({ hasText: cs.results.approved })).toBeVisible();

  // The coupon shows on the customer (CustomerManage) and is waiting to be used (usable) in CouponCodeManagement.
  await adminPage.goto(`${ROOT}/CustomerServiceSystem/CustomerManage`);
  await adminPage.getByTestId('filter-phone').fill(typed);
  await searchPhone(adminPage, 'customer-table', typed);
  await rows(adminPage, 'customer-table').first().getByTestId('customer-open').click();
  const view = adminPage.getByTestId('customer-view');
  await view.getByRole('tab', { name: cm.tabs.coupons }).click();
  await expect(view.getByTestId('customer-coupons')).toContainText('200.00');
  await expect(view.getByTestId('customer-coupons')).toContainText(cm.options.couponStatus.waitingToBeUsed);

  await adminPage.goto(`${ROOT}/OperationSystem/CouponCodeManagement`);
  await adminPage.getByTestId('filter-phone').fill(typed);
  await searchPhone(adminPage, 'coupon-table', typed);
  const first = rows(adminPage, 'coupon-table').first();
  await expect(first).toContainText(coupon.options.status.waitingToBeUsed);
  await expect(first.getByTestId('coupon-freeze')).toBeVisible();
});
