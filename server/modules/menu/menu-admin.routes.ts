import { z } from 'zod';
import { menuEntity } from '../../../common/entities/menu';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route } from '../../core/route';
import { menuAdminService, menuTree, removeMenus } from './menu-admin.service';

const SCREEN = menuEntity.screen;
/** The tree replaces the paged list, and delete also reports which roles lost the menu. */
const REPLACED = new Set([`${menuEntity.name}/list`, `${menuEntity.name}/delete`]);

export const menuAdminRoutes = [
  ...crudRoutes(menuEntity, menuAdminService).filter((r) => !REPLACED.has(r.url)),
  route({
    method: 'GET', url: 'menu/tree', access: needs(viewCode(SCREEN)),
    handler: ({ deps }) => menuTree(deps.db),
  }),
  route({
    method: 'POST', url: 'menu/delete', access: needs(actionCode(SCREEN, 'delete')),
    body: z.object({ ids: z.array(z.number().int().positive()).min(1, 'validation.selectFirst').max(100) }),
    handler: async ({ deps, body, actor }) => { await removeMenus(deps, body.ids, actor); },
  }),
];
