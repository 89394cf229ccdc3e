/**
 * Issue 11, point 3: the built UI works under the server's security headers — the sign-in page (with its
 * slide picture), Home and a few screens show no console error and raise no Content-Security-Policy
 * violation; the document and the API carry the headers.
 */
import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { SCREENS_BY_KEY } from '../../common/routes';
import { LoginPage } from './pages/login.page';

const SCREENS = ['UserSystem/UserManagement', 'AuditSystem/OrderManagement', 'OperationSystem/ProductConfig'];
const BUSY = '[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active';

function expectSecurityHeaders(response: Response | APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // The test server is not behind TLS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('the built UI loads under the CSP with no console error', async ({ page }) => {
  // Each screen waits until nothing loads: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => { violations.push(text); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`);
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => { errors.push(error.message); });

  const signInPage = await page.goto('/Login');
  expectSecurityHeaders(signInPage!);
  const login = new LoginPage(page);
  await login.open();
  await login.fill('admin');
  await login.solveSlide();
  await login.submit();
  await page.waitForURL('**/AdminContent/Home');

  // Opened by URL (a full load under the headers), without the smoke test's axe-core: its templates use eval.
  for (const key of SCREENS) {
    const { path } = SCREENS_BY_KEY.get(key)!;
    await page.goto(path);
    await expect(page.locator('.app-content > *').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 60_000 });
    expect(new URL(page.url()).pathname, key).toBe(path);
  }
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);

  expectSecurityHeaders(await page.request.get('/api/hc/web/noAuth/logon/slideChallenge'));
  expectSecurityHeaders(await page.request.get('/no-such-file.js'));
});

/** The files a page fetched since it was opened, and how (the resource timing's initiator). */
const fetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource')
  .map((entry) => ({ path: new URL(entry.name).pathname, by: (entry as PerformanceResourceTiming).initiatorType })));
const chunksNamed = (files: { path: string }[], name: string) => files.filter((file) => new RegExp(`^/assets/${name}-[^/]+\\.js$`).test(file.path));

/**
 * Issue 12: /Login is sent with its own chunks and locale files preloaded (scripts/login-preload.ts), and the page
 * uses those copies: each file is fetched once, the locale files by the preload hint (initiator "link"), not again
 * by i18next's fetch (which a fetch with its own cache mode would do).
 */
test('the sign-in page preloads its files and fetches each once', async ({ page }) => {
  const document = await page.goto('/Login');
  const html = await document!.text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginPage-[^"]+\.js">/);
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/en/login.json">');
  await new LoginPage(page).open();
  const files = await fetched(page);
  const locales = files.filter((file) => file.path.startsWith('/locales/en/'));
  expect(locales.map((file) => file.path).sort()).toEqual(['common', 'errors', 'header', 'login', 'menu'].map((ns) => `/locales/en/${ns}.json`));
  expect(locales.every((file) => file.by === 'link')).toBe(true);
  // Chromium reports a module preload's initiator as "other"; once means the route's import took the preloaded copy.
  expect(chunksNamed(files, 'LoginPage')).toHaveLength(1);
});

/**
 * A screen's HTML (scripts/screen-preload.ts) asks for what the tab will run: signed in, the shell's and the
 * screen's code; signed out (a bookmark opened in a new tab: the session lives in the tab), the sign-in page's
 * files, where the app sends it, and nothing of the shell.
 */
test('a screen\'s address preloads the shell signed in, and the sign-in page signed out', async ({ page }) => {
  const { path } = SCREENS_BY_KEY.get('AuditSystem/OrderManagement')!;
  await page.goto(path);
  await page.waitForURL(/\/Login/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  let files = await fetched(page);
  expect(chunksNamed(files, 'LoginPage')).toHaveLength(1);
  expect(chunksNamed(files, 'Shell')).toHaveLength(0);
  expect(chunksNamed(files, 'OrderManagementPage')).toHaveLength(0);
  const locales = files.filter((file) => file.path.startsWith('/locales/en/'));
  expect(locales.length).toBeGreaterThan(0);
  expect(locales.every((file) => file.by === 'link')).toBe(true);

  await new LoginPage(page).signIn('admin');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  files = await fetched(page);
  expect(chunksNamed(files, 'Shell')).toHaveLength(1);
  expect(chunksNamed(files, 'OrderManagementPage')).toHaveLength(1);
  expect(chunksNamed(files, 'LoginPage')).toHaveLength(0);
});
