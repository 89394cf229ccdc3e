import { expect, test } from '@playwright/test';
import { disburseNewLoan, RepaymentPage, signInWithCode } from './pages/repayment.page';

test('finance posts a partial repayment, settles the bill, rolls the settle back and sees the bill open again', async ({ page, request }) => {
  test.setTimeout(180_000);
  const loan = await disburseNewLoan(request);
  await signInWithCode(page, request, 'finance');
  const screens = new RepaymentPage(page);

  // The new loan's bill is unpaid; a partial repayment of KES 100 is confirmed and applied.
  await screens.open('AfterLoanSystem/RepaymentManagement', loan.orderNo);
  await expect(screens.rows(loan.orderNo)).toContainText('Unpaid');
  await screens.openRepay(loan.billNo);
  await page.getByTestId('repay-amount').fill('100');
  await page.getByTestId('repay-payment-code').fill(`EP${String(Date.now()).slice(-8)}`);
  await screens.submit(/Apply KES 100\.00 to bill .* as Partial repayment\?/);
  await expect(page.getByText(/Repayment RF\w+ applied; the bill is now Partially repaid\./)).toBeVisible();
  await expect(screens.rows(loan.orderNo)).toContainText('Partially repaid');

  // The rest: the settlement amount as a partial repayment is refused in place; as a settle it is applied.
  await screens.openRepay(loan.billNo);
  await page.getByTestId('fill-settlement').click();
  await screens.chooseType('Partial repayment');
  await expect(page.getByTestId('repay-problem')).toHaveText('The amount meets the settlement amount; choose settle.');
  await expect(page.getByTestId('repay-submit')).toBeDisabled();
  await screens.chooseType('Settle');
  await expect(page.getByTestId('repay-problem')).toBeHidden();
  await page.getByTestId('repay-payment-code').fill(`ES${String(Date.now()).slice(-8)}`);
  await screens.submit(/as Settle\?/);
  await expect(screens.rows(loan.orderNo)).toContainText('Settled');
  await expect(page.getByTestId(`repay-${loan.billNo}`)).toHaveCount(0);

  // In the repayment flows the settle flow is rolled back, with a reason and a confirmation.
  await screens.open('AfterLoanSystem/RepaymentManagementNew', loan.orderNo);
  const settleFlow = screens.rows(loan.orderNo).filter({ has: page.getByRole('cell', { name: 'Settle', exact: true }) });
  await settleFlow.getByRole('button', { name: 'Roll back' }).click();
  const rollback = page.getByTestId('rollback-dialog');
  await expect(rollback).toContainText('Settle');
  await rollback.getByTestId('rollback-reason').fill('Settle recorded against the wrong receipt');
  await page.getByTestId('rollback-submit').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('will be invalidated and reversed');
  await page.getByTestId('rollback-confirm-ok').click();
  await expect(page.getByText(/Flow RF\w+ has been rolled back\./)).toBeVisible();
  await expect(settleFlow).toContainText('Rolled back');

  // RollbackFlow lists the rollback; the bill is open again with what the partial repayment left.
  await screens.open('CollectionSystem/RollbackFlow', loan.orderNo);
  await expect(screens.rows(loan.orderNo)).toContainText('Settle recorded against the wrong receipt');
  await screens.open('AfterLoanSystem/RepaymentManagement', loan.orderNo);
  await expect(screens.rows(loan.orderNo)).toContainText('Partially repaid');
  await expect(page.getByTestId(`repay-${loan.billNo}`)).toBeVisible();
});

test('finance settles all filtered bills to 0: the confirmation names count and amount, each bill\'s result is shown', async ({ page, request }) => {
  test.setTimeout(180_000);
  const loan = await disburseNewLoan(request);
  await signInWithCode(page, request, 'finance');
  const screens = new RepaymentPage(page);
  await screens.open('AfterLoanSystem/RepaymentManagement', loan.orderNo);
  await expect(screens.rows(loan.orderNo)).toContainText('Unpaid');

  await page.getByTestId('zero-settle-filtered').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(/Settle all \d+ unsettled bills of the current filter to 0\?/);
  await expect(page.getByTestId('confirm-text')).toHaveText(/What the \d+ bills still owe \(KES [\d,]+\.\d{2}\) is forgiven/);
  await page.getByTestId('zero-settle-confirm-ok').click();
  const result = page.getByTestId('zero-settle-result');
  await expect(result).toContainText(loan.billNo, { timeout: 30_000 });
  await expect(page.getByTestId('zero-settle-summary')).toHaveText(/^\d+ settled to 0, 0 refused; KES [\d,]+\.\d{2} forgiven\.$/);
  await page.getByTestId('zero-settle-result-close').click();
  await expect(screens.rows(loan.orderNo)).toContainText('Settled');
  await expect(screens.rows(loan.orderNo)).not.toContainText('Unpaid');
});
