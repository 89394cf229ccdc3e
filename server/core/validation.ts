import type { z } from 'zod';
import { validationError } from './errors';
import { hasMessage } from './i18n';

/** Translation key of a field's label, when the caller knows one (e.g. "language:fields.code"). */
export type FieldLabeler = (field: string) => string;

/** Parses input with a schema; the first problem becomes a translated validation error. */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown, label: FieldLabeler = (f) => f): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue & { maximum?: unknown; minimum?: unknown };
  const name = issue.path.join('.') || 'body';
  const params: Record<string, string | number> = { field: label(String(issue.path[0] ?? name)) };
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') params.min = Number(issue.minimum);
  if (hasMessage(issue.message)) throw validationError(issue.message, params);
  throw validationError('validation.invalidField', params);
}
