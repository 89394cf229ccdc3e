import { describe, expect, it } from 'vitest';
import type { DeptNode } from '../../../../common/entities/dept';
import { expandableIds, filterDepartments, subtreeIds, toDeptRows } from './dept-tree';

const node = (id: number, name: string, children: DeptNode[] = []): DeptNode =>
  ({ id, parentId: null, name, sort: 0, userCount: 0, totalUserCount: 0, children });

const tree = [node(1, 'Head Office', [node(2, 'Credit Audit', [node(3, 'Audit Team A')]), node(4, 'Finance')])];

describe('department tree helpers', () => {
  it('keeps matches with their ancestors, ignoring letter case', () => {
    const [root] = filterDepartments(tree, 'team a');
    expect(root.name).toBe('Head Office');
    expect(root.children.map((c) => c.name)).toEqual(['Credit Audit']);
    expect(root.children[0].children.map((c) => c.name)).toEqual(['Audit Team A']);
    expect(filterDepartments(tree, 'nothing')).toEqual([]);
    expect(filterDepartments(tree, '  ')).toEqual(tree);
  });

  it('lists expandable rows and a subtree', () => {
    expect(expandableIds(tree)).toEqual([1, 2]);
    expect([...subtreeIds(tree[0].children[0])]).toEqual([2, 3]);
  });

  it('gives leaves no children array', () => {
    const [root] = toDeptRows(tree);
    expect(root.children?.[1]).toMatchObject({ name: 'Finance', children: undefined });
    expect(root.children?.[0].node).toBe(tree[0].children[0]);
  });
});
