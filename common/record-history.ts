/**
 * Record history: the audit rows of one record (who, when, from where, field by field before → after) and
 * one user's own activity, read by holders of one operation code.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { actionCode } from './routes';

/** Reads the history of any record and a user's activity (a button of UserManagement in the menu tree). */
export const RECORD_HISTORY_CODE = actionCode('UserSystem/UserManagement', 'history');

const paging = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const recordHistoryQuerySchema = z.object({
  /** The audit trail's entity name, e.g. `role`, `dictItem`, `balance`. */
  entity: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9.]{0,63}$/, 'validation.option'),
  entityId: z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength'),
  ...paging,
});
export type RecordHistoryQuery = z.infer<typeof recordHistoryQuerySchema>;

export const userActivityQuerySchema = z.object({ userId: z.coerce.number().int().positive(), ...paging });
export type UserActivityQuery = z.infer<typeof userActivityQuerySchema>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryRow {
  id: number;
  /** UTC ISO time; shown in EAT. */
  at: string;
  actorUserId: number | null;
  actorUsername: string | null;
  actorName: string | null;
  ip: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes: FieldChange[];
}

/** Bookkeeping columns that change with every save and tell a reader nothing. */
const UNTOLD = new Set(['id', 'createdAt', 'updatedAt', 'version']);

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};

/** The fields whose value differs between two audit snapshots, in the order they first appear. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !UNTOLD.has(f));
  return fields
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}
