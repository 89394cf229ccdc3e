import { z } from 'zod';
import { CRUD_MESSAGES, inputSchema } from '../../../common/crud/schema';
import { DICT_LIMITS, dictEntity, dictFieldLabelKey, dictItemEntity } from '../../../common/entities/dict';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route, routeCaller, type RouteDef } from '../../core/route';
import { deleteDictItems, deleteDictTypes, dictItemCrud, dictItemTree, dictTypeCrud } from './dict-admin.service';

const SCREEN = dictEntity.screen;
const id = z.number().int().positive();
const idsBody = z.object({ ids: z.array(id).min(1, 'validation.selectFirst').max(500) });

/** An optional text the form may empty: "" becomes null, where the generic update would read "unchanged". */
const clearable = (max: number) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string({ message: CRUD_MESSAGES.required }).trim().max(max, CRUD_MESSAGES.maxLength).nullable().optional());

const withoutRoutes = (routes: RouteDef[], urls: readonly string[]) => routes.filter((r) => !urls.includes(r.url));

/** Types: dict/list (paged, filtered), detail, save, enable from the pattern; update and delete below. */
const typeRoutes = [
  ...withoutRoutes(crudRoutes(dictEntity, dictTypeCrud), ['dict/update', 'dict/delete']),
  route({
    method: 'POST', url: 'dict/update', access: needs(actionCode(SCREEN, 'update')), fieldLabel: dictFieldLabelKey,
    body: inputSchema(dictEntity, 'update').partial().extend({ id, remark: clearable(DICT_LIMITS.long) }),
    handler: ({ deps, body, session, actor }) => {
      const { id: typeId, ...input } = body as { id: number } & Record<string, unknown>;
      return dictTypeCrud.update(deps, typeId, input, routeCaller({ session, actor }));
    },
  }),
  route({
    method: 'POST', url: 'dict/delete', access: needs(actionCode(SCREEN, 'delete')), body: idsBody,
    handler: ({ deps, body, actor }) => deleteDictTypes(deps, body.ids, actor),
  }),
];

/** Entries: dictItem/tree of one type, and save, update, delete, enable with the type's screen codes. */
const itemRoutes = [
  ...withoutRoutes(crudRoutes(dictItemEntity, dictItemCrud), ['dictItem/list', 'dictItem/update', 'dictItem/delete'])
    .map((r) => ({ ...r, fieldLabel: dictFieldLabelKey })),
  route({
    method: 'GET', url: 'dictItem/tree', access: needs(viewCode(SCREEN)),
    query: z.object({ typeId: z.coerce.number({ message: CRUD_MESSAGES.required }).int().positive(CRUD_MESSAGES.required) }),
    handler: ({ deps, query }) => dictItemTree(deps, query.typeId),
  }),
  route({
    method: 'POST', url: 'dictItem/update', access: needs(actionCode(SCREEN, 'update')), fieldLabel: dictFieldLabelKey,
    body: inputSchema(dictItemEntity, 'update').partial().extend({
      id,
      remark: clearable(DICT_LIMITS.long),
      labelEn: clearable(DICT_LIMITS.short),
      labelSw: clearable(DICT_LIMITS.short),
      labelVi: clearable(DICT_LIMITS.short),
      labelZh: clearable(DICT_LIMITS.short),
    }),
    handler: ({ deps, body, session, actor }) => {
      const { id: itemId, ...input } = body as { id: number } & Record<string, unknown>;
      return dictItemCrud.update(deps, itemId, input, routeCaller({ session, actor }));
    },
  }),
  route({
    method: 'POST', url: 'dictItem/delete', access: needs(actionCode(SCREEN, 'delete')), body: idsBody,
    handler: ({ deps, body, actor }) => deleteDictItems(deps, body.ids, actor),
  }),
];

export const dictAdminRoutes = [...typeRoutes, ...itemRoutes];
