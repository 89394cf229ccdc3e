import { expect, type Page } from '@playwright/test';

/** The change-password dialog, which a user with a temporary password cannot dismiss. */
export class ChangePasswordDialog {
  constructor(readonly page: Page) {}

  root() {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('change-password-modal') });
  }

  async change(oldPassword: string, newPassword: string) {
    const dialog = this.root();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Current password').fill(oldPassword);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(this.page.getByText('Your password has been changed.')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
