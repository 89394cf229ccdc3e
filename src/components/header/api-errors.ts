import { ApiError } from '../../providers/envelope';

/** http.ts has already shown an ApiError to the user; anything else is a bug and propagates. */
export function rethrowUnlessShown(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
}
