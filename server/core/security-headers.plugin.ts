/**
 * Security headers on every response (UI, API, files, errors) with @fastify/helmet. The built UI loads only
 * its own scripts (no inline script in dist/index.html); antd writes its CSS-in-JS as <style> elements, so
 * styles alone may be inline. Attachments open as blob: URLs and pictures may be data: URLs. HSTS (and
 * upgrading requests) only when the deployment says it sits behind TLS.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const tls = config.BEHIND_TLS === 'true';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
}
