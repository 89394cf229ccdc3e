/** One way to declare a route: method, path, access, schemas and a handler that returns the data. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, Actor, Caller, SessionUser } from './access';
import { clientAddress } from './client-address';
import type { Deps } from './deps';
import { validationError } from './errors';
import { answerOnce, routeKeyOf } from './idempotency-route';
import { parseOrThrow, refuseNul, type FieldLabeler } from './validation';

export const API_PREFIX = '/api/hc/web';

export interface RouteContext<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  session: SessionUser | null;
  /** The merchant whose service key called an open/* route. */
  serviceMerchantId: number | null;
  actor: Actor;
  language: string;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef<B = unknown, Q = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /api/hc/web/, e.g. "noAuth/logon/login". */
  url: string;
  access: Access;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** Names fields in validation messages, e.g. (f) => `language:fields.${f}`. */
  fieldLabel?: FieldLabeler;
  /** Largest body accepted, in bytes, when more than Fastify's 1 MB default (uploads). */
  bodyLimit?: number;
  /** The handler sends a raw reply itself (file downloads). */
  raw?: boolean;
  /**
   * The body is not parsed: an `application/octet-stream` body reaches the handler as the request stream
   * (`ctx.body`), read as it arrives (large uploads). The handler bounds its size itself.
   */
  streamBody?: boolean;
  /**
   * false: a POST whose answer must not be stored, so its Idempotency-Key is not honoured by the route core
   * (the answer carries a secret shown once). Every other POST answers a repeated key with its first answer.
   */
  replay?: false;
  handler: (ctx: RouteContext<B, Q>) => Promise<unknown>;
}

export function route<B = undefined, Q = undefined>(def: RouteDef<B, Q>): RouteDef {
  return def as unknown as RouteDef;
}

export function requireSession(ctx: { session: SessionUser | null }): SessionUser {
  if (!ctx.session) throw new Error('Route declared signed-in access but has no session');
  return ctx.session;
}

/** The caller a service's write is made for: the route's signed-in user and the request's address. */
export const routeCaller = (ctx: { session: SessionUser | null; actor: Actor }): Caller => ({ session: requireSession(ctx), ip: ctx.actor.ip });

/** The body a route with a body schema validates: none sent reads as {}; JSON that is not an object is refused. */
function bodyObject(body: unknown): unknown {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationError('security:bodyNotObject');
  return body;
}

/** Streamed-body routes live in their own context, so only they accept a raw `application/octet-stream` body. */
function registerStreamRoutes(app: FastifyInstance, deps: Deps, defs: readonly RouteDef[]): void {
  void app.register(async (child) => {
    child.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
    registerRoutes(child, deps, defs.map((def) => ({ ...def, streamBody: false })));
  });
}

/** Issue 32.1: a POST's Idempotency-Key answers a repeat with the first answer (idempotency-route.ts). */
function handle(def: RouteDef, ctx: RouteContext<unknown, unknown>): Promise<unknown> {
  const replays = def.method === 'POST' && !def.raw && def.replay !== false;
  const scoped = replays ? routeKeyOf(ctx.request, def.url) : null;
  if (!scoped) return def.handler(ctx);
  return answerOnce(ctx.deps, scoped, def.url, ctx.session?.userId ?? null, () => def.handler(ctx));
}

export function registerRoutes(app: FastifyInstance, deps: Deps, defs: readonly RouteDef[]): void {
  const streamed = defs.filter((def) => def.streamBody);
  if (streamed.length) registerStreamRoutes(app, deps, streamed);
  for (const def of defs) {
    if (def.streamBody) continue;
    if (def.url.startsWith('noAuth/') !== (def.access.kind === 'public')) {
      throw new Error(`Route ${def.url}: only noAuth/* routes may be public, and they must be`);
    }
    if (def.url.startsWith('open/') !== (def.access.kind === 'service')) {
      throw new Error(`Route ${def.url}: only open/* routes take a service key, and they must`);
    }
    app.route({
      method: def.method,
      url: `${API_PREFIX}/${def.url}`,
      // fieldLabel: the error handler names the field of a database refusal (a foreign key) with it.
      config: { access: def.access, fieldLabel: def.fieldLabel },
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      handler: async (request, reply) => {
        // Issue 31.10: no string with a NUL reaches a schema, a handler or SQL, whatever the route declares.
        for (const input of [request.params, request.query, request.body]) refuseNul(input, def.fieldLabel);
        const ctx: RouteContext<unknown, unknown> = {
          body: def.body ? parseOrThrow(def.body, bodyObject(request.body), def.fieldLabel) : request.body,
          query: def.query ? parseOrThrow(def.query, request.query ?? {}, def.fieldLabel) : request.query,
          params: (request.params ?? {}) as Record<string, string>,
          session: request.session,
          serviceMerchantId: request.serviceMerchantId,
          actor: { userId: request.session?.userId ?? null, username: request.session?.username ?? null, ip: clientAddress(request) },
          language: request.language,
          deps,
          request,
          reply,
        };
        const data = await handle(def, ctx);
        if (def.raw) return reply;
        return { code: 200, msg: 'success', data: data ?? null };
      },
    });
  }
}
