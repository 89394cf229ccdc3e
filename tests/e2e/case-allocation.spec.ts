import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import en from '../../public/locales/en/caseAllocation.json' with { type: 'json' };
import { DEMO_PASSWORD, LoginPage } from './pages/login.page';

const API = '/api/hc/web';
const COLLECTOR = 'Faith Achieng';

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const headers = { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) };
  return await (await request.fetch(`${API}/${url}`, { method, data, headers })).json() as { code: number; msg: string; data: T };
}

/** The administrator also collects for Haraka Loans (v1), holding nothing, so the re-allocation has a target. */
async function adminCollects(request: APIRequestContext) {
  const token = (await (await request.post(`${API}/noAuth/logon/login`, { data: { username: 'admin', password: DEMO_PASSWORD } })).json() as { data: { token: string } }).data.token;
  const merchants = await call<{ value: number; label: string }[]>(request, token, 'GET', 'caseAllocation/merchants');
  const haraka = merchants.data.find((m) => m.label === 'Haraka Loans')!.value;
  const me = await call<{ userId: number; realName: string }>(request, token, 'GET', 'user/info');
  const saved = await call(request, token, 'POST', 'collectionPersonnel/save', { userId: me.data.userId, merchantIds: [haraka], autoAllocation: false });
  expect([200, 409]).toContain(saved.code);
  return me.data.realName;
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

const rows = (page: Page) => page.getByTestId('case-table').locator('tbody tr.ant-table-row');

/** Confirms the dialog's action and reads the per-item result, then closes it. */
async function runAction(page: Page, button: string, summary: string, collector?: string) {
  await page.getByTestId(button).click();
  if (collector) {
    await page.getByTestId('collector-picker').click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: collector }).first().click();
  }
  await page.getByTestId('case-action-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('case-result-summary')).toHaveText(summary);
  await page.getByTestId('case-result-close').click();
}

test('a manager filters cases, re-allocates a selection, sees the per-item results, and undo restores the previous owner', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await adminCollects(request);
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/CollectionSystem/CaseAllocation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await pick(page, 'filter-collectorUserId', COLLECTOR);
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/collectorUserId/);
  // The filtered rows have arrived (the address bar changes before the list answers).
  for (const i of [0, 1]) await expect(rows(page).nth(i)).toContainText(COLLECTOR);
  const caseNos = [await rows(page).nth(0).locator('td').nth(1).innerText(), await rows(page).nth(1).locator('td').nth(1).innerText()]
    .map((text) => text.split('\n')[0]);
  for (const i of [0, 1]) await rows(page).nth(i).getByRole('checkbox').check();
  await expect(page.getByTestId('case-selection')).toHaveText(en.selection.count.replace('{{count}}', '2'));
  await runAction(page, 'selected-reallocate', en.result.summary.replace('{{done}}', '2').replace('{{skipped}}', '0'), admin);
  for (const no of caseNos) await expect(rows(page).filter({ hasText: no })).toHaveCount(0);

  // The administrator now holds exactly those two; undo sends each back to its previous owner.
  await pick(page, 'filter-collectorUserId', admin);
  await page.getByTestId('filter-search').click();
  await expect(rows(page)).toHaveCount(2);
  for (const i of [0, 1]) await rows(page).nth(i).getByRole('checkbox').check();
  await runAction(page, 'selected-undo', en.result.summary.replace('{{done}}', '2').replace('{{skipped}}', '0'));
  await expect(rows(page)).toHaveCount(0);

  // Each is the collector's again (looked up by its number: the collector holds more than a page of cases).
  await pick(page, 'filter-collectorUserId', COLLECTOR);
  for (const no of caseNos) {
    await page.getByTestId('filter-caseNo').fill(no);
    await page.getByTestId('filter-search').click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(no);
  }
  await page.reload();
  await expect(page).toHaveURL(/collectorUserId/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(COLLECTOR);
});

test('a manager outsources all filtered cases to an agency by name, then ends outsourcing of all filtered cases', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = (await (await request.post(`${API}/noAuth/logon/login`, { data: { username: 'admin', password: DEMO_PASSWORD } })).json() as { data: { token: string } }).data.token;
  const open = await call<{ records: { caseNo: string }[] }>(request, token, 'GET', 'caseAllocation/list?scope=v1&size=1&outsourced=false&status=collecting');
  const { caseNo } = open.data.records[0];
  const summaryOfOne = en.result.summary.replace('{{done}}', '1').replace('{{skipped}}', '0');
  await new LoginPage(page).signIn('admin');
  await page.goto('/AdminContent/CollectionSystem/OutCollectionList');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const filterTo = async (outsourced: 'Yes' | 'No') => {
    if (!(await page.getByTestId('filter-outsourced').isVisible())) await page.getByTestId('filter-more').click();
    await pick(page, 'filter-outsourced', outsourced);
    await page.getByTestId('filter-caseNo').fill(caseNo);
    await page.getByTestId('filter-search').click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(caseNo);
  };

  await filterTo('No');
  await page.getByTestId('out-filtered').click();
  await page.getByTestId('out-filtered-outsource').click();
  await expect(page.getByTestId('out-filtered-scope')).toContainText('All 1 filtered cases');
  await page.locator('[data-testid="out-agency"] input, input[data-testid="out-agency"]').first().fill('Kilimani Recoveries Ltd');
  await page.getByTestId('out-submit').click();
  await expect(page.getByTestId('case-result-summary')).toHaveText(summaryOfOne);
  await page.getByTestId('case-result-close').click();

  await filterTo('Yes');
  await page.getByTestId('out-filtered').click();
  await page.getByTestId('out-filtered-end').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('case-result-summary')).toHaveText(summaryOfOne);
});
