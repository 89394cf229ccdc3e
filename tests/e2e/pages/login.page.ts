import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** The sign-in screen, driven as a person would: type, slide the piece into the gap, press sign in. */
export class LoginPage {
  /** The newest slide challenge's answer, which the test server (SLIDE_ANSWER_FOR_TESTS) adds to the challenge. */
  private latestAnswer: Promise<number> | null = null;

  constructor(readonly page: Page) {
    page.on('response', (response) => {
      if (!response.url().includes('noAuth/logon/slideChallenge')) return;
      // A page navigated away before its answer was read gives no body; that challenge is never dragged.
      this.latestAnswer = response.json().then((body: { data: { answerForTests: number } }) => body.data.answerForTests, () => Number.NaN);
    });
  }

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

  /**
   * Drags the piece into the gap as a hand would: speeding up, pausing, slowing down. The picture names no
   * position, so the test server tells where the gap is.
   */
  async solveSlide() {
    const handle = this.page.getByTestId('slide-handle');
    await expect(handle).toBeVisible();
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await expect(handle).toHaveAttribute('aria-disabled', 'false');
    await expect(this.page.locator('img[src^="data:image/png"]').first()).toBeVisible();
    const targetX = await this.latestAnswer!;
    const box = (await handle.boundingBox())!;
    const startX = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(startX, y);
    await this.page.mouse.down();
    const legs: [number, number, number][] = [[0.15, 3, 60], [0.55, 6, 40], [0.85, 4, 80], [1.04, 3, 120], [1, 2, 150]];
    for (const [share, steps, pause] of legs) {
      await this.page.mouse.move(startX + targetX * share, y + (share < 1 ? 1 : 0), { steps });
      await this.page.waitForTimeout(pause);
    }
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
