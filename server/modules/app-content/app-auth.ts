/**
 * The customer apps' credentials for the open API: `X-App-Key` (public, names the app) and `X-App-Secret`
 * (only its SHA-256 hash is stored). Separate from staff sessions: these routes are `noAuth/app/*` for the staff
 * guard and check the app's pair themselves, before reading the body or query.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { publicAccess } from '../../core/access';
import { forbidden } from '../../core/errors';
import { route, type RouteContext, type RouteDef } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { findAppByKey, touchApp } from './app-content.repository';

export const hashAppSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface CallingApp {
  appCode: string;
  merchantId: number;
}

async function authenticate(ctx: RouteContext<unknown, unknown>): Promise<CallingApp> {
  const key = ctx.request.headers['x-app-key'];
  const secret = ctx.request.headers['x-app-secret'];
  if (typeof key !== 'string' || typeof secret !== 'string' || !key || !secret || key.length > 100 || secret.length > 200) throw forbidden('appContent:errors.badAppKey');
  const app = await findAppByKey(ctx.deps.db, key);
  const given = Buffer.from(hashAppSecret(secret), 'hex');
  if (!app?.enabled || !timingSafeEqual(given, Buffer.from(app.secretHash, 'hex'))) throw forbidden('appContent:errors.badAppKey');
  await touchApp(ctx.deps.db, app.id, ctx.deps.now());
  return { appCode: app.appCode, merchantId: app.merchantId };
}

/** An open-API route: `noAuth/app/<url>`, answered only to a known, enabled app with its secret. */
export function appRoute<B = undefined, Q = undefined>(def: Omit<RouteDef<B, Q>, 'access' | 'handler'> & {
  handler: (ctx: RouteContext<B, Q>, app: CallingApp) => Promise<unknown>;
}): RouteDef {
  const { body, query, handler, ...rest } = def;
  return route({
    ...rest, url: `noAuth/app/${def.url}`, access: publicAccess,
    handler: async (ctx) => {
      const app = await authenticate(ctx as RouteContext<unknown, unknown>);
      const parsed = {
        ...ctx,
        body: body ? parseOrThrow(body, ctx.request.body ?? {}, def.fieldLabel) : undefined,
        query: query ? parseOrThrow(query, ctx.request.query ?? {}, def.fieldLabel) : undefined,
      } as RouteContext<B, Q>;
      return handler(parsed, app);
    },
  });
}
