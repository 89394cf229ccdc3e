import { RESULT_CODES, type ResultCode } from '../../common/envelope';

/** A business error: an envelope code and a message key from the errors namespace. */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    /** Extra facts the browser acts on, e.g. { slideRequired: true }. */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const validationError = (key: string, params?: Record<string, string | number>) =>
  new AppError(RESULT_CODES.validation, key, params);
export const notFound = (key = 'errors.notFound') => new AppError(RESULT_CODES.notFound, key);
export const conflict = (key: string, params?: Record<string, string | number>) =>
  new AppError(RESULT_CODES.conflict, key, params);
export const forbidden = (key = 'errors.forbidden') => new AppError(RESULT_CODES.forbidden, key);
export const sessionGone = (key = 'errors.sessionGone') => new AppError(RESULT_CODES.sessionGone, key);
