/** Builds the Fastify app: core plugins, then every module's routes (found in server/modules), then the UI. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { RESULT_CODES } from '../common/envelope';
import { isLoginPath, LOGIN_HTML, screenAtPath, screenHtml } from '../common/routes';
import { trustProxyOf } from './core/client-address';
import type { Deps } from './core/deps';
import { frameworkErrorEnvelope, isApiUrl, registerEnvelope } from './core/envelope.plugin';
import { translate } from './core/i18n';
import { registerRoutes, type RouteDef } from './core/route';
import { registerSecurityHeaders } from './core/security-headers.plugin';
import { registerSessionGuard } from './core/session.plugin';
import { registerSignInLimits } from './core/sign-in-limit.plugin';
import { registerTestClock } from './core/test-clock';
import { testJobRoutes } from './core/test-jobs';
import { loadRoutes } from './modules';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteDef['access'] | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** `distDir` (the built UI, ../dist by default) lets a test serve a folder of its own. */
export async function buildApp(deps: Deps, options: { serveUi?: boolean; distDir?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (server/core/client-address.ts).
    trustProxy: trustProxyOf(deps.config.TRUST_PROXY) ?? false,
    bodyLimit: 20 * 1024 * 1024,
    // Refusals before routing answer the envelope too (issue 31.10).
    frameworkErrors: frameworkErrorEnvelope,
  });
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (opts) => {
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const method of methods) app.registeredRoutes.push({ method, url: opts.url, access: opts.config?.access });
  });

  // First, so that every later hook (sessions, sign-in limits) reads the same moved clock as the handler.
  if (deps.config.TEST_CLOCK === 'true') registerTestClock(app);
  registerEnvelope(app);
  await registerSecurityHeaders(app, deps.config);
  registerSessionGuard(app, deps);
  await registerSignInLimits(app, deps);
  registerRoutes(app, deps, await loadRoutes());
  // Browser tests only: run a scheduled job at the request's moved clock (server/core/test-jobs.ts).
  if (deps.config.TEST_CLOCK === 'true') registerRoutes(app, deps, testJobRoutes((await import('./jobs')).JOBS));

  const uiDir = options.distDir ?? distDir;
  const serveUi = options.serveUi ?? existsSync(path.join(uiDir, 'index.html'));
  const loginHtml = serveUi && existsSync(path.join(uiDir, LOGIN_HTML)) ? LOGIN_HTML : 'index.html';
  /** A screen's path gets its own HTML, which preloads its code (scripts/screen-preload.ts), when the build made it. */
  const screenHtmlFiles = new Map<string, boolean>();
  const htmlOfScreen = (pathname: string) => {
    const screen = screenAtPath(pathname);
    if (!screen) return 'index.html';
    const file = screenHtml(screen.key);
    if (!screenHtmlFiles.has(file)) screenHtmlFiles.set(file, existsSync(path.join(uiDir, file)));
    return screenHtmlFiles.get(file) ? file : 'index.html';
  };
  if (serveUi) {
    await app.register(fastifyStatic, {
      root: uiDir,
      // The build writes each file also as .br and .gz (vite.config.ts); a browser that accepts one gets it.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (serveUi) {
    // Browsers still ask for /favicon.ico now and then (index.html names the SVG); answer it with the SVG, not a 404.
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (isApiUrl(request.url) || !serveUi || request.method !== 'GET' || isFile) {
      return reply.code(404).send({ code: RESULT_CODES.notFound, msg: translate(request.language, 'errors.notFound'), data: null });
    }
    return reply.header('cache-control', 'no-cache').sendFile(isLoginPath(pathname) ? loginHtml : htmlOfScreen(pathname));
  });
  return app;
}
