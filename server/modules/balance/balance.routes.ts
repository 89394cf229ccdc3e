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
import { route } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { balanceAccountService as service, balanceHistory, recordBalance } from './balance.service';

const SCREEN = balanceEntity.screen;
const fieldLabel = (field: string) => fieldLabelKey(balanceEntity, field);
const accountIdOf = (params: Record<string, string>) =>
  parseOrThrow(z.object({ accountId: z.coerce.number().int().positive() }), params, fieldLabel).accountId;

export const balanceRoutes = [
  route({
    method: 'GET', url: 'balance/list', access: needs(viewCode(SCREEN)), query: listQuerySchema(balanceEntity) as unknown as z.ZodType<ListQuery>,
    handler: ({ deps, query }) => service.list(deps, query),
  }),
  route({
    method: 'POST', url: 'balance/save', access: needs(actionCode(SCREEN, 'add')), body: inputSchema(balanceEntity, 'create'), fieldLabel,
    handler: ({ deps, body, actor }) => service.create(deps, body as Record<string, unknown>, actor),
  }),
  route({
    method: 'POST', url: 'balance/update', access: needs(actionCode(SCREEN, 'update')),
    body: inputSchema(balanceEntity, 'update').partial().extend({ id: z.number().int().positive() }), fieldLabel,
    handler: ({ deps, body, actor }) => {
      const { id, ...input } = body as { id: number } & Record<string, unknown>;
      return service.update(deps, id, input, actor);
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
