/** How the browser reads an API answer (spec sections 7 and 8); pure, so it is unit-tested. */
import { RESULT_CODES, isEnvelope, type Envelope } from '../../common/envelope';

export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly data: unknown = null, readonly status?: number) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface EnvelopeHooks {
  /** Shows the server's message (2 s). */
  showError(msg: string): void;
  /** Clears token, user info and menu and goes to sign-in. */
  endSession(): void;
}

export interface EnvelopeOptions {
  /** Do not toast business errors; the caller shows them in place. */
  silent?: boolean;
}

/** Returns `data` on success; otherwise toasts, ends the session on -10, and throws an ApiError. */
export function unwrapEnvelope<T>(body: unknown, hooks: EnvelopeHooks, options: EnvelopeOptions = {}): T {
  if (!isEnvelope(body)) throw new ApiError(RESULT_CODES.internal, 'Malformed response');
  const envelope = body as Envelope<T>;
  if (envelope.code === RESULT_CODES.success) return envelope.data;
  if (envelope.code === RESULT_CODES.sessionGone) {
    hooks.endSession();
  } else if (!options.silent) {
    hooks.showError(envelope.msg);
  }
  throw new ApiError(envelope.code, envelope.msg, envelope.data);
}
