/** Pure helpers over the department tree the screen shows. */
import type { DeptNode } from '../../../../common/entities/dept';
import { flattenTree } from '../../../../common/tree';

/** The departments whose name contains the text, with their ancestors so they stay reachable. */
export function filterDepartments(nodes: readonly DeptNode[], text: string): DeptNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.name.toLowerCase().includes(needle)) return [node];
    const children = filterDepartments(node.children, needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Ids of the nodes that have children, i.e. every row that can be expanded. */
export const expandableIds = (nodes: readonly DeptNode[]) => flattenTree(nodes).filter((n) => n.children.length > 0).map((n) => n.id);

/** A department and all its descendants: where it cannot be moved. */
export const subtreeIds = (node: DeptNode) => new Set(flattenTree([node]).map((n) => n.id));

/** A table row: leaves carry no children array, so the table shows no expander for them. */
export type DeptRow = Omit<DeptNode, 'children'> & { children?: DeptRow[]; node: DeptNode };

export function toDeptRows(nodes: readonly DeptNode[]): DeptRow[] {
  return nodes.map((node) => ({ ...node, node, children: node.children.length > 0 ? toDeptRows(node.children) : undefined }));
}
