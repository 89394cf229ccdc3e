/** Every answer is the envelope; no stack trace ever reaches a client; masked users get masked data. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { RESULT_CODES, isEnvelope } from '../../common/envelope';
import { maskPayload } from '../../common/masking';
import { AppError } from './errors';
import { translate } from './i18n';
import { API_PREFIX } from './route';

const envelope = (code: number, msg: string, data: unknown = null) => ({ code, msg, data });

export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(200).send(envelope(error.code, translate(request.language, error.messageKey, error.params), error.data));
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

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.session?.isDesensitization || !isEnvelope(payload)) return payload;
    return { ...payload, data: maskPayload(payload.data) };
  });
}

export function isApiUrl(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX;
}
