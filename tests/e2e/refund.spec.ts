import { expect, test } from '@playwright/test';
import en from '../../public/locales/en/refund.json' with { type: 'json' };
import { MIN_REFUND_CENTS } from '../../common/money/statuses';
import { signInAsFinance } from './pages/loan-management.page';
import { overpaidOrder, RefundScreen, signInWithCode } from './pages/refund.page';

const CASHIER_PHONE = '254711203344';
const belowMinimum = en.errors.amountBelowMinimum.replace('{{min}}', String(MIN_REFUND_CENTS / 100));

test('finance applies for a refund of 19 and is told why not, then 50, which the cashier approves and the channel pays', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await overpaidOrder(request, 100);

  await signInAsFinance(page, request);
  const refunds = new RefundScreen(page);
  await refunds.open('ClientRefundManagement');
  await refunds.openApplyForm(order.orderNo);
  await expect(page.getByTestId('refundable-amount')).toHaveText('KES 100.00');
  await refunds.submitAmount('19');
  await expect(refunds.amountError()).toHaveText(belowMinimum);
  await refunds.submitAmount('50');
  await expect(page.getByTestId('toast').filter({ hasText: en.apply.done })).toBeVisible();
  await refunds.search(order.orderNo);
  await expect(refunds.row(order.orderNo).getByTestId('auditStatus-pending')).toHaveText(en.options.auditStatus.pending);
  await expect(refunds.row(order.orderNo).getByTestId('refundStatus-created')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/(Index\/)?Login/);

  await signInWithCode(page, request, 'cashier', CASHIER_PHONE);
  await refunds.open('ClientRefundAuditManagement');
  await refunds.search(order.orderNo);
  await refunds.row(order.orderNo).getByTestId('row-approve').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('toast').filter({ hasText: en.outcome.success })).toBeVisible();
  await expect(refunds.row(order.orderNo).getByTestId('refundStatus-success')).toHaveText(en.options.refundStatus.success);
  await expect(refunds.row(order.orderNo).getByTestId('auditStatus-approved')).toBeVisible();
});
