/** Trees built from flat rows that point at their parent (departments, dictionary entries). */
export type TreeNode<R> = R & { children: Array<TreeNode<R>> };

/** Flat rows → a forest, keeping the rows' order among siblings; a row whose parent is absent becomes a root. */
export function nestRows<R extends { id: number; parentId: number | null }>(rows: readonly R[]): Array<TreeNode<R>> {
  const nodes = new Map<number, TreeNode<R>>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: Array<TreeNode<R>> = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Every node of a forest, depth first. */
export function flattenTree<N extends { children?: readonly N[] }>(nodes: readonly N[]): N[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}
