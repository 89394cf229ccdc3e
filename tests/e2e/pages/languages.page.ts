import { expect, type Page } from '@playwright/test';

/** UserSystem → Languages. */
export class LanguagesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/AdminContent/UserSystem/MultiLanguageConfiguration');
    await this.waitForRows();
  }

  async waitForRows() {
    await expect(this.page.locator('tr.ant-table-row').first()).toBeVisible();
  }

  addButton() {
    return this.page.getByTestId('crud-add');
  }

  rowButtons() {
    return this.page.locator('tr.ant-table-row').locator('[data-testid="row-edit"], [data-testid="row-delete"]');
  }

  /** Opens the add form, fills a valid language and presses save. */
  async addLanguage(name: string, code: string, sort: number) {
    await this.addButton().click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('field-name').fill(name);
    await dialog.getByTestId('field-code').fill(code);
    await dialog.getByTestId('field-sort').fill(String(sort));
    await dialog.getByTestId('entity-save').click();
    return dialog;
  }
}
