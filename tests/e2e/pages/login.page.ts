import { expect, type Page } from '@playwright/test';
import { DEFAULT_USER_SETTING_INFO, type SignInAnswers, signedInStorage, STORAGE_KEYS } from '../../../common/storage-keys';

const API = '/api/hc/web';
const NO_SLIDE_SETTINGS = { ...DEFAULT_USER_SETTING_INFO, graphicVerificationIsOpenStatus: false };

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
      await this.page.evaluate(([key, value]) => localStorage.setItem(key, value),
        [STORAGE_KEYS.userSettingInfo, JSON.stringify({ ...NO_SLIDE_SETTINGS, graphicVerificationIsOpenStatus: settings.graphicVerification })]);
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

  /** Signs in through the form, with the slide check switched off in this browser's settings, and lands on Home. */
  async signInThroughForm(username: string, password = DEMO_PASSWORD) {
    await this.open({ graphicVerification: false });
    await this.fill(username, password);
    await this.submit();
    await this.page.waitForURL('**/AdminContent/Home');
  }

  /**
   * Signs a demo user in and lands on Home, for flows about something after signing in: the sign-in page's own
   * calls (sign-in, then who the user is and what they may open), kept in the tab's storage as the page keeps
   * them (src/providers/session-bootstrap.ts), without drawing the page. The form itself is driven by
   * signInThroughForm and foundation.spec.ts. Any other password (a temporary one that must be changed) takes the form.
   */
  async signIn(username: string, password = DEMO_PASSWORD) {
    if (password !== DEMO_PASSWORD) return this.signInThroughForm(username, password);
    const { page } = this;
    const call = async <T>(url: string, token?: string, data?: unknown): Promise<T> => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const response = data === undefined ? await page.request.get(`${API}/${url}`, { headers }) : await page.request.post(`${API}/${url}`, { headers, data });
      const envelope = await response.json() as { code: number; msg: string; data: T };
      if (envelope.code !== 200) throw new Error(`${url} for ${username}: ${envelope.code} ${envelope.msg}`);
      return envelope.data;
    };
    const answer = await call<{ token?: string; isUpdatePasswordStatus?: boolean; nextStep?: string }>('noAuth/logon/login', undefined, { username, password });
    if (!answer.token) throw new Error(`${username} was asked for a further sign-in step (${answer.nextStep}): use the form`);
    const [profile, menus] = await Promise.all([
      call<Record<string, unknown>>('user/info', answer.token),
      call<SignInAnswers['menus']>('findMenusTreeByUserNo', answer.token),
    ]);
    const storage = signedInStorage({ token: answer.token, mustChangePassword: answer.isUpdatePasswordStatus ?? false, profile, menus });
    // As signInThroughForm leaves them: the slide check off, should the test come back to the form.
    storage.local[STORAGE_KEYS.userSettingInfo] = JSON.stringify(NO_SLIDE_SETTINGS);
    // A page of the app's origin without the app, to reach its storage: an app already open in the tab is unloaded
    // first, so nothing it still has in flight (a sign-out clearing the storage when its call returns) writes after us.
    await page.goto('/version.json');
    await page.evaluate(({ session, local }) => {
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    }, storage);
    await page.goto('/AdminContent/Home');
    await page.waitForURL('**/AdminContent/Home');
  }
}
