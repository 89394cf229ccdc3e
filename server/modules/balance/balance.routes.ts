/**
 * balanceManage (spec 7): list, add and update balance accounts (the CRUD pattern; accounts are not deleted,
 * their history stays), record a reported balance, and an account's history.
 */
import { z } from 'zod';
import { fieldLabelKey } from '../../../common/crud/entity';
import { inputSchema, listQuerySchema, type ListQuery } from '../../../common/crud/schema';
import { balanceEntity, balanceHistoryQuerySchema, balanceRecordSchema } from '../../../common/entities/balance-account';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { route, routeCaller } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { balanceAccountService as service, balanceHistory, recordBalance } from './balance.service';

const SCREEN = balanceEntity.screen;
const fieldLabel = (field: string) => fieldLabelKey(balanceEntity, field);
const accountIdOf = (params: Record<string, string>) =>
  parseOrThrow(z.object({ accountId: z.coerce.number().int().positive() }), params, fieldLabel).accountId;

export const balanceRoutes = [
  route({
    method: 'GET', url: 'balance/list', access: needs(viewCode(SCREEN)), query: listQuerySchema(balanceEntity) as unknown as z.ZodType<ListQuery>,
    handler: (ctx) => service.list(ctx.deps, ctx.query, routeCaller(ctx)),
  }),
  route({
    method: 'POST', url: 'balance/save', access: needs(actionCode(SCREEN, 'add')), body: inputSchema(balanceEntity, 'create'), fieldLabel,
    handler: (ctx) => service.create(ctx.deps, ctx.body as Record<string, unknown>, routeCaller(ctx)),
  }),
  route({
    method: 'POST', url: 'balance/update', access: needs(actionCode(SCREEN, 'update')),
    body: inputSchema(balanceEntity, 'update').partial().extend({ id: z.number().int().positive() }), fieldLabel,
    handler: (ctx) => {
      const { id, ...input } = ctx.body as { id: number } & Record<string, unknown>;
      return service.update(ctx.deps, id, input, routeCaller(ctx));
    },
  }),
  route({
    method: 'POST', url: 'balance/record', access: needs(actionCode(SCREEN, 'record')), body: balanceRecordSchema, fieldLabel,
    handler: ({ deps, body, actor }) => recordBalance(deps, actor, body),
  }),
  route({
    method: 'GET', url: 'balance/history/:accountId', access: needs(viewCode(SCREEN)), query: balanceHistoryQuerySchema, fieldLabel,
    handler: ({ deps, params, query }) => balanceHistory(deps, accountIdOf(params), query),
  }),
];
