import { chromium, type Page } from '@playwright/test';

const BASE = 'http://localhost:5233';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'];

async function signIn(page: Page, lang: string) {
  await page.goto(`${BASE}/Login`);
  await page.evaluate((l) => {
    localStorage.setItem('user_setting_info', JSON.stringify({ graphicVerificationIsOpenStatus: false, miscellaneousFunctionIsOpenStatus: true, menuStyle: 'vertical' }));
    localStorage.setItem('at_present_app_language', l);
  }, lang);
  await page.reload();
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/AdminContent/Home');
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/h3-shots/${name}.png`, fullPage: true });
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const only = process.argv[2];
for (const lang of ['en', 'zh']) {
  for (const width of [1280, 1920]) {
    if (only && only !== `${lang}-${width}`) continue;
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
    await signIn(page, lang);
    const tag = `${lang}-${width}`;
    await page.goto(`${BASE}/AdminContent/AuditSystem/OrderAllocation`);
    await page.getByTestId('order-table').waitFor();
    await page.waitForSelector('[data-testid="order-no"]');
    await shot(page, `allocation-${tag}`);
    await page.getByTestId('order-filter-more').click();
    await shot(page, `allocation-more-${tag}`);
    const boxes = page.locator('[data-testid="order-table"] tr.ant-table-row .ant-checkbox-input');
    for (const i of [0, 1, 2]) await boxes.nth(i).check({ force: true });
    await shot(page, `allocation-selected-${tag}`);
    const button = page.getByTestId('allocate-selected');
    if (await button.isEnabled()) {
      await button.click();
      await page.getByTestId('allocate-auditor').click();
      await page.locator('.ant-select-item-option').first().click();
      await shot(page, `allocation-dialog-${tag}`);
      await page.getByTestId('allocate-submit').click();
      await shot(page, `allocation-confirm-${tag}`);
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('allocation-summary').waitFor();
      await shot(page, `allocation-result-${tag}`);
      await page.getByTestId('allocation-result-close').click();
    }
    if (process.env.AUTO) {
      await page.getByTestId('auto-allocate').click();
      await shot(page, `auto-confirm-${tag}`);
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('allocation-summary').waitFor();
      await shot(page, `auto-result-${tag}`);
      await page.getByTestId('allocation-result-close').click();
    }
    await page.goto(`${BASE}/AdminContent/AuditSystem/OrderManagement`);
    await page.waitForSelector('[data-testid="order-no"]');
    await shot(page, `management-${tag}`);
    await page.getByTestId('order-filter-more').click();
    await shot(page, `management-more-${tag}`);
    await page.getByTestId('order-export').click();
    await shot(page, `management-export-confirm-${tag}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('confirm-ok').click()]);
    await download.saveAs(`/tmp/h3-shots/export-${tag}.xlsx`);
    console.log('downloaded', download.suggestedFilename());
    await page.goto(`${BASE}/AdminContent/AuditSystem/OrderManagementAbridgment`);
    await page.waitForSelector('[data-testid="order-no"]');
    await shot(page, `abridgment-${tag}`);
    await page.close();
  }
}
await browser.close();
