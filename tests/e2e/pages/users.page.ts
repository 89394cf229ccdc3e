import { expect, type Locator, type Page } from '@playwright/test';

export interface NewUser {
  username: string;
  realName: string;
  department: string;
  role: string;
  merchant: string;
  phone: string;
  jobNumber: string;
}

/** UserSystem → Users: the list and the add form. */
export class UsersPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/AdminContent/UserSystem/UserManagement');
    await expect(this.page.getByTestId('crud-add')).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('entity-form') });
  }

  async openAddForm() {
    await this.page.getByTestId('crud-add').click();
    await expect(this.dialog().getByTestId('field-username')).toBeVisible();
    return this.dialog();
  }

  /** Picks `option` in an antd select / tree select, typing to filter it first. */
  async choose(select: Locator, option: string) {
    await select.click();
    await select.locator('input').first().fill(option);
    const popup = this.page.locator('.ant-select-dropdown:visible');
    await popup.locator('.ant-select-item-option, .ant-select-tree-treenode').filter({ hasText: option }).first().click();
    // Closes a multiple select's list without Escape, which would also close the form.
    await this.dialog().locator('.ant-modal-title').click();
    await expect(popup).toHaveCount(0);
    await expect(select).toContainText(option);
  }

  field(name: string) {
    return this.dialog().getByTestId(`field-${name}`);
  }

  /** The error message under a form field. */
  fieldError(name: string) {
    return this.dialog().locator('.ant-form-item').filter({ has: this.page.getByTestId(`field-${name}`) }).locator('.ant-form-item-explain-error');
  }

  async add(user: NewUser) {
    const dialog = await this.openAddForm();
    await this.field('username').fill(user.username);
    await this.field('realName').fill(user.realName);
    await this.choose(this.field('deptId'), user.department);
    await this.choose(this.field('roleIds'), user.role);
    await this.choose(this.field('merchantId'), user.merchant);
    await this.field('phone').fill(user.phone);
    await this.field('jobNumber').fill(user.jobNumber);
    await dialog.getByTestId('entity-save').click();
    const notice = this.page.getByRole('dialog').filter({ has: this.page.getByTestId('password-sent-to') });
    await expect(notice).toContainText(user.phone.slice(-3));
    await notice.locator('.ant-modal-confirm-btns').getByRole('button', { name: 'Close' }).click();
    await expect(this.page.getByTestId('password-sent-to')).toBeHidden();
  }
}
