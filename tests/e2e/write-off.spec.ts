import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { formatEat } from '../../common/time';
import { disbursedOrder, signInFinance, writeOffFile, WriteOffImportPage } from './pages/write-off.page';

const ZERO_AMOUNT = 'Write-off form incomplete or a 0 amount field';

/** One bank flow: KES 1.00 per stated component but the principal; overflow and coupon cancel out. */
function flow(orderNo: string, amountKes: number, serialNo: string, at: Date) {
  return {
    orderNo, serialNo, channel: 'M-Pesa', amountCents: amountKes, principalCents: amountKes - 6, interestCents: 1, lateFeeCents: 1,
    managementFeeCents: 1, serviceFeeCents: 1, liquidatedDamagesCents: 1, extensionFeeCents: 1, couponCents: 1, overflowCents: 1,
    repaidAt: formatEat(at), isRecord: 'No', accountId: '',
  };
}

test('finance imports a write-off file with one bad row, reads its error and downloads the errors', async ({ page, request }) => {
  test.setTimeout(120_000);
  const order = await disbursedOrder(request);
  const amountKes = order.loanAmountCents / 100;
  const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000); // after the payout, before the import
  const stamp = Date.now().toString(36).toUpperCase();
  const file = await writeOffFile([
    flow(order.orderNo, amountKes, `Q${stamp}1`, at),
    { ...flow(order.orderNo, amountKes, `Q${stamp}2`, at), amountCents: 0 },
  ]);

  await signInFinance(page, request);
  const screen = new WriteOffImportPage(page);
  await screen.open();
  await screen.importFile(`bank-flows-${stamp}.xlsx`, file, { excess: true });
  await expect(page.getByTestId('last-batch')).toContainText('Partial success');

  const batchRow = page.getByTestId('batch-table').locator('tbody tr', { hasText: `bank-flows-${stamp}.xlsx` });
  await expect(batchRow.getByTestId('batch-result')).toHaveText('Partial success');
  await batchRow.getByTestId('batch-rows').click();
  const drawer = page.getByTestId('rows-drawer');
  await expect(drawer.getByTestId('row-ok')).toHaveCount(1);
  await drawer.getByTestId('rows-only-errors').click();
  await expect(drawer.getByTestId('row-error')).toHaveText(ZERO_AMOUNT);
  await expect(drawer.getByTestId('row-ok')).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByTestId('rows-errors-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).getCell(2).value).toBe('Error');
  expect(sheet.getRow(2).getCell(1).value).toBe(3);
  expect(sheet.getRow(2).getCell(2).value).toBe(ZERO_AMOUNT);
  expect(sheet.rowCount).toBe(2);
});
