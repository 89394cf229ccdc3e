/** The flat menu rows the server sends, nested for the tree table and filtered by a search text. */
import type { MenuKind } from '../../../../common/entities/menu';

/** The flat rows' read; a write to menus invalidates it (usePost). */
export const MENU_TREE_URL = 'menu/tree';

export type MenuRow = {
  id: number;
  parentId: number | null;
  menuName: string;
  labelKey: string | null;
  kind: MenuKind;
  path: string | null;
  perms: string | null;
  externalUrl: string | null;
  icon: string | null;
  sort: number;
  enabled: boolean;
  roleCount: number;
  /** Declared in the route table: path and code fixed, cannot be deleted. */
  declared: boolean;
};

/** A row with its children; leaves have no `children`, so the table shows no expander for them. */
export type MenuTreeRow = MenuRow & {
  label: string;
  /** Disabled itself or under a disabled menu: nobody gets it, whatever the roles say. */
  blocked: boolean;
  children?: MenuTreeRow[];
};

/** Nests rows (already in sort order) under their parents; a row whose parent is missing becomes a root. */
export function nestMenus(rows: readonly MenuRow[], label: (row: MenuRow) => string): MenuTreeRow[] {
  const nodes = new Map<number, MenuTreeRow>(rows.map((row) => [row.id, { ...row, label: label(row), blocked: !row.enabled }]));
  const roots: MenuTreeRow[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
    } else roots.push(node);
  }
  const block = (node: MenuTreeRow, above: boolean) => {
    node.blocked ||= above;
    for (const child of node.children ?? []) block(child, node.blocked);
  };
  for (const root of roots) block(root, false);
  return roots;
}

/** Keeps the rows matching the text (label, name, path or code), with what is under them and the ancestors leading to them. */
export function filterMenus(nodes: readonly MenuTreeRow[], text: string): MenuTreeRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  const matches = (row: MenuTreeRow) => [row.label, row.menuName, row.path, row.perms]
    .some((value) => value?.toLowerCase().includes(needle));
  return nodes.flatMap((node) => {
    if (matches(node)) return [node];
    const children = filterMenus(node.children ?? [], needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Ids of every row that has children: what "expand all" opens. */
export function parentIds(nodes: readonly MenuTreeRow[]): number[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...parentIds(node.children)] : []));
}

/** The menu and every menu under it. */
export function subtreeIds(node: MenuTreeRow): number[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** Every row of the tree by id. */
export function indexTree(nodes: readonly MenuTreeRow[], into = new Map<number, MenuTreeRow>()): Map<number, MenuTreeRow> {
  for (const node of nodes) {
    into.set(node.id, node);
    indexTree(node.children ?? [], into);
  }
  return into;
}
