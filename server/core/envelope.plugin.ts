/** Every answer is the envelope; no stack trace ever reaches a client; masked users get masked data. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { RESULT_CODES, isEnvelope } from '../../common/envelope';
import { maskPayload } from '../../common/masking';
import { AppError } from './errors';
import { translate } from './i18n';
import { foreignKeyError, isDataException } from './pg-errors';
import { API_PREFIX } from './route';
import { duplicateMessageOf } from './unique-keys';
import type { FieldLabeler } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's field labels (server/core/route.ts), to name the field of a database refusal. */
    fieldLabel?: FieldLabeler;
  }
}

const envelope = (code: number, msg: string, data: unknown = null) => ({ code, msg, data });

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
    const reference = foreignKeyError(error, request.routeOptions.config?.fieldLabel);
    if (reference) {
      request.log.info({ err: error, url: request.url }, 'a foreign key refused a reference');
      return reply.code(200).send(envelope(reference.code, translate(request.language, reference.messageKey, reference.params)));
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

/**
 * Fastify's own refusals before any route runs (a path parameter over its length limit, a malformed URL
 * encoding): the translated envelope too, not Fastify's JSON (given to Fastify() as `frameworkErrors`).
 */
export function frameworkErrorEnvelope(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error, url: request.url }, 'a request refused before routing');
  void reply.code(200).send(envelope(RESULT_CODES.validation, translate(String(request.headers.language ?? ''), 'errors.badRequest')));
}

export function isApiUrl(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX;
}
