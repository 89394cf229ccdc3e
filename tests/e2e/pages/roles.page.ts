import { expect, type Locator, type Page } from '@playwright/test';

/** UserSystem → Roles: the role list, its add form and the authority-assignment tree. */
export class RolesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/AdminContent/UserSystem/RoleManagement');
    await expect(this.page.getByTestId('crud-add')).toBeVisible();
  }

  row(roleName: string) {
    return this.page.locator('tr.ant-table-row').filter({ has: this.page.getByText(roleName, { exact: true }) });
  }

  /** Presses a row's action: a button in the row, or an item of its "more" menu (beyond two actions). */
  async pressRowAction(roleName: string, action: string) {
    const row = this.row(roleName);
    const inline = row.getByTestId(`row-${action}`);
    await expect(inline.or(row.getByTestId('row-more')).first()).toBeVisible();
    if (await inline.count()) {
      await inline.click();
      return;
    }
    await row.getByTestId('row-more').click();
    await this.page.locator('.ant-dropdown:visible').getByTestId(`row-${action}`).click();
  }

  async add(roleNo: string, roleName: string) {
    await this.page.getByTestId('crud-add').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('field-roleNo').fill(roleNo);
    await dialog.getByTestId('field-roleName').fill(roleName);
    await dialog.getByTestId('entity-save').click();
    await expect(dialog).toBeHidden();
    await expect(this.row(roleName)).toBeVisible();
  }

  /** Opens the authority tree of a role, collapsed to its top-level groups. */
  async openAuthority(roleName: string) {
    await this.pressRowAction(roleName, 'assign');
    const tree = new AuthorityTree(this.page);
    await expect(tree.root).toBeVisible();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Collapse all' }).click();
    return tree;
  }
}

/** The (virtual) authority tree: nodes are found by their label, scrolling the list until they are rendered. */
export class AuthorityTree {
  readonly dialog: Locator;
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.root = this.dialog.getByTestId('authority-tree');
  }

  /** A tree row whose label is `label`, after an optional kind tag ("Page", "Button"). */
  node(label: string) {
    const text = new RegExp(`^\\s*(Group|Page|Button)?\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(Disabled)?\\s*$`);
    return this.root.locator('.ant-tree-treenode').filter({ hasText: text });
  }

  /** Scrolls the virtual list from the top until the node is rendered and visible. */
  async find(label: string) {
    const node = this.node(label).first();
    const holder = this.root.locator('.ant-tree-list-holder');
    await holder.evaluate((el) => { el.scrollTop = 0; });
    for (let i = 0; i < 60; i++) {
      if (await node.isVisible()) return node;
      const atEnd = await holder.evaluate((el) => { const before = el.scrollTop; el.scrollTop += 200; return el.scrollTop === before; });
      if (atEnd && !(await node.isVisible())) await this.page.waitForTimeout(50);
      await this.page.waitForTimeout(30);
    }
    throw new Error(`authority tree node not found: ${label}`);
  }

  /** Opens or closes a node's children; retried, since the virtual list may re-render under the click. */
  async toggle(label: string, open: boolean) {
    await expect(async () => {
      const node = await this.find(label);
      const isOpen = (await node.getAttribute('aria-expanded')) === 'true';
      if (isOpen !== open) await node.locator('.ant-tree-switcher').click({ timeout: 2_000 });
      await expect(this.node(label).first()).toHaveAttribute('aria-expanded', String(open), { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }

  expand(label: string) {
    return this.toggle(label, true);
  }

  collapse(label: string) {
    return this.toggle(label, false);
  }

  /** Checks or unchecks one leaf; `label` must be unique among the rendered nodes. */
  async setChecked(label: string, checked: boolean) {
    const node = await this.find(label);
    const box = node.locator('.ant-tree-checkbox');
    const isChecked = async () => (await box.getAttribute('class'))!.includes('ant-tree-checkbox-checked');
    if ((await isChecked()) !== checked) await box.click();
    if (checked) await expect(box).toHaveClass(/ant-tree-checkbox-checked/);
    else await expect(box).not.toHaveClass(/ant-tree-checkbox-checked/);
  }

  summary() {
    return this.dialog.getByTestId('authority-summary');
  }

  async save() {
    await this.dialog.getByTestId('authority-save').click();
    await expect(this.root).toBeHidden();
  }
}
