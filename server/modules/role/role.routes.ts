import { z } from 'zod';
import { roleEntity } from '../../../common/entities/role';
import { SENSITIVE_PERMISSION_KEYS } from '../../../common/sensitive';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route } from '../../core/route';
import { assignMenus, roleAuthority, setSensitivePerms } from './role-authority.service';
import { roleService } from './role.service';

const SCREEN = roleEntity.screen;
const roleId = z.coerce.number().int().positive('role:notFound');

export const roleRoutes = [
  ...crudRoutes(roleEntity, roleService),
  route({
    method: 'GET', url: 'role/authority/:id', access: needs(viewCode(SCREEN)),
    handler: ({ deps, params, actor }) => roleAuthority(deps, roleId.parse(params.id), actor),
  }),
  route({
    method: 'POST', url: 'role/authority', access: needs(actionCode(SCREEN, 'assign')),
    body: z.object({ roleId, menuIds: z.array(z.number().int().positive(), { message: 'validation.required' }).max(5000) }),
    handler: ({ deps, body, actor }) => assignMenus(deps, body.roleId, body.menuIds, actor),
  }),
  route({
    method: 'POST', url: 'role/sensitive', access: needs(actionCode(SCREEN, 'sensitive')),
    body: z.object({ roleId, sensitivePerms: z.array(z.enum(SENSITIVE_PERMISSION_KEYS, { message: 'validation.option' }), { message: 'validation.required' }) }),
    fieldLabel: (field) => `role:fields.${field}`,
    handler: async ({ deps, body, actor }) => { await setSensitivePerms(deps, body.roleId, body.sensitivePerms, actor); },
  }),
];
