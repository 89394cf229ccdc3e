import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cleanApplication } from '../../api/order-fixtures';

const ADMIN = '/AdminContent';

/** Submits a clean application through the intake, as a merchant's customer app does. */
export async function submitApplication(request: APIRequestContext) {
  const body = cleanApplication({ customer: 700_000 + (Date.now() % 100_000) });
  const response = await request.post('/api/hc/web/open/intake/application', { data: body, headers: { 'x-service-key': 'demo-intake-1501' } });
  const envelope = await response.json() as { code: number; data: { orderId: number; orderNo: string; status: number } };
  expect(envelope.code).toBe(200);
  expect(envelope.data.status).toBe(10);
  return envelope.data;
}

/** The shared order filter bar and table of the AuditSystem lists. */
export class OrderListPage {
  constructor(readonly page: Page, readonly path: string) {}

  async open() {
    await this.page.goto(`${ADMIN}/${this.path}`);
    await expect(this.page.getByTestId('order-filter-bar')).toBeVisible();
  }

  async searchOrderNo(orderNo: string) {
    await this.page.getByTestId('filter-orderNo').fill(orderNo);
    await this.page.getByTestId('filter-search').click();
    await expect(this.row(orderNo)).toBeVisible();
  }

  row(orderNo: string) {
    return this.page.getByTestId('order-table').locator('tr', { has: this.page.getByText(orderNo, { exact: true }) });
  }
}

export class AllocationPage extends OrderListPage {
  constructor(page: Page) {
    super(page, 'AuditSystem/OrderAllocation');
  }

  async allocate(orderNo: string, auditorName: string) {
    await this.searchOrderNo(orderNo);
    await this.row(orderNo).locator('input[type="checkbox"]').check();
    await this.page.getByTestId('allocate-selected').click();
    await this.page.getByTestId('allocate-auditor').click();
    await this.page.locator('.ant-select-item-option', { hasText: auditorName }).first().click();
    await this.page.getByTestId('allocate-submit').click();
    await this.page.getByTestId('confirm-ok').click();
    await expect(this.page.getByTestId('allocation-summary')).toContainText('1');
    await this.page.getByTestId('allocation-result-close').click();
  }
}

export class OrderDetailPage {
  static readonly TABS = ['basic', 'socialRelations', 'operator', 'appList', 'location', 'device', 'closeContacts', 'bvn'];

  constructor(readonly page: Page) {}

  async walkTabs() {
    for (const tab of OrderDetailPage.TABS) {
      await this.page.getByTestId(`order-tab-${tab}`).click();
      await expect(this.page.locator('.ant-tabs-tabpane-active')).not.toBeEmpty();
    }
  }

  status() {
    return this.page.getByTestId('order-summary').getByTestId('order-status');
  }
}

export class AuditPanel {
  constructor(readonly page: Page) {}

  /** Answers every question with its first option, chooses reject with a refuse code, confirms. */
  async reject(refuseCodeLabel: RegExp) {
    const form = this.page.getByTestId('decision-form');
    // The questions arrive after the form; answer them once they are there.
    await expect(form.locator('label.ant-radio-wrapper').first()).toBeVisible();
    for (const group of await form.locator('.ant-radio-group').all()) {
      const first = group.locator('label.ant-radio-wrapper').first();
      if (await first.count()) await first.click();
    }
    await this.page.locator('label.ant-radio-button-wrapper', { has: this.page.getByTestId('decision-reject') }).click();
    await this.page.getByTestId('refuse-code').click();
    await this.page.locator('.ant-select-item-option', { hasText: refuseCodeLabel }).first().click();
    await this.page.getByTestId('decision-submit').click();
    await this.page.getByTestId('confirm-ok').click();
  }
}

export class RetrievalPage {
  constructor(readonly page: Page) {}

  async retrieveToAllocation(orderNo: string, reason: string) {
    await this.page.goto(`${ADMIN}/AuditSystem/MachineReviewRetrieval`);
    await this.page.getByTestId('field-orderNos').fill(orderNo);
    await this.page.getByTestId('field-target').locator('label').first().click();
    await this.page.getByTestId('field-reason').fill(reason);
    await this.page.getByTestId('retrieval-check').click();
    await expect(this.page.getByTestId('retrieval-results')).toContainText(orderNo);
    await this.page.getByTestId('retrieval-retrieve').click();
    await this.page.getByTestId('confirm-ok').click();
    // Done when the summary turns to success; navigating away before that would abort the request.
    await expect(this.page.getByTestId('retrieval-summary')).toHaveClass(/ant-alert-success/);
  }
}
