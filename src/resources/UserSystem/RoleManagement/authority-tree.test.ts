import { describe, expect, it } from 'vitest';
import { buildAuthorityTree, checkedKeysOf, grantSummary, leafKeys, menuIdsOf, type AuthorityMenu } from './authority-tree';

const menu = (id: number, parentId: number | null, kind: AuthorityMenu['kind']): AuthorityMenu =>
  ({ id, parentId, kind, menuName: `m${id}`, labelKey: null, perms: null, enabled: true, sort: id });

// group 1 → page 2 (buttons 3, 4), page 5 (no buttons); top-level page 6
const MENUS = [menu(1, null, 'group'), menu(2, 1, 'page'), menu(3, 2, 'button'), menu(4, 2, 'button'), menu(5, 1, 'page'), menu(6, null, 'page')];
const tree = buildAuthorityTree(MENUS, (m) => m.menuName, 'View');

describe('authority tree', () => {
  it('gives a page with buttons a first "view" leaf standing for the page itself', () => {
    const page = tree[0].children![0];
    expect(page.children!.map((c) => c.key)).toEqual(['view:2', '3', '4']);
    expect(tree[0].children![1].children).toBeUndefined();
  });

  it('checks leaves only, so a page held without its buttons is half-checked rather than fully checked', () => {
    expect(checkedKeysOf(tree, [1, 2, 5])).toEqual(['view:2', '5']);
    expect(checkedKeysOf(tree, [1, 2, 3, 6])).toEqual(['view:2', '3', '6']);
  });

  it('turns checked keys back into menu ids, a view leaf into its page', () => {
    expect(menuIdsOf(['view:2', '3', '2', '1'])).toEqual([1, 2, 3]);
  });

  it('counts the pages and buttons granted, a page counting once any of its buttons is checked', () => {
    expect(grantSummary(MENUS, ['4'])).toEqual({ pages: 1, buttons: 1 });
    expect(grantSummary(MENUS, ['view:2', '5', '6'])).toEqual({ pages: 3, buttons: 0 });
  });

  it('greys out the menus the signed-in user may not grant, and "select all" leaves them out (issue 31.1)', () => {
    const limited = buildAuthorityTree(MENUS, (m) => m.menuName, 'View', new Set([1, 2, 3]));
    expect(limited[0].children![0].children!.map((c) => [c.key, Boolean(c.disableCheckbox)])).toEqual([['view:2', false], ['3', false], ['4', true]]);
    expect(leafKeys(limited)).toEqual(['view:2', '3']);
    expect(leafKeys(tree)).toEqual(['view:2', '3', '4', '5', '6']);
  });
});
