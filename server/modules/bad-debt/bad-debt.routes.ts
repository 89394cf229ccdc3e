/**
 * badDebt (spec 7, bad debt): the library lists and actions of BadDebtManagement (v1) and BadDebtManagementNew (v2).
 * Routes accept either screen's code; the service then requires the code of the entry's own system.
 */
import { BAD_DEBT_SCREENS, BAD_DEBT_URLS, badDebtDecideSchema, badDebtMoveInSchema, badDebtMoveOutSchema } from '../../../common/collection/bad-debt';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { forbidden } from '../../core/errors';
import { onceInTx } from '../../core/money-call';
import { requireSession, route, type RouteContext, routeCaller } from '../../core/route';
import { merchantOptions } from '../order-options/order-options.repository';
import { merchantScopeOf } from '../order/order-scope';
import { badDebtList } from './bad-debt.repository';
import * as service from './bad-debt.service';

const SCREENS = Object.values(BAD_DEBT_SCREENS);
const viewing = needs(...SCREENS.map(viewCode));
const either = (action: string) => needs(...SCREENS.map((s) => actionCode(s, action)));
const fieldLabel = (field: string) => `badDebt:fields.${field}`;
const caller = (ctx: RouteContext<unknown, unknown>): service.Caller => ({ ...routeCaller(ctx), language: ctx.language });

export const badDebtRoutes = [
  route({
    method: 'GET', url: BAD_DEBT_URLS.list, access: viewing, query: badDebtList.query, fieldLabel,
    handler: (ctx) => {
      const session = requireSession(ctx);
      if (!session.codes.has(viewCode(BAD_DEBT_SCREENS[ctx.query.system]))) throw forbidden();
      return service.list(ctx.deps, session, ctx.query);
    },
  }),
  route({
    method: 'POST', url: BAD_DEBT_URLS.moveIn, access: either('moveIn'), body: badDebtMoveInSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'badDebt.moveIn', (tx) => service.moveIn(tx, ctx.deps, caller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: BAD_DEBT_URLS.approve, access: either('approve'), body: badDebtDecideSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'badDebt.approve', (tx) => service.approve(tx, ctx.deps, caller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: BAD_DEBT_URLS.reject, access: either('reject'), body: badDebtDecideSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'badDebt.reject', (tx) => service.reject(tx, ctx.deps, caller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: BAD_DEBT_URLS.moveOut, access: either('moveOut'), body: badDebtMoveOutSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'badDebt.moveOut', (tx) => service.moveOut(tx, ctx.deps, caller(ctx), ctx.body)),
  }),
  route({
    method: 'GET', url: BAD_DEBT_URLS.merchants, access: viewing,
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
];
