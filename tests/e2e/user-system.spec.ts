import { expect, test } from '@playwright/test';
import { ChangePasswordDialog } from './pages/change-password.dialog';
import { DepartmentsPage } from './pages/departments.page';
import { LanguagesPage } from './pages/languages.page';
import { LoginPage } from './pages/login.page';
import { MessagesPage } from './pages/messages.page';
import { RolesPage } from './pages/roles.page';
import { ShellPage } from './pages/shell.page';
import { UsersPage } from './pages/users.page';

/** Unique per run, so that the shared e2e database can hold several runs' records. */
const stamp = Date.now().toString(36).slice(-6);
const digits = String(Date.now()).slice(-9);
const names = {
  department: `E2E Dept ${stamp}`,
  roleNo: `E2E_${stamp}`,
  role: `E2E Role ${stamp}`,
  username: `e2e.user.${stamp}`,
  phone: `254${digits}`,
};
const NEW_PASSWORD = 'Changed@2026x';

test('an administrator gives a new user two User System menus and one button, then takes the button back', async ({ page, browser }) => {
  test.setTimeout(120_000);

  // a. a department under Head Office
  await new LoginPage(page).signIn('admin');
  const departments = new DepartmentsPage(page);
  await departments.open();
  await departments.addChild('Head Office', names.department);

  // b. a role with the Languages and Departments pages and one button, the Languages "Add"
  const roles = new RolesPage(page);
  await roles.open();
  await roles.add(names.roleNo, names.role);
  let tree = await roles.openAuthority(names.role);
  // Home and the message centre are menus like any other here (every seeded role is granted them): without
  // them the user's sidebar would hold only the User System group.
  await tree.setChecked('Home', true);
  await tree.expand('Message Centre');
  await tree.setChecked('Open the screen', true);
  await tree.collapse('Message Centre');
  await tree.expand('User System');
  await tree.expand('Departments');
  await tree.setChecked('Open the screen', true);
  await tree.collapse('Departments');
  await tree.expand('Languages');
  await tree.setChecked('Open the screen', true);
  await tree.setChecked('Add', true);
  await expect(tree.summary()).toHaveText('Pages: 4 · buttons: 1');
  await tree.save();

  // c. a user with that role and department; the temporary password goes to the outbox
  const users = new UsersPage(page);
  await users.open();
  await users.add({
    username: names.username, realName: `E2E User ${stamp}`, department: names.department, role: names.role,
    merchant: 'Jamii Pesa', phone: names.phone, jobNumber: `E2E${digits.slice(-4)}`,
  });
  const messages = new MessagesPage(page);
  await messages.open();
  await messages.showWholeOutbox();
  const temporary = await messages.temporaryPasswordFor(names.phone, names.username);

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  try {
    await new LoginPage(userPage).signIn(names.username, temporary);
    await new ChangePasswordDialog(userPage).change(temporary, NEW_PASSWORD);

    // d. exactly the granted menus and button
    expect(await new ShellPage(userPage).menuTexts()).toEqual(['Home', 'Message Centre', 'User System', 'Departments', 'Languages']);
    const languages = new LanguagesPage(userPage);
    await languages.open();
    await expect(languages.addButton()).toBeVisible();
    await expect(languages.rowButtons()).toHaveCount(0);
    await userPage.goto('/AdminContent/UserSystem/UserManagement');
    await userPage.waitForURL('**/AdminContent/Home');
    await languages.open();

    // e. the administrator takes the Add button away; the user's next click on it is refused
    await roles.open();
    tree = await roles.openAuthority(names.role);
    await tree.expand('User System');
    await tree.expand('Languages');
    await tree.setChecked('Add', false);
    await expect(tree.summary()).toHaveText('Pages: 4 · buttons: 0');
    await tree.save();

    const dialog = await languages.addLanguage(`E2E ${stamp}`, 'qz', 9000);
    await expect(userPage.getByTestId('toast').filter({ hasText: 'You do not have permission for this operation.' })).toBeVisible();
    await expect(dialog).toBeVisible();
  } finally {
    await userContext.close();
  }
});

// A phone typed the local way (0712345678) is accepted and sent as 254712345678 (issue 32.3); 12345 is refused.
test('the user form explains an invalid job number and phone', async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  const users = new UsersPage(page);
  await users.open();
  await users.openAddForm();
  await users.field('jobNumber').fill('12-ab');
  await users.field('phone').fill('12345');
  await users.dialog().getByTestId('entity-save').click();
  await expect(users.fieldError('jobNumber'))
    .toHaveText('Job number format error! Please enter English + number, at least 6 digits, up to 8 digits');
  await expect(users.fieldError('phone')).toHaveText('Phone format error, eg: 254123456789');
});
