import type { z } from 'zod';
import { validationError } from './errors';
import { hasMessage } from './i18n';

/** Translation key of a field's label, when the caller knows one (e.g. "language:fields.code"). */
export type FieldLabeler = (field: string) => string;

/**
 * How a message names a field: the route's label where the locale files have it, else the shared label of a
 * field many routes take (errors.json `fields`: id, current, dayFrom …), else the field's own name — never a
 * key the locale files lack, which the message would show as itself ("repaymentDetails:fields.system").
 * tests/api/message-keys.test.ts checks every route's fields have one of the two labels.
 */
export function fieldName(field: string, label: FieldLabeler | undefined): string {
  const own = label?.(field);
  if (own && hasMessage(own)) return own;
  // With its namespace: translate() reads a parameter as a key only when it names one.
  const shared = `errors:fields.${field}`;
  return hasMessage(shared) ? shared : field;
}

/** Parses input with a schema; the first problem becomes a translated validation error. */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown, label?: FieldLabeler): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue & { maximum?: unknown; minimum?: unknown };
  const name = issue.path.join('.') || 'body';
  const params: Record<string, string | number> = { field: fieldName(String(issue.path[0] ?? name), label) };
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') params.min = Number(issue.minimum);
  if (hasMessage(issue.message)) throw validationError(issue.message, params);
  throw validationError('validation.invalidField', params);
}

const NUL = '\u0000';
/** Deep enough for any form; deeper, the database's own refusal of NUL (a 400 too) is the backstop. */
const MAX_DEPTH = 64;
/** A streamed body (a Readable) or bytes are not walked: only parsed JSON, query strings and path parameters. */
const isParsed = (value: object) => typeof (value as { pipe?: unknown }).pipe !== 'function' && !ArrayBuffer.isView(value);

/**
 * The path of the first string (or key) holding a NUL character in a query, body or path parameters, or
 * null. PostgreSQL text cannot hold NUL, and a NUL pasted into SQL text ended the statement early (issue
 * 31.10): every route refuses it before any handler runs. Walked without recursion, so no JSON nests too deep.
 */
export function nulPath(input: unknown): string | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path || 'body';
      continue;
    }
    if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH || !isParsed(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return childPath;
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** Refuses input holding a NUL character, naming the field (by its label when the route gives one). */
export function refuseNul(input: unknown, label?: FieldLabeler): void {
  const path = nulPath(input);
  if (path === null) return;
  throw validationError('input:nulCharacter', { field: fieldName(path.split('.')[0].replaceAll(NUL, ''), label) });
}
