import { expect, type Locator, type Page } from '@playwright/test';

/** OperationSystem → Business Nodes and Message Templates (CRUD screens with dialogs). */
export class ContactConfigPage {
  constructor(readonly page: Page) {}

  async open(screen: 'BusinessNode' | 'MessageTemplateConfiguration' | 'SensitiveWordConfig') {
    await this.page.goto(`/AdminContent/OperationSystem/${screen}`);
    await expect(this.page.locator('tr.ant-table-row').first()).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  field(name: string) {
    return this.dialog().getByTestId(`field-${name}`);
  }

  async openAddForm() {
    await this.page.getByTestId('crud-add').click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Picks `option` in an antd select, typing to filter it first, then closes the list without Escape. */
  async choose(select: Locator, option: string) {
    await select.click();
    await select.locator('input').first().fill(option);
    const popup = this.page.locator('.ant-select-dropdown:visible');
    await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
    await this.dialog().locator('.ant-modal-title').click();
    await expect(popup).toHaveCount(0);
  }

  /** Types tags into a tags select (Enter after each). */
  async typeTags(select: Locator, values: string[]) {
    const input = select.locator('input').first();
    for (const value of values) {
      await input.fill(value);
      await input.press('Enter');
    }
    await this.dialog().locator('.ant-modal-title').click();
  }

  save() {
    return this.dialog().getByTestId('entity-save').click();
  }

  /** Filters the list by a text filter (e.g. the template number) and waits for the row. */
  async search(filter: string, value: string) {
    await this.page.getByTestId(`filter-${filter}`).fill(value);
    await this.page.getByTestId('filter-search').click();
    await expect(this.row(value)).toBeVisible();
  }

  row(text: string) {
    return this.page.locator('tr.ant-table-row').filter({ hasText: text });
  }
}
