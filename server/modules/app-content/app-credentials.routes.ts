/** AppVersionsManagement's "App credentials": the apps' keys and last use; rotating and revoking need `rotateSecret`. */
import { z } from 'zod';
import { APP_CREDENTIAL_URLS } from '../../../common/app-content/apps';
import { appVersionEntity } from '../../../common/entities/app-version';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteContext } from '../../core/route';
import { listAppCredentials, revokePreviousSecret, rotateSecret } from './app-credentials.service';

const SCREEN = appVersionEntity.screen;
const ROTATE = actionCode(SCREEN, 'rotateSecret');
const appId = z.object({ id: z.number().int().positive() });
const scopeOf = (ctx: RouteContext<unknown, unknown>) => sessionMerchantScope(ctx.deps.db, requireSession(ctx));

export const appCredentialRoutes = [
  route({ method: 'GET', url: APP_CREDENTIAL_URLS.list, access: needs(viewCode(SCREEN), ROTATE), handler: async (ctx) => listAppCredentials(ctx.deps, await scopeOf(ctx)) }),
  // The answer is the new secret, shown once: never stored as a replayable answer (route.ts, replay).
  route({ method: 'POST', url: APP_CREDENTIAL_URLS.rotate, access: needs(ROTATE), body: appId, replay: false, handler: async (ctx) => rotateSecret(ctx.deps, ctx.actor, await scopeOf(ctx), ctx.body.id) }),
  route({ method: 'POST', url: APP_CREDENTIAL_URLS.revoke, access: needs(ROTATE), body: appId, handler: async (ctx) => revokePreviousSecret(ctx.deps, ctx.actor, await scopeOf(ctx), ctx.body.id) }),
];
