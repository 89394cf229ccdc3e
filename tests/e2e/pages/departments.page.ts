import { expect, type Page } from '@playwright/test';

/** UserSystem → Departments: the department tree. */
export class DepartmentsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/AdminContent/UserSystem/DepartmentManagement');
    await expect(this.page.getByTestId('dept-tree')).toBeVisible();
  }

  row(name: string) {
    return this.page.getByTestId('dept-tree').locator('tr.ant-table-row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Adds a department under `parent` with the row's "Add child" button. */
  async addChild(parent: string, name: string) {
    await this.row(parent).first().getByTestId('dept-add-child').click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText(parent);
    await dialog.getByTestId('field-name').fill(name);
    await dialog.getByTestId('entity-save').click();
    await expect(dialog).toBeHidden();
    await expect(this.row(name)).toBeVisible();
  }
}
