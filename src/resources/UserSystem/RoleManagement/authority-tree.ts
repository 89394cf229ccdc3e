/**
 * The authority tree of a role: every menu (groups, pages, buttons). A page with buttons gets a first child
 * "view" standing for the page itself, so that a role can open a screen without holding all of its buttons;
 * checking any button half-checks its page, and the server stores every ancestor of what is checked.
 */
import type { MenuKind } from '../../../../common/entities/menu';

export interface AuthorityMenu {
  id: number;
  parentId: number | null;
  menuName: string;
  labelKey: string | null;
  kind: MenuKind;
  perms: string | null;
  enabled: boolean;
  sort: number;
}

export interface AuthorityNode {
  key: string;
  title: string;
  kind: MenuKind | 'view';
  enabled: boolean;
  /** A menu the signed-in user does not hold, so may not grant (issue 31.1): shown, not tickable. */
  disableCheckbox?: boolean;
  children?: AuthorityNode[];
}

const VIEW_PREFIX = 'view:';
const viewKey = (id: number) => `${VIEW_PREFIX}${id}`;

/** `grantable`: the menus the signed-in user may grant; the others cannot be ticked (all may when it is absent). */
export function buildAuthorityTree(
  menus: readonly AuthorityMenu[], label: (menu: AuthorityMenu) => string, viewLabel: string, grantable?: ReadonlySet<number>,
): AuthorityNode[] {
  const locked = (id: number) => (grantable && !grantable.has(id) ? { disableCheckbox: true } : {});
  const nodes = new Map<number, AuthorityNode>(menus.map((m) => [m.id, { key: String(m.id), title: label(m), kind: m.kind, enabled: m.enabled, ...locked(m.id) }]));
  const roots: AuthorityNode[] = [];
  for (const menu of menus) {
    const node = nodes.get(menu.id)!;
    const parent = menu.parentId === null ? undefined : nodes.get(menu.parentId);
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
    } else roots.push(node);
  }
  for (const menu of menus) {
    const node = nodes.get(menu.id)!;
    if (menu.kind === 'page' && node.children?.length) {
      node.children.unshift({ key: viewKey(menu.id), title: viewLabel, kind: 'view', enabled: menu.enabled, ...locked(menu.id) });
    }
  }
  return roots;
}

const walk = (nodes: readonly AuthorityNode[]): AuthorityNode[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);

/** The keys to check for the stored menus: leaves only, so that antd works out which parents are full or half. */
export function checkedKeysOf(tree: readonly AuthorityNode[], menuIds: readonly number[]): string[] {
  const held = new Set(menuIds.map(String));
  return walk(tree).filter((node) => !node.children?.length).flatMap((node) => {
    if (node.key.startsWith(VIEW_PREFIX)) return held.has(node.key.slice(VIEW_PREFIX.length)) ? [node.key] : [];
    return held.has(node.key) ? [node.key] : [];
  });
}

/** Menu ids of the checked keys; the server adds their ancestors (the half-checked parents). */
export function menuIdsOf(checkedKeys: readonly string[]): number[] {
  const ids = checkedKeys.map((key) => Number(key.startsWith(VIEW_PREFIX) ? key.slice(VIEW_PREFIX.length) : key));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The leaves "select all" ticks: those the signed-in user may grant. */
export const leafKeys = (tree: readonly AuthorityNode[]) => walk(tree).filter((n) => !n.children?.length && !n.disableCheckbox).map((n) => n.key);
export const parentKeys = (tree: readonly AuthorityNode[]) => walk(tree).filter((n) => n.children?.length).map((n) => n.key);

/** How many pages and buttons the checked keys grant (a page counts once its view or any button is checked). */
export function grantSummary(menus: readonly AuthorityMenu[], checkedKeys: readonly string[]) {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const granted = new Set<number>();
  for (const id of menuIdsOf(checkedKeys)) {
    for (let m = byId.get(id); m && !granted.has(m.id); m = m.parentId === null ? undefined : byId.get(m.parentId)) granted.add(m.id);
  }
  const count = (kind: MenuKind) => [...granted].filter((id) => byId.get(id)?.kind === kind).length;
  return { pages: count('page'), buttons: count('button') };
}
