import { expect, type Page } from '@playwright/test';
import { sandboxSent } from './sandbox-sent';

/** The message centre; administrators may look at the whole outbox. */
export class MessagesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/AdminContent/WarningNotify');
    await expect(this.page.getByTestId('warning-notify-page')).toBeVisible();
  }

  async showWholeOutbox() {
    await this.page.getByTestId('filter-scope').click();
    await this.page.locator('.ant-select-item-option', { hasText: 'Whole outbox' }).click();
    await this.page.getByTestId('message-filters').getByTestId('filter-search').click();
  }

  /**
   * The newest "Account created" SMS sent to `phone` (the list is newest first) shows its temporary password as
   * ******; the password itself is what the sandbox handed over (its record: sandbox-sent.ts).
   */
  async temporaryPasswordFor(phone: string, username: string) {
    const row = this.page.locator('tr.ant-table-row')
      .filter({ hasText: 'Account created' }).filter({ hasText: 'SMS' }).filter({ hasText: phone }).first();
    await expect(row).toBeVisible();
    // The body is cut to two lines once antd has measured it, which may come after the row shows: open it
    // ("More") whenever it is cut, until the whole text is there.
    const more = row.locator('.ant-typography-expand');
    await expect(async () => {
      if (await more.isVisible()) await more.click();
      expect(await row.textContent()).toContain('Temporary password: ******.');
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText(`"${username}"`);
    const sent = sandboxSent().findLast((m) => m.channel === 'sms' && m.to === phone && m.body.includes(`"${username}"`));
    const match = /Temporary password: (\S+?)\./.exec(sent?.body ?? '');
    expect(match, `the sandbox sent no temporary password to ${phone}`).not.toBeNull();
    return match![1];
  }
}
