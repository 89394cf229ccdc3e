/**
 * Issue 11, point 3: the built UI works under the server's security headers — the sign-in page (with its
 * slide picture), Home and a few screens show no console error and raise no Content-Security-Policy
 * violation; the document and the API carry the headers.
 */
import { expect, test, type APIResponse, type Response } from '@playwright/test';
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

/**
 * Issue 12: /Login is sent with its own chunks and locale files preloaded (scripts/login-preload.ts), and the page
 * uses those copies: each file is fetched once, the locale files by the preload hint (initiator "link"), not again
 * by i18next's fetch (which a fetch with its own cache mode would do). A signed-in path gets the plain index.html, with nothing of the sign-in page.
 */
test('the sign-in page preloads its files and fetches each once', async ({ page }) => {
  const document = await page.goto('/Login');
  const html = await document!.text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginPage-[^"]+\.js">/);
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/en/login.json">');
  await new LoginPage(page).open();
  const files = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => ({ path: new URL(entry.name).pathname, by: (entry as PerformanceResourceTiming).initiatorType })));
  const locales = files.filter((file) => file.path.startsWith('/locales/en/'));
  expect(locales.map((file) => file.path).sort()).toEqual(['common', 'errors', 'header', 'login', 'menu'].map((ns) => `/locales/en/${ns}.json`));
  expect(locales.every((file) => file.by === 'link')).toBe(true);
  // Chromium reports a module preload's initiator as "other"; once means the route's import took the preloaded copy.
  expect(files.filter((file) => /^\/assets\/LoginPage-.+\.js$/.test(file.path))).toHaveLength(1);

  const signedInShell = await (await page.request.get('/AdminContent/Home')).text();
  expect(signedInShell).not.toContain('LoginPage-');
  expect(signedInShell).not.toContain('/locales/');
});
