import { allowedExternalHost } from '../../../common/external-link';
import type { MenuNode } from '../../../common/menu-node';
import type { Deps } from '../../core/deps';
import { findGrantedMenus, type MenuRow } from './menu.repository';

export function buildMenuTree(rows: readonly MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const { parentId: _parent, sort: _sort, ...rest } of rows) nodes.set(rest.id, { ...rest, childList: [] });
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.childList : roots).push(node);
  }
  return roots;
}

/** Groups left without pages (every page disabled or not granted) are dropped. */
function withoutEmptyGroups(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => {
    if (node.kind !== 'group') return [node];
    const childList = withoutEmptyGroups(node.childList);
    return childList.length > 0 || node.externalUrl ? [{ ...node, childList }] : [];
  });
}

/**
 * The signed-in user's menu tree, operation codes and permitted full paths. A link that is not https to an allowed
 * host (saved before the rule, or a host since taken off EXTERNAL_LINK_HOSTS) is left out: never followed.
 */
export async function userMenus(deps: Deps, userId: number) {
  const hosts = deps.config.EXTERNAL_LINK_HOSTS;
  const rows = (await findGrantedMenus(deps.db, userId))
    .map((r) => (r.externalUrl && !allowedExternalHost(r.externalUrl, hosts) ? { ...r, externalUrl: null } : r));
  return {
    menus: withoutEmptyGroups(buildMenuTree(rows.filter((r) => r.kind !== 'button'))),
    operationCodes: [...new Set(rows.map((r) => r.perms).filter((p): p is string => Boolean(p)))].sort(),
    fullPathRoutes: rows.filter((r) => r.kind === 'page' && r.path).map((r) => r.path!),
  };
}
