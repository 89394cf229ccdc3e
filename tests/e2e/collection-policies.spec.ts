import { expect, test } from '@playwright/test';
import en from '../../public/locales/en/collectionPolicy.json' with { type: 'json' };
import monitoring from '../../public/locales/en/collectionMonitoring.json' with { type: 'json' };
import { MONITORING_REFRESH_SECONDS } from '../../common/collection/monitoring';
import { CollectionPoliciesPage } from './pages/collection-policies.page';
import { LoginPage } from './pages/login.page';

const overlapOf = (level: string, min: number, max: number) =>
  en.errors.overlap.replace('{{level}}', level).replace('{{min}}', String(min)).replace('{{max}}', String(max));

test('a manager adds a level band, is told of an overlap, edits it, and sees the monitoring screen', async ({ page }) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('admin');
  const policies = new CollectionPoliciesPage(page);
  await policies.open();

  // Soko Credit works in v2 with its own stages; here it gets v1 levels of its own too.
  await page.getByTestId('crud-add').click();
  await policies.fillBand({ system: 'Collection (levels)', merchant: 'Soko Credit', level: 'S1', minDays: 1, maxDays: 10, sort: 1 });
  await policies.save();
  await expect(policies.dialog()).toHaveCount(0);
  await expect(policies.row('Soko Credit').filter({ hasText: 'M1' })).toBeVisible();

  await page.getByTestId('crud-add').click();
  await policies.fillBand({ system: 'Collection (levels)', merchant: 'Soko Credit', level: 'S2', minDays: 5, maxDays: 20, sort: 2 });
  await policies.save();
  await expect(policies.toast(overlapOf('M1', 1, 10))).toBeVisible();
  // The dialog stays open with what was typed: the manager moves the start past the first band.
  await policies.fillBand({ minDays: 11 });
  await policies.save();
  await expect(policies.dialog()).toHaveCount(0);
  await expect(policies.row('Soko Credit').filter({ hasText: 'M2' })).toBeVisible();

  // Edit: the first band now ends on day 9 (no overlap); M2 still starts on 11.
  await policies.row('Soko Credit').filter({ hasText: 'M1' }).getByTestId('row-edit').click();
  await policies.fillBand({ maxDays: 9 });
  await policies.save();
  await expect(policies.dialog()).toHaveCount(0);
  await expect(policies.row('Soko Credit').filter({ hasText: 'M1' }).locator('td').filter({ hasText: /^9$/ })).toBeVisible();

  // The conduct rules are the second view of the same screen.
  await page.getByTestId('policy-view').getByText(en.tabs.conduct).click();
  await expect(page).toHaveURL(/view=conduct/);
  await expect(page.getByText(en.hints.conductIntro)).toBeVisible();
  await expect(page.getByTestId('conduct-table').locator('tr.ant-table-row').first()).toBeVisible();

  await page.goto('/AdminContent/CollectionSystem/CollectionPersonnelMonitoring');
  await expect(page.getByTestId('monitoring-table').locator('tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('monitoring-refresh')).toContainText(`${MONITORING_REFRESH_SECONDS}`);
  await expect(page.getByTestId('monitoring-table').getByRole('columnheader', { name: monitoring.fields.talkTime })).toBeVisible();
});
