import type { z } from 'zod';
import { validationError } from './errors';
import { hasMessage } from './i18n';

/** Parses input with a schema; the first problem becomes a translated validation error. */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'body';
  if (hasMessage(issue.message)) throw validationError(issue.message, { field });
  throw validationError('validation.invalidField', { field });
}
