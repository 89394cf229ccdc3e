import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login.page';
import { ContactConfigPage } from './pages/message-templates.page';

/** Unique per run, so that the shared e2e database can hold several runs' records. */
const stamp = Date.now().toString(36).slice(-6);

test('an operator adds a business node and a template with a variable, sees the preview, and an unknown variable is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).signIn('admin');
  const screen = new ContactConfigPage(page);

  // a. a business node that pushes SMS and provides two variables
  await screen.open('BusinessNode');
  await screen.openAddForm();
  await screen.field('code').fill(`welcome${stamp}`);
  await screen.field('name').fill(`Welcome ${stamp}`);
  await screen.choose(screen.field('channels'), 'SMS');
  await screen.typeTags(screen.field('variables'), ['customerName', 'creditLimit']);
  await screen.save();
  await expect(screen.dialog()).toBeHidden();
  await screen.search('code', `welcome${stamp}`);
  await expect(screen.row(`welcome${stamp}`)).toContainText('{creditLimit}');

  // b. a template of that node: an unknown variable is named as it is typed and refused on save
  await screen.open('MessageTemplateConfiguration');
  await screen.openAddForm();
  await screen.field('templateNo').fill(`WEL-${stamp}`);
  await screen.field('name').fill(`Welcome SMS ${stamp}`);
  await screen.choose(screen.field('businessNodeId'), `Welcome ${stamp}`);
  await screen.choose(screen.field('channel'), 'SMS');
  await screen.choose(screen.field('contactType'), 'Borrower');
  await screen.field('content').fill('Karibu {customerName}! Your limit is KES {balance}.');
  await expect(screen.dialog().getByTestId('unknown-variable')).toHaveText(`Unknown variable balance: business node Welcome ${stamp} (welcome${stamp}) does not provide it.`);
  await screen.save();
  await expect(page.getByText(/Unknown variable balance/).last()).toBeVisible();
  await expect(screen.dialog()).toBeVisible();

  // c. the node's variable inserted from its button; the preview shows the sample customer
  await screen.field('content').fill('Karibu {customerName}! Your limit is KES ');
  await screen.dialog().getByRole('button', { name: 'Insert {creditLimit}' }).click();
  await expect(screen.field('content')).toHaveValue('Karibu {customerName}! Your limit is KES {creditLimit}');
  await expect(screen.dialog().getByTestId('unknown-variable')).toHaveCount(0);
  await expect(screen.dialog().getByTestId('template-preview')).toContainText('Karibu Wanjiku Kamau! Your limit is KES 10,000.00');
  await screen.save();
  await expect(screen.dialog()).toBeHidden();
  await screen.search('templateNo', `WEL-${stamp}`);
  await expect(screen.row(`WEL-${stamp}`)).toContainText('All merchants');
});
