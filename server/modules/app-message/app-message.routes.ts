/** MessageCenterAppManagement's routes (CRUD, publish, withdraw, the app picker) and the app's read `noAuth/app/messages`. */
import { z } from 'zod';
import { APP_MESSAGE_SCREEN } from '../../../common/app-message/app-message';
import { appMessageEntity, APP_MESSAGE_APPS_URL } from '../../../common/entities/app-message';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { appRoute } from '../app-content/app-auth';
import { listAppOptions } from '../app-content/app-content.repository';
import { appMessageService, changeStatus, messagesOf } from './app-message.service';

const idBody = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });

export const appMessageRoutes: RouteDef[] = [
  ...crudRoutes(appMessageEntity, appMessageService),
  route({ method: 'GET', url: APP_MESSAGE_APPS_URL, access: needs(viewCode(APP_MESSAGE_SCREEN)), handler: async (ctx) => listAppOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))) }),
  route({
    method: 'POST', url: 'appMessage/publish', access: needs(actionCode(APP_MESSAGE_SCREEN, 'publish')), body: idBody,
    handler: async (ctx) => changeStatus(ctx.deps, ctx.actor, await sessionMerchantScope(ctx.deps.db, requireSession(ctx)), ctx.body.id, 'published'),
  }),
  route({
    method: 'POST', url: 'appMessage/withdraw', access: needs(actionCode(APP_MESSAGE_SCREEN, 'withdraw')), body: idBody,
    handler: async (ctx) => changeStatus(ctx.deps, ctx.actor, await sessionMerchantScope(ctx.deps.db, requireSession(ctx)), ctx.body.id, 'withdrawn'),
  }),
  appRoute({
    method: 'GET', url: 'messages', query: z.object({ customerType: z.enum(['new', 'old']).optional() }),
    handler: ({ deps, query }, app) => messagesOf(deps, app.appCode, query.customerType),
  }),
];
