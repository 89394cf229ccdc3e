import { z } from 'zod';
import { PUSH_CHANNELS } from '../../../common/contact/template';
import { messageTemplateEntity } from '../../../common/entities/messageTemplate';
import { viewCode } from '../../../common/routes';
import { needs, signedIn } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { listTemplateOptions, merchantOptions } from './message-template.repository';
import { messageTemplateService } from './message-template.service';

const optionsQuery = z.object({
  node: z.string().trim().min(1, 'validation.required').max(40),
  merchantId: z.coerce.number().int().positive().optional(),
  channel: z.enum(PUSH_CHANNELS).optional(),
});

export const messageTemplateRoutes: RouteDef[] = [
  ...crudRoutes(messageTemplateEntity, messageTemplateService),
  // Pickers on any sending screen (collection, reminders, service): any signed-in user reads what may be sent;
  // the send itself is authorised by the screen that sends.
  route({
    method: 'GET', url: 'messageTemplate/options', access: signedIn, query: optionsQuery,
    handler: async (ctx) => listTemplateOptions(ctx.deps.db, ctx.query, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
  route({
    method: 'GET', url: 'messageTemplate/options/merchants', access: needs(viewCode(messageTemplateEntity.screen)),
    handler: async (ctx) => merchantOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
];
