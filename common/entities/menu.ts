import { defineEntity } from '../crud/entity';
import { ADMIN_ROOT, ALL_OPERATION_CODES, GROUPS } from '../routes';

export const MENU_KIND_OPTIONS = ['group', 'page', 'button'] as const;
export type MenuKind = (typeof MENU_KIND_OPTIONS)[number];

/**
 * Spec 3 (Menu node) and the menu screen's rules: name ≤ 64, a page's path under /AdminContent/, https links (to a
 * host the server lists: common/external-link.ts, checked by the server on save).
 */
export const menuEntity = defineEntity({
  name: 'menu',
  screen: 'UserSystem/MenuManagement',
  fields: {
    kind: { kind: 'select', options: MENU_KIND_OPTIONS, required: true, createOnly: true, list: true },
    parentId: { kind: 'integer', min: 1, hint: 'menu:admin.parentHint' },
    menuName: { kind: 'text', required: true, max: 64, list: true },
    path: { kind: 'text', max: 200, pattern: /^\/AdminContent\/[A-Za-z0-9_\-/]+$/, patternMessage: 'menu:admin.pathFormat', list: true },
    perms: { kind: 'text', max: 100, pattern: /^[A-Za-z0-9_.:-]+$/, patternMessage: 'menu:admin.permsFormat', list: true },
    externalUrl: { kind: 'text', max: 500, pattern: /^https:\/\/[^\s/?#]+[^\s]*$/i, patternMessage: 'menu:admin.externalUrlFormat', list: true },
    sort: { kind: 'integer', required: true, min: 0, max: 9999, list: true },
    icon: { kind: 'text', max: 64, list: true },
    enabled: { kind: 'boolean', readOnly: true },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

/** Where each kind may hang: buttons under pages, pages and groups at the top or under a group. */
export const ALLOWED_PARENT_KINDS: Readonly<Record<MenuKind, readonly (MenuKind | null)[]>> = {
  group: [null, 'group'],
  page: [null, 'group'],
  button: ['page'],
};

export interface MenuShape {
  kind: MenuKind;
  path?: string | null;
  perms?: string | null;
  /** Kind of the chosen parent; null at the top. */
  parentKind: MenuKind | null;
}

export interface MenuProblem {
  field: 'path' | 'perms' | 'parentId';
  message: string;
}

/** The rules that involve more than one field; the server and the form both ask them. */
export function menuProblems(menu: MenuShape): MenuProblem[] {
  const problems: MenuProblem[] = [];
  if (menu.kind === 'page' && !menu.path) problems.push({ field: 'path', message: 'menu:admin.pathRequired' });
  if (menu.kind === 'button' && !menu.perms) problems.push({ field: 'perms', message: 'menu:admin.permsRequired' });
  if (!ALLOWED_PARENT_KINDS[menu.kind].includes(menu.parentKind)) {
    problems.push({ field: 'parentId', message: `menu:admin.parentFor.${menu.kind}` });
  }
  return problems;
}

const DECLARED_CODES = new Set(ALL_OPERATION_CODES);
const DECLARED_GROUP_PATHS = new Set(GROUPS.map((g) => `${ADMIN_ROOT}/${g}`));

/**
 * Menus the route table declares (common/routes.ts) are re-created at every start and their codes guard the
 * server's routes, so their path and code are fixed and they cannot be deleted; they can be renamed,
 * re-sorted, given a link or an icon, and disabled.
 */
export function isDeclaredMenu(menu: { kind: string; path: string | null; perms: string | null }): boolean {
  if (menu.perms && DECLARED_CODES.has(menu.perms)) return true;
  return menu.kind === 'group' && menu.path !== null && DECLARED_GROUP_PATHS.has(menu.path);
}

export const DECLARED_LOCKED_FIELDS = ['path', 'perms'] as const;
