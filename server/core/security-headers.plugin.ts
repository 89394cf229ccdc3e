/**
 * Security headers on every response (UI, API, files, errors) as @fastify/helmet writes them. The built UI loads
 * only its own scripts, and one inline script, allowed by its hash: the preload script of a screen's HTML
 * (common/page-preload.ts; no inline script in dist/index.html); antd writes its CSS-in-JS as <style> elements, so
 * styles alone may be inline. Attachments open as blob: URLs and pictures may be data: URLs. HSTS (and
 * upgrading requests) only when the deployment says it sits behind TLS.
 *
 * The headers depend on the configuration alone (no nonces, no per-request directives), so they are worked out
 * once, when the app starts, by letting @fastify/helmet answer one request of a throwaway instance; every
 * request then gets that list. (@fastify/helmet itself rebuilds helmet from its options on every request.)
 */
import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { SCREEN_PRELOAD_SCRIPT } from '../../common/page-preload';
import type { AppConfig } from '../config';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type Helmet = Parameters<typeof fastifyHelmet>[1];

/** The headers @fastify/helmet sets with these options, read from the response of a throwaway instance. */
async function headersOf(options: Helmet): Promise<ReadonlyArray<readonly [string, string]>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  let headers: Record<string, unknown> = {};
  // Helmet's hooks run first (registered first); what stands on the raw response then is theirs alone.
  probe.addHook('onRequest', (_request, reply, done) => {
    headers = reply.raw.getHeaders();
    done();
  });
  probe.get('/', async () => '');
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(headers).map(([name, value]) => [name, String(value)] as const);
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = await headersOf(helmetOptions(config));
  if (!headers.some(([name]) => name === 'content-security-policy')) throw new Error('Security headers: helmet set no policy');
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}

function helmetOptions(config: AppConfig): Helmet {
  const tls = config.BEHIND_TLS === 'true';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(SCREEN_PRELOAD_SCRIPT).digest('base64')}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(tls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: tls ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  };
}
