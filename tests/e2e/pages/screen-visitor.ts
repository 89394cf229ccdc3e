import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { SCREENS, SCREENS_BY_KEY, type ScreenDef } from '../../../common/routes';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { STORAGE_KEYS } from '../../../common/storage-keys';
import { LoginPage } from './login.page';

export type Language = 'en' | 'zh';

/** axe-core's script, put into a signed-in tab once: the tab keeps it while it routes from screen to screen. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RESOURCES = new URL('../../../src/resources/', import.meta.url);
const folders = (dir: URL) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * The screens the app mounts: the route table's top-level screens (Home, WarningNotify) and every
 * src/resources/<Group>/<Screen> folder that names a route-table screen (other folders hold shared parts).
 */
export function mountedScreens(): ScreenDef[] {
  const built = folders(RESOURCES).flatMap((group) => folders(new URL(`${group}/`, RESOURCES)).map((name) => `${group}/${name}`));
  return [...SCREENS.filter((s) => s.group === null), ...built.flatMap((key) => SCREENS_BY_KEY.get(key) ?? [])];
}

/** Screens that show one order: opened on a disbursed demo order, so that every section has content. */
const ORDER_SCREENS = new Set(['OrderDetailAudit/OrderDetail', 'OrderDetailAudit/OrderAudit']);

export async function screenUrl(visitor: ScreenVisitor, screen: ScreenDef): Promise<string> {
  return ORDER_SCREENS.has(screen.key) ? `${screen.path}?orderId=${await visitor.disbursedOrderId()}` : screen.path;
}

/** Text that is an i18n key shown as is: `ns:some.key`, or a field key without its namespace. */
const RAW_KEY_PATTERNS = [/\b[a-z]+[A-Za-z]*:[a-z]+\.[A-Za-z.]+/g, /\bfields\.[A-Za-z.]+/g];
const BUSY = '[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active';
const QUIET_MS = 300;
/** The path of a screen URL, lower-cased as the guard compares paths. */
const pathOf = (url: string) => new URL(url, 'http://localhost').pathname.toLowerCase();
const SETTLE_TIMEOUT = 60_000;

export interface ScreenReport {
  redirectedTo: string | null;
  consoleErrors: string[];
  rawKeys: string[];
  h1s: string[];
  violations: string[];
}

/** One signed-in tab that opens screens by URL and reports what a smoke test checks on each. */
export class ScreenVisitor {
  private consoleErrors: string[] = [];
  private inFlight = 0;
  private lastNetworkAt = Date.now();
  private orderId: number | undefined;

  constructor(readonly page: Page) {
    page.on('console', (message) => { if (message.type() === 'error') this.consoleErrors.push(message.text()); });
    page.on('pageerror', (error) => this.consoleErrors.push(error.message));
    page.on('request', () => { this.inFlight += 1; this.lastNetworkAt = Date.now(); });
    const finished = () => { this.inFlight -= 1; this.lastNetworkAt = Date.now(); };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
  }

  /**
   * Opens a path in the running app and checks it. `contrast: false` leaves out axe's colour-contrast rule, by far
   * its dearest (about 70 % of a check's axe time): the smoke test runs it in two of a screen's four visits.
   */
  async check(url: string, { contrast = true }: { contrast?: boolean } = {}): Promise<ScreenReport> {
    const { page } = this;
    this.consoleErrors = [];
    await this.open(url);
    await this.settle();
    const pathname = await page.evaluate(() => window.location.pathname);
    return {
      redirectedTo: pathOf(pathname) === pathOf(url) ? null : pathname,
      consoleErrors: [...this.consoleErrors],
      rawKeys: await this.rawKeys(),
      h1s: await page.locator('h1').allInnerTexts(),
      violations: await this.violations(contrast),
    };
  }

  /** Opens a path as `check` does and waits until it has drawn, without the checks (the actions sweep measures instead). */
  async visit(url: string) {
    await this.open(url);
    await this.settle();
  }

  /**
   * As the address bar would: another screen is routed to without reloading the app (its content replaces
   * the previous one, marked to tell them apart); the screen already shown is loaded afresh.
   */
  private async open(url: string) {
    const { page } = this;
    if (pathOf(await page.evaluate(() => window.location.pathname)) === pathOf(url)) {
      await page.goto(url);
      return;
    }
    await page.evaluate(() => document.querySelector('.app-content > *')?.setAttribute('data-smoke-previous', ''));
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await expect(page.locator('[data-smoke-previous]')).toHaveCount(0, { timeout: SETTLE_TIMEOUT });
  }

  /** Waits until the screen has drawn its content: nothing loading, and no request for QUIET_MS. */
  private async settle() {
    const content = this.page.locator('.app-content > *').first();
    await expect(content).toBeVisible({ timeout: SETTLE_TIMEOUT });
    for (let round = 0; round < 2; round += 1) {
      await expect(this.page.locator(BUSY)).toHaveCount(0, { timeout: SETTLE_TIMEOUT });
      await this.networkQuiet();
    }
  }

  /**
   * Returns once no request is in flight and none has started or ended for QUIET_MS, sleeping exactly until then
   * (a poll at fixed intervals overshot by up to half a second a screen).
   */
  private async networkQuiet() {
    const deadline = Date.now() + SETTLE_TIMEOUT;
    for (;;) {
      const wait = this.inFlight > 0 ? 50 : this.lastNetworkAt + QUIET_MS - Date.now();
      if (wait <= 0) return;
      if (Date.now() + wait > deadline) throw new Error(`The network did not go quiet within ${SETTLE_TIMEOUT} ms (${this.inFlight} requests in flight)`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private async rawKeys(): Promise<string[]> {
    const text = await this.page.evaluate(() => [
      document.body.innerText,
      ...[...document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')].flatMap((el) =>
        ['placeholder', 'aria-label', 'title', 'alt'].map((name) => el.getAttribute(name) ?? '')),
    ].join('\n'));
    return [...new Set(RAW_KEY_PATTERNS.flatMap((pattern) => text.match(pattern) ?? []))];
  }

  /**
   * axe-core's default rule set on the page, run in the page itself. Its script is put in once per load of the
   * app (a screen opened by routing keeps it): @axe-core/playwright put its 550 kB script in before every check,
   * a fifth of the check's time. Only violations are gathered: the passes' node lists were a 1–1.6 MB reply.
   */
  private async violations(contrast: boolean): Promise<string[]> {
    const { page } = this;
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async (withContrast) => {
      const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
      const rules = withContrast ? {} : { 'color-contrast': { enabled: false } };
      const results = await axe.run(document, { resultTypes: ['violations'], rules });
      return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((n) => n.target.join(' ')) }));
    }, contrast);
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.length}× e.g. ${v.targets.slice(0, 3).join(' | ')}`);
  }

  /** A disbursed order of the signed-in user's merchants, read through the order list. */
  async disbursedOrderId(): Promise<number> {
    if (this.orderId === undefined) {
      const token = await this.page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.token);
      const response = await this.page.request.get(`/api/hc/web/orderManagement/list?size=1&status=${ORDER_STATUS.disbursed}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const envelope = await response.json() as { data: { records: { id: number }[] } };
      this.orderId = envelope.data.records[0].id;
    }
    return this.orderId;
  }

  async close() {
    await this.page.context().close();
  }
}

/** Signs a user in once, in a language, in a tab of its own. */
export async function signedInVisitor(browser: Browser, options: BrowserContextOptions, username: string, language: Language) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const visitor = new ScreenVisitor(page);
  await page.goto('/Login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.atPresentAppLanguage, language]);
  await new LoginPage(page).signIn(username);
  return visitor;
}
