/**
 * The customer apps' credentials for the open API: `X-App-Key` (public, names the app) and `X-App-Secret`
 * (only its SHA-256 hash is stored; after a rotation the replaced secret also works until its grace ends).
 * Separate from staff sessions: these routes are `noAuth/app/*` for the staff guard and check the app's pair
 * themselves, before reading the body or query.
 */
import { publicAccess } from '../../core/access';
import { forbidden } from '../../core/errors';
import { route, type RouteContext, type RouteDef } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { findAppByKey, touchApp } from './app-credentials.repository';
import { secretUsed } from './app-credentials.service';

export interface CallingApp {
  appCode: string;
  merchantId: number;
}

async function authenticate(ctx: RouteContext<unknown, unknown>): Promise<CallingApp> {
  const key = ctx.request.headers['x-app-key'];
  const secret = ctx.request.headers['x-app-secret'];
  if (typeof key !== 'string' || typeof secret !== 'string' || !key || !secret || key.length > 100 || secret.length > 200) throw forbidden('appContent:errors.badAppKey');
  const now = ctx.deps.now();
  const app = await findAppByKey(ctx.deps.db, key);
  const used = app?.enabled ? secretUsed(app, secret, now) : null;
  if (!app || !used) throw forbidden('appContent:errors.badAppKey');
  await touchApp(ctx.deps.db, app.id, now, used);
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
