import { z } from 'zod';
import { listQuerySchema, type ListQuery } from '../../../common/crud/schema';
import { verificationCodeEntity } from '../../../common/entities/verification-code';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route } from '../../core/route';
import { listCodes, resendCode } from './verification.service';

const SCREEN = verificationCodeEntity.screen;

export const verificationRoutes = [
  route({
    method: 'GET', url: 'verificationCode/list', access: needs(viewCode(SCREEN)), query: listQuerySchema(verificationCodeEntity) as unknown as z.ZodType<ListQuery>,
    handler: async (ctx) => listCodes(ctx.deps, ctx.query, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
  route({
    method: 'POST', url: 'verificationCode/resend', access: needs(actionCode(SCREEN, 'resend')),
    body: z.object({ id: z.number().int().positive() }),
    handler: async (ctx) => resendCode(ctx.deps, ctx.body.id, ctx.actor, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
];
