import { expect, test } from '@playwright/test';
import en from '../../public/locales/en/deduction.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';
const SCREEN = '/AdminContent/CollectionSystem/DeductionAmountManagement';

interface Waiver { id: number; deductionNo: string; orderNo: string; totalCents: number; amountDueCents: number; ownApplication: boolean }

/** "KES 1,234.50" → 123450 */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('a supervisor (the administrator, who covers every merchant) approves a pending waiver the collector proposed, with confirmation; the bill\'s amount owed falls at once; Reverse, with a reason, makes it owe again', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The demo seed leaves waivers the demo collector proposed pending (server/db/seed/collection-approvals.ts).
  const token = await apiLogin(request, 'admin');
  const answer = await (await request.get(`${API}/deduction/list?system=v1&status=pending&current=1&size=20`, { headers: { authorization: `Bearer ${token}` } })).json() as { data: { records: Waiver[] } };
  const waiver = answer.data.records.find((w) => !w.ownApplication);
  expect(waiver, 'a pending waiver in the demo data').toBeDefined();

  await new LoginPage(page).signIn('admin');
  await page.goto(SCREEN);
  await page.getByTestId('filter-orderNo').fill(waiver!.orderNo);
  await page.getByTestId('filter-search').click();
  const row = page.getByRole('row').filter({ hasText: waiver!.deductionNo });
  await expect(row.getByTestId('deductionStatus-pending')).toBeVisible();
  const before = centsOf(await row.getByRole('cell').filter({ hasText: 'KES' }).last().innerText());
  expect(before).toBe(waiver!.amountDueCents);

  await row.getByTestId('row-approve').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(en.confirm.approveTitle.replace('{{no}}', waiver!.deductionNo));
  await dialog.getByTestId('decide-remark').fill('Within the M1–M3 policy');
  await dialog.getByTestId('decide-ok').click();
  await expect(page.getByTestId('toast').filter({ hasText: waiver!.deductionNo })).toBeVisible();

  // The approval refetches the list: the row is approved and its bill owes the waiver less.
  await expect(row.getByTestId('deductionStatus-approved')).toBeVisible();
  await expect.poll(async () => centsOf(await row.getByRole('cell').filter({ hasText: 'KES' }).last().innerText())).toBe(before - waiver!.totalCents);

  // Reversed: the reason is required, the flow is rolled back and the bill owes the waived amount again (a late fee
  // the approval charged for days already passed stays owed, so at least what it owed before).
  await row.getByTestId('row-reverse').click();
  await expect(dialog).toContainText(en.confirm.reverseTitle.replace('{{no}}', waiver!.deductionNo));
  await dialog.getByTestId('decide-ok').click();
  await expect(dialog).toContainText(en.errors.remarkRequired);
  await dialog.getByTestId('decide-remark').fill('Customer disputes the waiver');
  await dialog.getByTestId('decide-ok').click();
  await expect(row.getByTestId('deductionStatus-reversed')).toBeVisible();
  await expect.poll(async () => centsOf(await row.getByRole('cell').filter({ hasText: 'KES' }).last().innerText())).toBeGreaterThanOrEqual(before);
});
