import { expect, type Locator, type Page } from '@playwright/test';

/** CollectionSystem → level bands (CollectLevelDevisionPolicy) and the personnel monitoring screen. */
export class CollectionPoliciesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/AdminContent/CollectionSystem/CollectLevelDevisionPolicy');
    await expect(this.page.locator('tr.ant-table-row').first()).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  row(text: string) {
    return this.page.locator('tr.ant-table-row').filter({ hasText: text });
  }

  /** Picks `option` in an antd select of the dialog, typing to filter it first, then closes the list without Escape. */
  async choose(select: Locator, option: string) {
    await select.click();
    await select.locator('input').first().fill(option);
    const popup = this.page.locator('.ant-select-dropdown:visible');
    await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
    await this.dialog().locator('.ant-modal-title').click();
    await expect(popup).toHaveCount(0);
  }

  async fillBand(band: { system?: string; merchant?: string; level?: string; minDays?: number; maxDays?: number; sort?: number }) {
    const dialog = this.dialog();
    if (band.system) await this.choose(dialog.getByTestId('field-system'), band.system);
    if (band.merchant) await this.choose(dialog.getByTestId('field-merchantId'), band.merchant);
    if (band.level !== undefined) await dialog.getByTestId('field-level').fill(band.level);
    if (band.minDays !== undefined) await dialog.getByTestId('field-minDays').fill(String(band.minDays));
    if (band.maxDays !== undefined) await dialog.getByTestId('field-maxDays').fill(String(band.maxDays));
    if (band.sort !== undefined) await dialog.getByTestId('field-sort').fill(String(band.sort));
  }

  async save() {
    await this.dialog().getByTestId('entity-save').click();
  }

  toast(text: string) {
    return this.page.getByTestId('toast').filter({ hasText: text });
  }
}
