/** collectionPolicy, preReminderPolicy and conductRules: the level bands, the pre-reminder bands and the conduct rules. */
import { z } from 'zod';
import { collectionPolicyEntity, POLICY_MERCHANTS_URL, POLICY_SCREENS, preReminderPolicyEntity } from '../../../common/collection/policies';
import { CONDUCT_ACTION, CONDUCT_URLS, conductRulesEntity } from '../../../common/collection/policies-conduct';
import { fieldLabelKey } from '../../../common/crud/entity';
import { inputSchema, listQuerySchema, type ListQuery } from '../../../common/crud/schema';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route, routeCaller, type RouteDef } from '../../core/route';
import { merchantOptions } from '../order-options/order-options.repository';
import { overdueBandService, preReminderBandService } from './collection-policy.service';
import { conductRulesService } from './conduct-rules.service';

const conductCode = needs(actionCode(POLICY_SCREENS.overdue, CONDUCT_ACTION));
const fieldLabel = (field: string) => fieldLabelKey(conductRulesEntity, field);

const conductRoutes: RouteDef[] = [
  route({
    method: 'GET', url: CONDUCT_URLS.list, access: needs(viewCode(POLICY_SCREENS.overdue)),
    query: listQuerySchema(conductRulesEntity) as unknown as z.ZodType<ListQuery>,
    handler: (ctx) => conductRulesService.list(ctx.deps, ctx.query, routeCaller(ctx)),
  }),
  route({
    method: 'POST', url: CONDUCT_URLS.save, access: conductCode, body: inputSchema(conductRulesEntity, 'create'), fieldLabel,
    handler: (ctx) => conductRulesService.create(ctx.deps, ctx.body as Record<string, unknown>, routeCaller(ctx)),
  }),
  route({
    method: 'POST', url: CONDUCT_URLS.update, access: conductCode,
    body: inputSchema(conductRulesEntity, 'update').partial().extend({ id: z.number().int().positive() }), fieldLabel,
    handler: ({ deps, body, session, actor }) => {
      const { id, ...input } = body as { id: number } & Record<string, unknown>;
      return conductRulesService.update(deps, id, input, routeCaller({ session, actor }));
    },
  }),
  route({
    method: 'POST', url: CONDUCT_URLS.delete, access: conductCode,
    body: z.object({ ids: z.array(z.number().int().positive()).min(1, 'validation.selectFirst').max(50) }),
    handler: async (ctx) => { await conductRulesService.remove(ctx.deps, ctx.body.ids, routeCaller(ctx)); },
  }),
];

export const collectionPolicyRoutes: RouteDef[] = [
  ...crudRoutes(collectionPolicyEntity, overdueBandService),
  ...crudRoutes(preReminderPolicyEntity, preReminderBandService),
  route({
    method: 'GET', url: POLICY_MERCHANTS_URL, access: needs(viewCode(POLICY_SCREENS.overdue), viewCode(POLICY_SCREENS.preReminder)),
    handler: ({ deps }) => merchantOptions(deps.db, null),
  }),
  ...conductRoutes,
];
