/**
 * Routes of MerchantConfigManagement, MaturityConfigManagement and TrafficPersonnel, and their choices.
 * Saving a merchant needs add / update; changing its withdrawal conditions or its loan limit also needs the
 * screen's `withdrawal` / `loanLimit` code (spec 6: merchant add and update, withdrawal conditions, loan limits).
 */
import { z } from 'zod';
import {
  LOAN_LIMIT_FIELDS, maturityRuleEntity, merchantProfileEntity, merchantSettingsUrls, trafficPersonnelEntity, WITHDRAWAL_FIELDS,
} from '../../../common/entities/merchant-settings';
import { fieldLabelKey } from '../../../common/crud/entity';
import { inputSchema, listQuerySchema, type ListQuery } from '../../../common/crud/schema';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { forbidden } from '../../core/errors';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, routeCaller, type RouteContext, type RouteDef } from '../../core/route';
import { merchantOptions } from '../product/product.repository';
import { productOptions, settingsOf, userCandidates } from './merchant-settings.repository';
import { maturityRuleService, merchantProfileService, trafficPersonnelService } from './merchant-settings.service';

type Row = Record<string, unknown>;
const screen = merchantProfileEntity.screen;
const DEFAULTS: Row = { withdrawalMinCents: 0, withdrawalDailyLimit: -1, withdrawalSettledOnly: false, maxLoanAmountCents: null };

/** Refuses a change of withdrawal conditions or loan limit by someone without that code. */
async function assertSettingCodes(ctx: RouteContext<unknown, unknown>) {
  const body = ctx.body as Row;
  const id = typeof body.id === 'number' ? body.id : null;
  const current: Row = { ...DEFAULTS, ...(id ? (await settingsOf(ctx.deps.db, [id])).get(id) : {}) };
  const changed = (fields: readonly string[]) => fields.some((f) => body[f] !== undefined && (body[f] === 0 && f === 'maxLoanAmountCents' ? null : body[f]) !== current[f]);
  const codes = requireSession(ctx).codes;
  if (changed(WITHDRAWAL_FIELDS) && !codes.has(actionCode(screen, 'withdrawal'))) throw forbidden();
  if (changed(LOAN_LIMIT_FIELDS) && !codes.has(actionCode(screen, 'loanLimit'))) throw forbidden();
}

const code = (action: string) => actionCode(screen, action);
const fieldLabel = (field: string) => fieldLabelKey(merchantProfileEntity, field);
const idParams = z.object({ id: z.coerce.number().int().positive() });
const scopeOf = (ctx: RouteContext<unknown, unknown>) => sessionMerchantScope(ctx.deps.db, requireSession(ctx));

/** The CRUD kit's routes; saving checks the setting codes too. */
const profileRoutes: RouteDef[] = [
  route({
    method: 'GET', url: 'merchantProfile/list', access: needs(viewCode(screen)), query: listQuerySchema(merchantProfileEntity) as unknown as z.ZodType<ListQuery>,
    handler: (ctx) => merchantProfileService.list(ctx.deps, ctx.query, routeCaller(ctx)),
  }),
  route({
    method: 'GET', url: 'merchantProfile/detail/:id', access: needs(viewCode(screen)),
    handler: (ctx) => merchantProfileService.detail(ctx.deps, idParams.parse(ctx.params).id, routeCaller(ctx)),
  }),
  route({
    method: 'POST', url: 'merchantProfile/save', access: needs(code('add')), body: inputSchema(merchantProfileEntity, 'create'), fieldLabel,
    handler: async (ctx) => {
      await assertSettingCodes(ctx);
      return merchantProfileService.create(ctx.deps, ctx.body as Row, routeCaller(ctx));
    },
  }),
  route({
    method: 'POST', url: 'merchantProfile/update', access: needs(code('update')), fieldLabel,
    body: inputSchema(merchantProfileEntity, 'update').partial().extend({ id: z.number().int().positive() }),
    handler: async (ctx) => {
      await assertSettingCodes(ctx);
      const { id, ...input } = ctx.body as { id: number } & Row;
      return merchantProfileService.update(ctx.deps, id, input, routeCaller(ctx));
    },
  }),
  route({
    method: 'POST', url: 'merchantProfile/delete', access: needs(code('delete')), body: z.object({ ids: z.array(z.number().int().positive()).min(1, 'validation.selectFirst').max(50) }),
    handler: async (ctx) => { await merchantProfileService.remove(ctx.deps, ctx.body.ids, routeCaller(ctx)); },
  }),
  route({
    method: 'POST', url: 'merchantProfile/enable', access: needs(code('enable')),
    body: z.object({ id: z.number().int().positive(), enabled: z.boolean() }),
    handler: async (ctx) => { await merchantProfileService.setEnabled(ctx.deps, ctx.body.id, ctx.body.enabled, routeCaller(ctx)); },
  }),
];

const anyView = needs(viewCode(screen), viewCode(maturityRuleEntity.screen), viewCode(trafficPersonnelEntity.screen));

export const merchantSettingsRoutes: RouteDef[] = [
  ...profileRoutes,
  ...crudRoutes(maturityRuleEntity, maturityRuleService),
  ...crudRoutes(trafficPersonnelEntity, trafficPersonnelService),
  route({ method: 'GET', url: merchantSettingsUrls.merchants, access: anyView, handler: async (ctx) => merchantOptions(ctx.deps.db, await scopeOf(ctx)) }),
  route({ method: 'GET', url: merchantSettingsUrls.products, access: anyView, handler: async (ctx) => productOptions(ctx.deps.db, await scopeOf(ctx)) }),
  route({
    method: 'GET', url: merchantSettingsUrls.users, access: needs(viewCode(trafficPersonnelEntity.screen)),
    query: z.object({ keyword: z.string().trim().max(64).default('') }),
    handler: (ctx) => userCandidates(ctx.deps.db, ctx.query.keyword),
  }),
];
