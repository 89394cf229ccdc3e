import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import en from '../../public/locales/en/telemarketingImport.json' with { type: 'json' };
import list from '../../public/locales/en/telemarketingList.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const SCREEN = '/AdminContent/TelemarketingSystem/ImportRecord';

/** A list as marketing fills the template: three good numbers typed three ways, and three bad rows. */
async function listFile(stamp: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('list');
  const base = 20_000_000 + (stamp % 70_000_000);
  sheet.addRow([en.columns.phone, en.columns.customerName, en.columns.recommendedAmount]);
  sheet.addRow([`07${base}`, 'Wanjiku Kamau', '5000']);
  sheet.addRow([`+254 7${base + 1}`, 'Otieno Ochieng', '7500.50']);
  sheet.addRow([`2547${base + 2}`, 'Akinyi Wafula', '']);
  sheet.addRow(['12345', 'Bad Number', '']);
  sheet.addRow([`07${base}`, 'Repeat Of Row Two', '']);
  sheet.addRow(['254722000111', 'On The Blacklist', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('marketing imports a list with a few bad rows, downloads the row errors and commits the valid rows', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('admin');
  await page.goto(SCREEN);
  const panel = page.getByTestId('import-panel');
  await expect(panel).toBeVisible();

  await page.getByTestId('import-merchant').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Jamii Pesa' }).click();
  await page.getByTestId('import-target').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: list.options.marketingTarget.register }).click();
  await page.getByTestId('import-user-group').fill('UG1001');
  await page.getByTestId('import-user-group-check').click();
  await expect(page.getByTestId('import-user-group-check')).toHaveText(en.actions.checked);

  const stamp = Date.now();
  const file = await listFile(stamp);
  // The file travels as the request body itself (streamed from the chosen file), not base64 in JSON; the settings
  // are the query. The row counts below prove the server read the bytes.
  const sent = page.waitForRequest((r) => r.url().includes('telemarketingImport/validate') && r.method() === 'POST');
  await panel.locator('input[type="file"]').setInputFiles({
    name: `prospects-${stamp}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file,
  });
  const request = await sent;
  expect(request.headers()['content-type']).toBe('application/octet-stream');
  expect(new URL(request.url()).searchParams.get('fileName')).toBe(`prospects-${stamp}.xlsx`);
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('6 rows, 3 valid, 3 with errors');

  const [download] = await Promise.all([page.waitForEvent('download'), result.getByTestId('import-errors').click()]);
  expect(download.suggestedFilename()).toMatch(/errors\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).getCell(5).value).toBe(en.fields.message);
  const errors = [2, 3, 4].map((n) => [sheet.getRow(n).getCell(1).value, sheet.getRow(n).getCell(5).value]);
  expect(errors).toEqual([
    [5, en.rowErrors.phoneFormat], [6, en.rowErrors.duplicateInFile.replace('{{firstRow}}', '2')], [7, en.rowErrors.blacklisted],
  ]);

  await result.getByTestId('import-commit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(en.results.committed.replace('{{count}}', '3'))).toBeVisible();
  const batchRow = page.getByTestId('import-batch-table').locator('tbody tr', { hasText: `prospects-${stamp}.xlsx` });
  await expect(batchRow).toContainText(en.options.status.committed);
});
