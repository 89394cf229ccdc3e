import { z } from 'zod';
import { deptEntity } from '../../../common/entities/dept';
import { actionCode, viewCode } from '../../../common/routes';
import { needs, signedIn } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route } from '../../core/route';
import { departmentOptions, departmentTree, deptCrud, moveDepartment } from './dept.service';

const SCREEN = deptEntity.screen;

/**
 * dept/save (add a child), dept/update (rename, sort), dept/delete, dept/detail from the generic pattern.
 * The screen reads the whole tree with user counts (dept/manageTree) instead of a paged dept/list;
 * dept/move changes the parent.
 */
export const deptRoutes = [
  ...crudRoutes(deptEntity, deptCrud).filter((r) => r.url !== 'dept/list'),
  route({
    method: 'GET', url: 'dept/manageTree', access: needs(viewCode(SCREEN)),
    handler: ({ deps }) => departmentTree(deps),
  }),
  route({
    method: 'POST', url: 'dept/move', access: needs(actionCode(SCREEN, 'update')),
    body: z.object({ id: z.number().int().positive(), parentId: z.number().int().positive().nullable() }),
    fieldLabel: (field) => `dept:fields.${field}`,
    handler: ({ deps, body, actor }) => moveDepartment(deps, body.id, body.parentId, actor),
  }),
  /** The department tree select of any screen (users, personnel): names only, for every signed-in user. */
  route({
    method: 'GET', url: 'dept/tree', access: signedIn,
    handler: ({ deps }) => departmentOptions(deps),
  }),
];
