import { defineEntity } from '../crud/entity';

/**
 * Spec 3 (Department node: name, childList). A name is required, at most 64 characters and unique among
 * its siblings; the parent is chosen on create and changed only by a move (cycle-checked on the server).
 */
export const deptEntity = defineEntity({
  name: 'dept',
  screen: 'UserSystem/DepartmentManagement',
  fields: {
    name: { kind: 'text', required: true, max: 64, list: true },
    parentId: { kind: 'integer', min: 1, createOnly: true },
    sort: { kind: 'integer', min: 0, max: 9999, list: true, hint: 'dept:sortHint' },
  },
  defaultSort: { field: 'sort', order: 'asc' },
});

/** A node of the department tree as a tree select reads it (GET dept/tree). */
export interface DeptOption {
  value: number;
  title: string;
  children: DeptOption[];
}

/** A node of the management tree (GET dept/manageTree): direct users and users of the whole subtree. */
export interface DeptNode {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  userCount: number;
  totalUserCount: number;
  children: DeptNode[];
}
