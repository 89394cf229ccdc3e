/** Every answer is the envelope; no stack trace ever reaches a client; masked users get masked data. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { RESULT_CODES, isEnvelope } from '../../common/envelope';
import { maskPayload } from '../../common/masking';
import { AppError } from './errors';
import { translate } from './i18n';
import { API_PREFIX } from './route';
import { duplicateMessageOf } from './unique-keys';

const envelope = (code: number, msg: string, data: unknown = null) => ({ code, msg, data });

/**
 * SQLSTATE class 22, "data exception": the database refused a value it cannot hold, such as an id beyond
 * the integer range, a NUL character in text or a date outside its range. That is bad input, not a fault.
 */
function isDataException(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 3; depth += 1, current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^22[0-9A-Z]{3}$/.test(current.code)) return true;
  }
  return false;
}

export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(200).send(envelope(error.code, translate(request.language, error.messageKey, error.params), error.data));
    }
    const duplicate = duplicateMessageOf(error);
    if (duplicate) {
      request.log.info({ err: error, url: request.url }, 'a unique key refused a racing duplicate');
      return reply.code(200).send(envelope(RESULT_CODES.conflict, translate(request.language, duplicate)));
    }
    if (error instanceof ZodError || isDataException(error)) {
      request.log.warn({ err: error, url: request.url }, 'input refused by a schema or the database');
      return reply.code(200).send(envelope(RESULT_CODES.validation, translate(request.language, 'errors.badRequest')));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) {
      return reply.code(200).send(envelope(RESULT_CODES.validation, translate(request.language, 'errors.payloadTooLarge')));
    }
    if (status >= 400 && status < 500) {
      return reply.code(200).send(envelope(RESULT_CODES.validation, translate(request.language, 'errors.badRequest')));
    }
    request.log.error({ err: error, url: request.url }, 'unhandled error');
    return reply.code(500).send(envelope(RESULT_CODES.internal, translate(request.language, 'errors.internal')));
  });

  // A callback, not an async hook: most answers pass unchanged, without a promise on the way.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (!request.session?.isDesensitization || !isEnvelope(payload)) done(null, payload);
    else done(null, { ...payload, data: maskPayload(payload.data) });
  });
}

export function isApiUrl(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX;
}
