import { expect, test } from '@playwright/test';
import { approvedOrder, LoanManagementPage, signInAsFinance } from './pages/loan-management.page';

/** Wallets the sandbox channel treats specially: 0000 is an invalid account, 1111 fails once for insufficient funds. */
const INVALID_WALLET = '254700000000';
const FAIL_ONCE_WALLET = `2547${String(Date.now() % 10_000).padStart(4, '0')}1111`;

test.describe.configure({ mode: 'serial' });

test('finance disburses an approved order and sees the release succeed', async ({ page, request }) => {
  const order = await approvedOrder(request);
  await signInAsFinance(page, request);
  const screen = new LoanManagementPage(page);
  await screen.open();
  await screen.searchOrderNo(order.orderNo);
  await expect(screen.releaseStatus(order.orderNo)).toHaveText('Not sent');

  await screen.rowAction(order.orderNo, 'disburse', /Disburse 1 order\(s\), KES [\d,]+\.\d{2} in all/);
  await screen.expectResult(/Paid/);
  await expect(screen.releaseStatus(order.orderNo)).toHaveText('Success');
  await expect(screen.row(order.orderNo).getByTestId('order-status')).toHaveText('Disbursed');
  await expect(screen.row(order.orderNo).getByTestId('latest-code')).toContainText('Success');
});

test('a transient failure is shown with its cause and re-sent', async ({ page, request }) => {
  const order = await approvedOrder(request, FAIL_ONCE_WALLET);
  await signInAsFinance(page, request);
  const screen = new LoanManagementPage(page);
  await screen.open();
  await screen.searchOrderNo(order.orderNo);
  await screen.rowAction(order.orderNo, 'disburse', /Disburse 1 order/);
  await screen.expectResult(/Lending failure/, /Insufficient funds · The payout account had too little money/);
  await expect(screen.releaseStatus(order.orderNo)).toHaveText('Lending failure');
  await expect(screen.row(order.orderNo).getByTestId('fail-cause')).toContainText('Insufficient funds');

  await screen.rowAction(order.orderNo, 'resend', /Re-send 1 failed order\(s\)/);
  await screen.expectResult(/Paid/);
  await expect(screen.releaseStatus(order.orderNo)).toHaveText('Success');
  await screen.row(order.orderNo).getByTestId('show-codes').click();
  const codes = page.getByTestId('loan-codes');
  await expect(codes.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(codes).toContainText('Re-send');
  await expect(codes).toContainText('The payout account had too little money at the time');
});

test('a failure to an invalid account is confirmed, refused in a mixed batch cancel, then cancelled', async ({ page, request }) => {
  const failing = await approvedOrder(request, INVALID_WALLET);
  const waiting = await approvedOrder(request);
  await signInAsFinance(page, request);
  const screen = new LoanManagementPage(page);
  await screen.open();
  await screen.searchOrderNo(failing.orderNo);
  await screen.rowAction(failing.orderNo, 'disburse', /Disburse 1 order/);
  await screen.expectResult(/Lending failure/, /Invalid account · The receiving account is not valid/);
  await expect(screen.releaseStatus(failing.orderNo)).toHaveText('Lending failure');

  // The loan codes show the attempt; confirming asks the channel and records who confirmed.
  await screen.row(failing.orderNo).getByTestId('show-codes').click();
  const codes = page.getByTestId('loan-codes');
  await expect(codes).toContainText('The receiving account is not valid');
  await codes.getByTestId('code-confirm').click();
  await page.getByTestId('confirm-ok').click();
  await screen.expectResult(/Lending failure/);
  await expect(codes).toContainText('Daniel Kiprop');
  await screen.closeCodes();

  // Batch cancel with an order that did not fail is refused with the spec's message.
  await page.getByTestId('filter-orderNo').fill('');
  await page.getByTestId('filter-search').click();
  await screen.row(failing.orderNo).locator('input[type="checkbox"]').check();
  await screen.row(waiting.orderNo).locator('input[type="checkbox"]').check();
  await page.getByTestId('batch-cancel').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(/Cancel 2 order\(s\)/);
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(`Non-failed orders selected for batch cancel, please reselect: ${waiting.orderNo}`)).toBeVisible();

  await screen.searchOrderNo(failing.orderNo);
  await screen.pressRowAction(failing.orderNo, 'cancel');
  await expect(page.locator('.ant-modal-confirm')).toContainText(/Cancel 1 order\(s\), KES/);
  await page.getByTestId('cancel-reason').fill('Customer gave a closed M-Pesa line');
  await page.getByTestId('confirm-ok').click();
  await screen.expectResult(/Cancelled/);
  await expect(screen.row(failing.orderNo).getByTestId('order-status')).toHaveText('Cancelled');
  await expect(screen.row(failing.orderNo).getByTestId('row-resend')).toHaveCount(0);
});

test('all filtered rows: the confirmation names the count and total, and each order\'s result is shown', async ({ page, request }) => {
  test.slow();
  const order = await approvedOrder(request);
  await signInAsFinance(page, request);
  const screen = new LoanManagementPage(page);
  await screen.open();
  await screen.searchOrderNo(order.orderNo);

  await page.getByTestId('batch-filtered').click();
  await page.getByTestId('filtered-disburse').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(/Disburse all 1 order\(s\) of the current filter not yet sent, KES [\d,]+\.\d{2} in all/);
  await page.getByTestId('confirm-ok').click();
  // The server resolves the filter, then pays each order through the channel: allow a loaded test server time.
  await expect(page.getByTestId('pay-result')).toContainText(order.orderNo, { timeout: 60_000 });
  await screen.expectResult(/Paid/);
  await expect(screen.releaseStatus(order.orderNo)).toHaveText('Success');

  // Nothing of the filter is left to disburse.
  await page.getByTestId('batch-filtered').click();
  await page.getByTestId('filtered-disburse').click();
  await expect(page.getByText('No order of the current filter is waiting to be disbursed.')).toBeVisible();
});
