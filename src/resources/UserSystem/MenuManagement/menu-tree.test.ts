import { describe, expect, it } from 'vitest';
import { filterMenus, nestMenus, parentIds, type MenuRow } from './menu-tree';

const row = (id: number, parentId: number | null, kind: MenuRow['kind'], menuName: string, enabled = true): MenuRow => ({
  id, parentId, kind, menuName, enabled, labelKey: null, path: kind === 'page' ? `/AdminContent/X/${menuName}` : null,
  perms: null, externalUrl: null, icon: null, sort: id, roleCount: 0, declared: false,
});

const ROWS = [row(1, null, 'group', 'Users', false), row(2, 1, 'page', 'Roles'), row(3, 2, 'button', 'Add'), row(4, null, 'group', 'Reports'), row(5, 4, 'page', 'Daily')];
const tree = nestMenus(ROWS, (r) => r.menuName.toUpperCase());

describe('menu tree', () => {
  it('nests rows, leaves without children, and marks what sits under a disabled menu as blocked', () => {
    expect(tree.map((n) => n.label)).toEqual(['USERS', 'REPORTS']);
    const button = tree[0].children![0].children![0];
    expect(button).toMatchObject({ id: 3, blocked: true });
    expect(button.children).toBeUndefined();
    expect(tree[1].children![0].blocked).toBe(false);
  });

  it('keeps matches with what is under them and the ancestors leading to them', () => {
    const found = filterMenus(tree, 'roles');
    expect(found.map((n) => n.id)).toEqual([1]);
    expect(found[0].children!.map((n) => n.id)).toEqual([2]);
    expect(found[0].children![0].children!.map((n) => n.id)).toEqual([3]);
    expect(filterMenus(tree, '/AdminContent/X/Daily')[0].id).toBe(4);
    expect(filterMenus(tree, 'nothing')).toEqual([]);
  });

  it('expands every row that has children', () => {
    expect(parentIds(tree)).toEqual([1, 2, 4]);
  });
});
