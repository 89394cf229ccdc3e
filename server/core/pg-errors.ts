/**
 * Database refusals that are bad input, not faults (issue 31.10), turned into the envelope's validation
 * answer: a reference to a row that does not exist (SQLSTATE 23503 on insert or update) names the field it
 * came in, and a value the column cannot hold (class 22: bad text for a number, too long, out of range, NUL)
 * is a bad request. Deleting a row others still reference is a conflict. The driver's error may be wrapped
 * (drizzle's DrizzleQueryError), so causes are followed.
 */
import { RESULT_CODES } from '../../common/envelope';
import { AppError } from './errors';
import { hasMessage } from './i18n';
import type { FieldLabeler } from './validation';

interface PgError { code: string; detail?: string; column?: string; constraint?: string }

export function pgErrorOf(error: unknown): PgError | null {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 3; depth += 1, current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as PgError;
  }
  return null;
}

/** SQLSTATE class 22, "data exception": an id beyond the integer range, text for a number, a NUL in text. */
export const isDataException = (error: unknown) => pgErrorOf(error)?.code.startsWith('22') ?? false;

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The referencing column of a foreign-key refusal: from the detail "Key (role_id)=(-1) is not present…", else the constraint's name. */
function referencingColumn(error: PgError): string | null {
  const fromDetail = /^Key \(([^)]+)\)=/.exec(error.detail ?? '')?.[1];
  if (fromDetail) return fromDetail.split(',')[0].trim().replace(/^"|"$/g, '');
  if (error.column) return error.column;
  // Drizzle names foreign keys <table>_<column>_<foreign table>_<column>_fk; the column is not recoverable in general.
  return null;
}

/** A foreign-key refusal as the translated answer: the field named when it can be (by the route's label), else generic. */
export function foreignKeyError(error: unknown, label: FieldLabeler | undefined): AppError | null {
  const pg = pgErrorOf(error);
  if (pg?.code !== '23503') return null;
  if (/still referenced/i.test(pg.detail ?? '')) return new AppError(RESULT_CODES.conflict, 'input:stillReferenced');
  const column = referencingColumn(pg);
  if (!column) return new AppError(RESULT_CODES.validation, 'input:unknownReferenceAny');
  const field = camel(column);
  const key = label?.(field);
  return new AppError(RESULT_CODES.validation, 'input:unknownReference', { field: key && hasMessage(key) ? key : field });
}
