/** Departments: the generic CRUD with sibling-unique names and guarded deletes, plus the tree and a cycle-checked move. */
import { deptEntity, type DeptNode, type DeptOption } from '../../../common/entities/dept';
import { nestRows, type TreeNode } from '../../../common/tree';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { existsDuplicate, findById } from '../../core/crud/crud.repository';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import {
  ancestorIds, countChildDepartments, countUsersInDepartment, findDepartmentsWithUserCounts, lockDepartments, nextSiblingSort, setParent, departmentSource,
} from './dept.repository';

const DUPLICATE_NAME = 'dept:duplicateName';

async function requireParent(db: DbOrTx, parentId: number) {
  if (!(await findById(db, departmentSource, parentId))) throw validationError('dept:parentNotFound');
}

export const deptCrud = createCrudService({
  entity: deptEntity,
  source: departmentSource,
  merchantScope: notMerchantScoped("departments are the company's org chart"),
  unique: [{ fields: ['name', 'parentId'], message: DUPLICATE_NAME }],
  hooks: {
    async prepare(tx, input, existing) {
      if (existing) return input;
      const parentId = (input.parentId as number | undefined) ?? null;
      if (parentId !== null) await requireParent(tx, parentId);
      return { ...input, parentId, sort: input.sort ?? await nextSiblingSort(tx, parentId) };
    },
    async beforeDelete(tx, row) {
      const id = row.id as number;
      const userCount = await countUsersInDepartment(tx, id);
      if (userCount > 0) throw conflict('dept:hasUsers', { name: String(row.name), count: userCount });
      const childCount = await countChildDepartments(tx, id);
      if (childCount > 0) throw conflict('dept:hasChildren', { name: String(row.name), count: childCount });
    },
  },
});

/** Adds to each node the users of its whole subtree. */
function withTotals(node: TreeNode<Omit<DeptNode, 'children' | 'totalUserCount'>>): DeptNode {
  const children = node.children.map(withTotals);
  return { ...node, children, totalUserCount: node.userCount + children.reduce((sum, c) => sum + c.totalUserCount, 0) };
}

const toOption = (node: DeptNode): DeptOption => ({ value: node.id, title: node.name, children: node.children.map(toOption) });

export async function departmentTree(deps: Deps): Promise<DeptNode[]> {
  return nestRows(await findDepartmentsWithUserCounts(deps.db)).map(withTotals);
}

export async function departmentOptions(deps: Deps): Promise<DeptOption[]> {
  return (await departmentTree(deps)).map(toOption);
}

/** Hangs a department under another (or at the top when parentId is null), after its new siblings. */
export async function moveDepartment(deps: Deps, id: number, parentId: number | null, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    await lockDepartments(tx);
    const before = await findById(tx, departmentSource, id);
    if (!before) throw notFound();
    if (parentId !== null) {
      await requireParent(tx, parentId);
      if ((await ancestorIds(tx, parentId)).includes(id)) throw conflict('dept:moveIntoItself');
    }
    if (parentId === before.parentId) return before;
    if (await existsDuplicate(tx, departmentSource, { name: before.name, parentId }, id)) throw conflict(DUPLICATE_NAME);
    const after = await setParent(tx, id, parentId, await nextSiblingSort(tx, parentId), deps.now());
    await recordAudit(tx, actor, { action: 'update', entity: deptEntity.name, entityId: id, before, after });
    return after;
  });
}
