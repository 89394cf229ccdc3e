import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login.page';
import { AllocationPage, AuditPanel, OrderDetailPage, OrderListPage, RetrievalPage, submitApplication } from './pages/orders.page';

test('an application is allocated, reviewed by its auditor, rejected with a refuse code and retrieved', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const order = await submitApplication(request);

  // A supervisor allocates the incoming order to the demo auditor.
  const supervisorContext = await browser.newContext();
  const supervisor = await supervisorContext.newPage();
  await new LoginPage(supervisor).signIn('admin');
  const allocation = new AllocationPage(supervisor);
  await allocation.open();
  await allocation.allocate(order.orderNo, 'Brian Otieno');

  // The auditor finds it in MyAudit, opens the detail and walks every tab.
  const auditorContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const auditor = await auditorContext.newPage();
  await new LoginPage(auditor).signIn('auditor');
  const myAudit = new OrderListPage(auditor, 'AuditSystem/MyAudit');
  await auditor.goto('/AdminContent/AuditSystem/MyAudit');
  const row = auditor.locator('tr', { has: auditor.getByText(order.orderNo, { exact: true }) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: order.orderNo }).click();
  await expect(auditor.getByTestId('order-detail')).toBeVisible();
  const detail = new OrderDetailPage(auditor);
  await detail.walkTabs();

  // The auditor sees the phone masked, reveals it (audited) and it is copied.
  await auditor.getByTestId('order-tab-basic').click();
  const phone = auditor.getByTestId(`order-phone-${order.orderId}`).first();
  await expect(phone).toContainText('*');
  await auditor.getByTestId(`reveal-order-phone-${order.orderId}`).first().click();
  await expect(phone).toHaveText(/^254\d{9}$/);
  const plain = await phone.innerText();
  await expect(auditor.getByText(plain).last()).toBeVisible();
  expect(await auditor.evaluate(() => navigator.clipboard.readText())).toBe(plain);

  // Back in the queue: audit, answer the questions and reject with a manual refuse code.
  await myAudit.page.goto('/AdminContent/AuditSystem/MyAudit');
  await auditor.locator('tr', { has: auditor.getByText(order.orderNo, { exact: true }) }).getByTestId('row-audit').click();
  await expect(auditor.getByTestId('review-panel')).toBeVisible();
  await new AuditPanel(auditor).reject(/M102/);
  await expect(detail.status()).toHaveText(/Approval rejected/);
  await expect(auditor.getByTestId('order-steps')).toContainText('Brian Otieno');

  // The supervisor retrieves it back to allocation.
  await new RetrievalPage(supervisor).retrieveToAllocation(order.orderNo, 'Customer supplied a new payslip.');
  await expect(supervisor.getByTestId('retrieval-results')).toContainText(order.orderNo);
  await supervisor.goto(`/AdminContent/OrderDetailAudit/OrderDetail?orderId=${order.orderId}`);
  await expect(new OrderDetailPage(supervisor).status()).toHaveText(/To be allocated/);

  await supervisorContext.close();
  await auditorContext.close();
});
