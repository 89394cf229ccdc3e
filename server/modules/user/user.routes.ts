/** User management: list, detail, create, edit and the form's choices. No delete: users stay for the audit trail. */
import { z } from 'zod';
import { fieldLabelKey } from '../../../common/crud/entity';
import { inputSchema, listQuerySchema, type ListQuery } from '../../../common/crud/schema';
import { CLEARABLE_USER_FIELDS, USER_OPTION_KINDS, userEntity } from '../../../common/entities/user';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { route } from '../../core/route';
import * as userService from './user.service';

const viewing = needs(viewCode(userEntity.screen));
const fieldLabel = (field: string) => fieldLabelKey(userEntity, field);
const idParams = z.object({ id: z.coerce.number().int().positive('users.notFound') });

/** The derived schema reads an empty optional field as "not sent"; on update it means "clear it". */
function clearedFields(raw: unknown): Record<string, null> {
  const body = (raw ?? {}) as Record<string, unknown>;
  return Object.fromEntries(CLEARABLE_USER_FIELDS.filter((f) => body[f] === null || body[f] === '').map((f) => [f, null]));
}

export const userRoutes = [
  route({
    method: 'GET', url: 'user/list', access: viewing, query: listQuerySchema(userEntity) as unknown as z.ZodType<ListQuery>,
    handler: ({ deps, query, actor }) => userService.list(deps, query, actor),
  }),
  route({
    method: 'GET', url: 'user/detail/:id', access: viewing,
    handler: ({ deps, params, actor }) => userService.detail(deps, idParams.parse(params).id, actor),
  }),
  route({
    method: 'GET', url: 'user/options/:kind', access: viewing,
    handler: ({ deps, params, actor }) => userService.options(deps, z.enum(USER_OPTION_KINDS).parse(params.kind), actor),
  }),
  route({
    method: 'POST', url: 'user/save', access: needs(actionCode(userEntity.screen, 'add')), body: inputSchema(userEntity, 'create'), fieldLabel,
    handler: ({ deps, body, actor }) => userService.create(deps, body as userService.UserInput, actor),
  }),
  route({
    method: 'POST', url: 'user/update', access: needs(actionCode(userEntity.screen, 'update')), fieldLabel,
    body: inputSchema(userEntity, 'update').partial().extend({ id: z.number().int().positive('users.notFound') }),
    handler: ({ deps, body, actor, request }) => {
      const { id, ...input } = body as unknown as { id: number } & userService.UserInput;
      return userService.update(deps, id, { ...input, ...clearedFields(request.body) }, actor);
    },
  }),
];
