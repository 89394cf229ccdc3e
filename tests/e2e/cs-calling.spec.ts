import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/csCalling.json' with { type: 'json' };
import { LoginPage } from './pages/login.page';

const BASE = '/AdminContent/CustomerServiceSystem';
const stamp = Date.now().toString(36).slice(-6);
const tableRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

async function choose(page: Page, filterTestId: string, label: string) {
  await page.getByTestId(filterTestId).click();
  await page.locator(`.ant-select-item-option[title="${label}"]`).click();
}

test('the service agent finds a never-signed-in customer, a manager assigns it to them, the agent records a follow-up', async ({ browser }) => {
  test.setTimeout(180_000);
  const agent = await (await browser.newContext()).newPage();
  await new LoginPage(agent).signIn('service');
  await agent.goto(`${BASE}/ListLibraryManage`);
  await choose(agent, 'filter-status', en.options.status.neverSignedIn);
  await choose(agent, 'filter-assignment', en.options.assignment.unassigned);
  await agent.getByTestId('filter-search').click();
  await expect(agent).toHaveURL(/assignment/);
  const first = tableRows(agent, 'cs-library-table').first();
  await expect(first).toContainText(en.options.status.neverSignedIn);
  await expect(first).toContainText('*');
  const customerNo = (await first.locator('td').first().textContent())!.trim();
  expect(customerNo).toMatch(/^[A-Z]\d+/);
  // Assigning is a manager's: the agent has no assign button.
  await expect(agent.getByTestId('cs-assign-selected')).toHaveCount(0);

  const manager = await (await browser.newContext()).newPage();
  await new LoginPage(manager).signIn('admin');
  await manager.goto(`${BASE}/ListLibraryManage`);
  await manager.getByTestId('filter-customerNo').fill(customerNo);
  await manager.getByTestId('filter-search').click();
  const row = tableRows(manager, 'cs-library-table').filter({ hasText: customerNo });
  await expect(row).toHaveCount(1);
  await expect(tableRows(manager, 'cs-library-table')).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await manager.getByTestId('cs-assign-selected').click();
  const dialog = manager.getByRole('dialog', { name: en.titles.assign.replace('{{count}}', '1') });
  await dialog.getByTestId('cs-assign-agent').click();
  await manager.locator('.ant-select-item-option').filter({ hasText: 'Mercy Njeri' }).click();
  await dialog.getByTestId('cs-assign-ok').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Mercy Njeri');

  await agent.goto(`${BASE}/CallingAssignments`);
  await agent.getByTestId('filter-customerNo').fill(customerNo);
  await agent.getByTestId('filter-search').click();
  const task = tableRows(agent, 'cs-calling-table').filter({ hasText: customerNo });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText('Mercy Njeri');
  await task.getByTestId('cs-follow').click();
  const follow = agent.getByRole('dialog');
  await follow.getByTestId('cs-follow-ok').click();
  await expect(follow.getByText(en.errors.resultRequired)).toBeVisible();
  await follow.getByTestId('cs-follow-result').click();
  await agent.locator(`.ant-select-item-option[title="${en.options.result.willing}"]`).click();
  const note = `Will apply after payday ${stamp}`;
  await follow.getByTestId('cs-follow-note').fill(note);
  await follow.getByTestId('cs-follow-ok').click();
  await expect(follow).toBeHidden();
  await expect(task).toContainText(en.options.result.willing);
  await expect(task).toContainText(note);
  // The manager sees the agent's follow-up.
  await manager.goto(`${BASE}/CallingAssignments`);
  await manager.getByTestId('filter-customerNo').fill(customerNo);
  await manager.getByTestId('filter-search').click();
  await expect(tableRows(manager, 'cs-calling-table').filter({ hasText: customerNo })).toContainText(note);
});
