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

test('a manager saves the filter as a named list, reopens it, and distributes its customers round robin; the agent sees theirs', async ({ browser }) => {
  test.setTimeout(180_000);
  const manager = await (await browser.newContext()).newPage();
  await new LoginPage(manager).signIn('admin');
  await manager.goto(`${BASE}/ListLibraryManage`);
  await manager.getByTestId('filter-customerNo').fill('A1503');
  await choose(manager, 'filter-status', en.options.status.notApplied);
  await choose(manager, 'filter-assignment', en.options.assignment.unassigned);
  await manager.getByTestId('filter-search').click();
  await expect(manager).toHaveURL(/\[value\]=A1503/);
  const rows = tableRows(manager, 'cs-library-table');
  // The filtered page has replaced the unfiltered one (a full page of 20) before its rows are counted.
  await expect(rows.first()).toContainText('A1503');
  await expect(rows.filter({ hasNotText: 'A1503' })).toHaveCount(0);
  await expect(rows.first()).toContainText(en.options.status.notApplied);
  const shown = await rows.count();

  // Save the filter as a named list, leave it, reopen it from the saved lists.
  const name = `Soko apps ${stamp}`;
  await manager.getByTestId('cs-save-list').click();
  const save = manager.getByRole('dialog', { name: en.titles.saveList });
  await save.getByTestId('cs-save-list-name').fill(name);
  await save.getByTestId('cs-save-list-ok').click();
  await expect(save).toBeHidden();
  await manager.getByTestId('filter-reset').click();
  await expect(manager).not.toHaveURL(/\[value\]=A1503/);
  await manager.getByTestId('cs-saved-lists-open').click();
  const drawer = manager.getByTestId('cs-saved-lists');
  const saved = drawer.locator('tbody tr.ant-table-row').filter({ hasText: name });
  await expect(saved.locator('td').nth(1)).toHaveText(String(shown));
  await saved.getByTestId('cs-open-list').click();
  await expect(manager).toHaveURL(/\[value\]=A1503/);
  await expect(manager).toHaveURL(/\[value\]=notApplied/);
  await expect(rows).toHaveCount(shown);

  // Distribute every row shown among the online agents.
  await manager.getByTestId('cs-library-table').locator('thead').first().getByRole('checkbox').check();
  await manager.getByTestId('cs-distribute-selected').click();
  const dialog = manager.getByRole('dialog', { name: en.titles.distribute });
  await expect(dialog.getByTestId('cs-distribute-confirm')).toContainText(`Distribute ${shown} unassigned customers`);
  await expect(dialog.getByTestId('cs-distribute-confirm')).toContainText('Mercy Njeri');
  await dialog.getByTestId('cs-distribute-ok').click();
  const result = manager.getByTestId('cs-distribute-result');
  await expect(result).toContainText(`${shown} customers distributed, 0 skipped`);
  const mine = result.locator('tbody tr.ant-table-row').filter({ hasText: 'Mercy Njeri' }).first();
  await expect(mine).toContainText(en.options.outcome.assigned);
  const customerNo = (await mine.locator('td').first().textContent())!.trim();
  await manager.getByTestId('cs-distribute-close').click();
  await expect(rows).toHaveCount(0);

  const agent = await (await browser.newContext()).newPage();
  await new LoginPage(agent).signIn('service');
  await agent.goto(`${BASE}/CallingAssignments`);
  await agent.getByTestId('filter-customerNo').fill(customerNo);
  await agent.getByTestId('filter-search').click();
  const task = tableRows(agent, 'cs-calling-table').filter({ hasText: customerNo });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText('Mercy Njeri');
  // Its follow-up history starts empty and shows each follow-up.
  await task.getByTestId('cs-follow').click();
  const follow = agent.getByRole('dialog');
  await follow.getByTestId('cs-follow-result').click();
  await agent.locator(`.ant-select-item-option[title="${en.options.result.unclear}"]`).click();
  await follow.getByTestId('cs-follow-note').fill(`Asked to call back ${stamp}`);
  await follow.getByTestId('cs-follow-ok').click();
  await expect(follow).toBeHidden();
  await task.getByTestId('row-more').click();
  await agent.locator('.ant-dropdown-menu').getByTestId('cs-follow-ups').click();
  const history = agent.getByTestId('cs-follow-up-history');
  await expect(history.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(history).toContainText(`Asked to call back ${stamp}`);
  await expect(history).toContainText(en.options.result.unclear);
});
