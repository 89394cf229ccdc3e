import { expect, test, type Page } from '@playwright/test';
import en from '../../public/locales/en/orderDetail.json' with { type: 'json' };
import zh from '../../public/locales/zh/orderDetail.json' with { type: 'json' };
import { formatKes } from '../../common/money';
import { ORDER_MONEY_URL, type OrderMoney } from '../../common/orders/order-money';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { LoginPage } from './pages/login.page';
import { consoleErrors } from './pages/console-errors';

const API = '/api/hc/web';
const LABELS = { en, zh } as const;

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.token);
  const response = await page.request.get(`${API}/${url}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: T }).data;
}

/** A demo order repaid through a channel: its newest valid manual flow that carries a receipt. */
async function repaidOrder(page: Page) {
  const flows = await apiGet<{ records: { orderId: number; paymentCode: string | null }[] }>(page, 'rePayManage/flows?status=valid&source=manual&size=20');
  const flow = flows.records.find((f) => f.paymentCode);
  if (!flow) throw new Error('The demo book has no repaid order');
  return { orderId: flow.orderId, receipt: flow.paymentCode as string };
}

for (const language of ['en', 'zh'] as const) {
  test(`admin sees a disbursed order's bills, a repayment with its receipt and what it owes in KES (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto('/Login');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.atPresentAppLanguage, language]);
    await new LoginPage(page).signIn('admin');
    const t = LABELS[language];

    const { orderId, receipt } = await repaidOrder(page);
    const money = await apiGet<OrderMoney>(page, `${ORDER_MONEY_URL}?orderId=${orderId}`);
    await page.goto(`/AdminContent/OrderDetailAudit/OrderDetail?orderId=${orderId}`);
    const section = page.getByTestId('order-section-money');
    await expect(section).toContainText(t.sections.money);
    await expect(section.getByTestId('money-bills').locator('tr.ant-table-row')).toHaveCount(money.bills.length);
    for (const bill of money.bills) await expect(section.getByTestId(`bill-owed-${bill.periodNo}`)).toHaveText(formatKes(bill.owedCents));
    const flowRow = section.getByTestId('money-flows').locator('tr.ant-table-row', { hasText: receipt });
    await expect(flowRow).toContainText(t.money.flowStatuses.valid);
    await expect(section.getByTestId('money-owed')).toContainText(formatKes(money.totals.owedCents));
    await expect(section.getByTestId('money-owed')).toContainText(/KES \d{1,3}(,\d{3})*\.\d{2}/);
    await expect(section.getByTestId('money-reconciles')).toHaveText(t.money.totals.reconciles);

    // The journals are folded away until asked for; each balances.
    await expect(section.getByTestId('money-journals')).toBeHidden();
    await section.getByTestId('money-journals-panel').getByRole('button').first().click();
    await expect(section.getByTestId('money-journals').locator('tr.ant-table-row')).toHaveCount(money.journals.length);
    await expect(section.getByTestId('money-journals').getByText(t.money.journals.unbalanced, { exact: true })).toHaveCount(0);

    // At 1280 px the section fits: its wide tables scroll inside it, the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}
