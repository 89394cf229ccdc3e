/** The standard routes of an entity, each needing its screen's operation code. */
import { z } from 'zod';
import { inputSchema, listQuerySchema, type ListQuery } from '../../../common/crud/schema';
import { fieldLabelKey, type EntitySpec } from '../../../common/crud/entity';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../access';
import { route, routeCaller, type RouteDef } from '../route';
import type { CrudService } from './crud.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const idsBody = z.object({ ids: z.array(z.number().int().positive()).min(1, 'validation.selectFirst').max(500) });

export function crudRoutes(entity: EntitySpec, service: CrudService): RouteDef[] {
  const base = entity.name;
  const code = (action: string) => actionCode(entity.screen, action);
  const fieldLabel = (field: string) => fieldLabelKey(entity, field);
  const routes: RouteDef[] = [
    route({
      method: 'GET', url: `${base}/list`, access: needs(viewCode(entity.screen)), query: listQuerySchema(entity) as unknown as z.ZodType<ListQuery>,
      handler: (ctx) => service.list(ctx.deps, ctx.query, routeCaller(ctx)),
    }),
    route({
      method: 'GET', url: `${base}/detail/:id`, access: needs(viewCode(entity.screen)),
      handler: (ctx) => service.detail(ctx.deps, idParams.parse(ctx.params).id, routeCaller(ctx)),
    }),
    route({
      method: 'POST', url: `${base}/save`, access: needs(code('add')), body: inputSchema(entity, 'create'), fieldLabel,
      handler: (ctx) => service.create(ctx.deps, ctx.body as Record<string, unknown>, routeCaller(ctx)),
    }),
    route({
      method: 'POST', url: `${base}/update`, access: needs(code('update')),
      body: inputSchema(entity, 'update').partial().extend({ id: z.number().int().positive() }), fieldLabel,
      handler: (ctx) => {
        const { id, ...input } = ctx.body as { id: number } & Record<string, unknown>;
        return service.update(ctx.deps, id, input, routeCaller(ctx));
      },
    }),
    route({
      method: 'POST', url: `${base}/delete`, access: needs(code('delete')), body: idsBody,
      handler: async (ctx) => { await service.remove(ctx.deps, ctx.body.ids, routeCaller(ctx)); },
    }),
  ];
  if (entity.toggleable) {
    routes.push(route({
      method: 'POST', url: `${base}/enable`, access: needs(code('enable')),
      body: z.object({ id: z.number().int().positive(), enabled: z.boolean() }),
      handler: async (ctx) => { await service.setEnabled(ctx.deps, ctx.body.id, ctx.body.enabled, routeCaller(ctx)); },
    }));
  }
  return routes;
}
