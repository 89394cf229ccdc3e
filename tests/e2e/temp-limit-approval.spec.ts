/**
 * TemporaryCreditLimitIssuance approval shows who (issue 36): a task for "at least 2 settled loans" made by the
 * supervisor through the API; the admin opens Approve, sees its customers and the misfit warning, cannot approve
 * until the box naming the count is ticked, ticks it and approves.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import en from '../../public/locales/en/tempLimit.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response = method === 'GET' ? await request.get(`${API}/${url}`, { headers }) : await request.post(`${API}/${url}`, { headers, data: body });
  const envelope = await response.json() as { code: number; msg: string; data: T };
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

test('the approver sees the customers and the misfit warning, and approves only after confirming the count', async ({ page }) => {
  const admin = await apiLogin(page.request, 'admin');
  const listed = await call<{ records: { phone: string }[] }>(page.request, 'GET', 'customerManage/list?current=1&size=3', admin);
  const phones = listed.records.map((c) => c.phone);
  expect(phones.length).toBeGreaterThan(0);
  const maker = await apiLogin(page.request, 'supervisor');
  const name = `E2E parents ${Date.now() % 100_000}`;
  const made = await call<{ id: number; okRows: number }>(page.request, 'POST', 'tempLimit/create', maker, {
    name, amountCents: '5000', expiresAt: new Date(Date.now() + 20 * 86_400_000).toISOString(), remark: 'Parents with two or more settled loans',
    fileName: 'parents.csv', content: Buffer.from(`phone\n${phones.join('\n')}\n`).toString('base64'), audienceMinSettled: 2,
  });
  const preview = await call<{ customers: number; misfits: number; rows: { customerName: string }[] }>(page.request, 'GET', `tempLimit/preview?taskId=${made.id}`, admin);
  expect(preview.misfits).toBeGreaterThan(0);

  await page.goto('/Login');
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/OperationSystem/TemporaryCreditLimitIssuance');
  const row = page.locator('tbody tr.ant-table-row', { hasText: name });
  // The row's actions sit in its "More actions" menu at 1280 px.
  await row.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: en.actions.approve, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('preview-table').locator('tbody tr.ant-table-row')).toHaveCount(preview.customers);
  await expect(dialog.getByText(preview.rows[0].customerName).first()).toBeVisible();
  const warning = en.preview.misfits.replace('{{misfits}}', String(preview.misfits)).replace('{{count}}', String(preview.customers)).split(':')[0];
  await expect(dialog.getByTestId('misfit-warning')).toContainText(warning);
  await expect(dialog.getByTestId('misfit-tag').first()).toContainText('fewer than 2 settled loans');
  await expect(dialog.getByTestId('approve-ok')).toBeDisabled();
  await dialog.getByTestId('misfit-confirm').check();
  await expect(dialog).toContainText(en.preview.confirm.replace('{{count}}', String(preview.misfits)));
  await dialog.getByTestId('approve-ok').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(en.options.status.approved);
  const after = await call<{ records: { id: number; status: string }[] }>(page.request, 'GET', `tempLimit/list?current=1&size=50`, admin);
  expect(after.records.find((r) => r.id === made.id)?.status).toBe('approved');
});
