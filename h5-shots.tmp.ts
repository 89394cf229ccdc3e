// Temporary: drives the H5 screens in Chromium and saves screenshots to /tmp/h5-shots. Deleted after use.
import { readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const BASE = 'http://localhost:5235';
const orders = JSON.parse(readFileSync('/tmp/h5/orders.json', 'utf8')) as Record<string, { orderNo: string }[]>;
const only = process.argv[2];
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/h5-shots/${name}.png`, fullPage: true });

async function signIn(page: Page, username: string, lng: string) {
  await page.goto(`${BASE}/Login`);
  await page.evaluate((l) => {
    localStorage.setItem('user_setting_info', JSON.stringify({ graphicVerificationIsOpenStatus: false, miscellaneousFunctionIsOpenStatus: true, menuStyle: 'vertical' }));
    localStorage.setItem('at_present_app_language', l);
  }, lng);
  await page.reload();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/AdminContent/Home');
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const lng of ['en', 'zh']) {
  for (const width of [1280, 1920]) {
    const tag = `${lng}-${width}`;
    if (only && only !== tag) continue;
    const act = tag === 'en-1280';
    const page = await browser.newPage({ viewport: { width, height: width === 1280 ? 800 : 1080 } });
    page.on('pageerror', (e) => console.log('pageerror', tag, e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', tag, m.text()); });
    await signIn(page, 'admin', lng);

    await page.goto(`${BASE}/AdminContent/AuditSystem/MachineReviewRetrieval`);
    await page.getByTestId('field-orderNos').fill([orders.refused[0].orderNo, orders.fresh[0].orderNo, orders.rejected[0].orderNo, '150199123199999', orders.refused[0].orderNo].join(', '));
    await page.getByTestId('field-reason').fill('Rule R100 list entry removed');
    await page.getByTestId('retrieval-check').click();
    await page.getByTestId('retrieval-summary').waitFor({ timeout: 8000 }).catch(async (e) => { await shot(page, tag + '-debug'); throw e; });
    await shot(page, `${tag}-retrieval-check`);
    if (act) {
      await page.getByTestId('retrieval-retrieve').click();
      await page.getByTestId('confirm-ok').waitFor();
      await shot(page, `${tag}-retrieval-confirm`);
      await page.getByTestId('confirm-ok').click();
      await page.waitForTimeout(800);
      await shot(page, `${tag}-retrieval-done`);
    }

    await page.goto(`${BASE}/AdminContent/AuditSystem/RejectOrderReviewConfig`);
    await page.locator('.ant-table-row').first().waitFor();
    await shot(page, `${tag}-config-list`);
    await page.getByTestId('crud-add').click();
    await page.getByTestId('entity-form').waitFor();
    await page.waitForTimeout(300);
    await shot(page, `${tag}-config-add`);
    await page.keyboard.press('Escape');

    await page.goto(`${BASE}/AdminContent/AuditSystem/RejectOrderReview`);
    await page.getByTestId('re-review-daily-counts').waitFor();
    await page.getByTestId('re-review-apply').click();
    await page.getByTestId('field-orderNo').fill(act ? orders.rejected[1].orderNo : 'abc');
    await page.getByTestId('field-text').fill('Customer sent a new payslip');
    await shot(page, `${tag}-review-apply`);
    await page.getByTestId('text-modal-ok').click();
    await page.waitForTimeout(800);
    await shot(page, `${tag}-review-list`);
    await page.close();
  }
}
if (!only || only === 'auditor') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(page, 'auditor', 'en');
  await page.goto(`${BASE}/AdminContent/AuditSystem/RejectOrderReview`);
  await page.getByTestId('row-approve').first().click();
  await page.getByTestId('confirm-ok').waitFor();
  await shot(page, 'auditor-approve-confirm');
  await page.getByTestId('confirm-ok').click();
  await page.waitForTimeout(800);
  await shot(page, 'auditor-approved');
  await page.close();
}
await browser.close();
