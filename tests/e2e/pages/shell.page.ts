import { expect, type Page } from '@playwright/test';

/** The signed-in shell: menu, header tools, palette. */
export class ShellPage {
  constructor(readonly page: Page) {}

  menu() {
    return this.page.getByTestId('side-menu');
  }

  async menuTexts(): Promise<string[]> {
    const menu = this.menu();
    await expect(menu).toBeVisible();
    for (const submenu of await menu.locator('.ant-menu-submenu-title').all()) {
      if ((await submenu.getAttribute('aria-expanded')) !== 'true') await submenu.click();
    }
    return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
  }

  async switchLanguage(label: 'English' | '中文') {
    await this.page.getByTestId('language-select').click();
    await this.page.locator('.ant-select-item-option', { hasText: label }).click();
  }

  async openUserMenuItem(name: string | RegExp) {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByRole('menuitem', { name }).click();
  }
}
