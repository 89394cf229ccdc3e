import { describe, expect, it } from 'vitest';
import { flattenTree, nestRows } from './tree';

const rows = [
  { id: 1, parentId: null, name: 'Head Office' },
  { id: 3, parentId: 1, name: 'Finance' },
  { id: 2, parentId: 1, name: 'Audit' },
  { id: 4, parentId: 2, name: 'Team A' },
  { id: 5, parentId: 99, name: 'Orphan' },
];

describe('nestRows', () => {
  it('hangs children under their parent in the given order', () => {
    const [root, orphan] = nestRows(rows);
    expect(root.children.map((c) => c.name)).toEqual(['Finance', 'Audit']);
    expect(root.children[1].children.map((c) => c.name)).toEqual(['Team A']);
    expect(orphan.name).toBe('Orphan');
  });

  it('flattens back depth first', () => {
    expect(flattenTree(nestRows(rows)).map((n) => n.id)).toEqual([1, 3, 2, 4, 5]);
  });
});
