import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** The sign-in screen, driven as a person would: type, slide the piece into the gap, press sign in. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(settings?: { graphicVerification: boolean }) {
    await this.page.goto('/Login');
    if (settings) {
      await this.page.evaluate((on) => localStorage.setItem('user_setting_info', JSON.stringify({
        graphicVerificationIsOpenStatus: on, miscellaneousFunctionIsOpenStatus: true, menuStyle: 'vertical',
      })), settings.graphicVerification);
      await this.page.reload();
    }
    await expect(this.page.getByTestId('login-username')).toBeVisible();
  }

  async fill(username: string, password = DEMO_PASSWORD) {
    await this.page.getByTestId('login-username').fill(username);
    await this.page.getByTestId('login-password').fill(password);
  }

  /** Reads the gap's position from the picture, as eyes would, and drags the piece there. */
  async solveSlide() {
    const handle = this.page.getByTestId('slide-handle');
    await expect(handle).toBeVisible();
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await expect(handle).toHaveAttribute('aria-disabled', 'false');
    const src = await this.page.locator('img[src^="data:image/svg+xml"]').getAttribute('src');
    const svg = Buffer.from(src!.split(',')[1], 'base64').toString('utf8');
    const targetX = Number(/<rect x="(\d+)" y="\d+" width="\d+" height="\d+" rx="6" fill="#000"/.exec(svg)![1]);
    const box = (await handle.boundingBox())!;
    const startX = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(startX, y);
    await this.page.mouse.down();
    await this.page.mouse.move(startX + targetX / 2, y, { steps: 5 });
    await this.page.waitForTimeout(250);
    await this.page.mouse.move(startX + targetX, y, { steps: 5 });
    await this.page.mouse.up();
    await expect(this.page.getByRole('status').filter({ hasText: /Verification passed|验证通过/ })).toBeVisible();
  }

  async submit() {
    await this.page.getByTestId('login-submit').click();
  }

  /** Signs in with the slide check switched off in this browser's settings. */
  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.open({ graphicVerification: false });
    await this.fill(username, password);
    await this.submit();
    await this.page.waitForURL('**/AdminContent/Home');
  }
}
