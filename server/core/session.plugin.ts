/**
 * Resolves the caller's session and enforces every route's declared access at onRequest, before the body is
 * read, parsed or validated: no token answers -10 and a missing code 403, whatever the body.
 */
import type { FastifyInstance } from 'fastify';
import { RESULT_CODES } from '../../common/envelope';
import { findServiceKey, touchServiceKey } from '../modules/intake/intake.repository';
import { hashServiceKey } from '../modules/intake/service-key';
import { resolveSession } from '../modules/session/session.service';
import type { Access, SessionUser } from './access';
import type { Deps } from './deps';
import { AppError, forbidden, sessionGone } from './errors';
import { loadMaskRules } from './mask-rules';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
    serviceMerchantId: number | null;
    language: string;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function registerSessionGuard(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('session', null);
  app.decorateRequest('serviceMerchantId', null);
  app.decorateRequest('language', 'en');
  // One hook for the language and the access (each hook is a step of Fastify's chain on every request).
  app.addHook('onRequest', async (request) => {
    const header = request.headers.language;
    request.language = typeof header === 'string' ? header : 'en';
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (access.kind === 'public') return;
    if (access.kind === 'service') {
      const key = request.headers['x-service-key'];
      const found = typeof key === 'string' && key ? await findServiceKey(deps.db, hashServiceKey(key)) : null;
      if (!found) throw forbidden('intake:errors.badServiceKey');
      request.serviceMerchantId = found.merchantId;
      await touchServiceKey(deps.db, found.id);
      return;
    }
    const session = await resolveSession(deps, bearer(request.headers.authorization));
    if (!session) throw sessionGone();
    request.session = session;
    if (session.isDesensitization) await loadMaskRules(deps.db);
    if (session.mustChangePassword && !(access.kind === 'signedIn' && access.duringPasswordChange)) {
      throw new AppError(RESULT_CODES.mustChangePassword, 'errors.mustChangePassword');
    }
    if (access.kind === 'operation' && !access.codes.some((code) => session.codes.has(code))) throw forbidden();
  });
}
