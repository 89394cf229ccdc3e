/** Record history and user activity: audit rows turned into field-by-field changes, masked for masked users. */
import { fieldChanges, type FieldChange, type HistoryRow, type RecordHistoryQuery, type UserActivityQuery } from '../../../common/record-history';
import { maskPayload, maskerOf } from '../../../common/masking';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { findRecordHistory, findUserActivity } from './audit.repository';

type AuditRow = Awaited<ReturnType<typeof findRecordHistory>>['records'][number];

/** A masked user sees a changed phone or ID number masked on both sides, and nested values masked at any depth. */
function maskChange(change: FieldChange): FieldChange {
  const masker = maskerOf(change.field);
  const mask = (value: unknown) => (masker && typeof value === 'string' && value ? masker(value) : maskPayload(value));
  return { field: change.field, before: mask(change.before), after: mask(change.after) };
}

function present(rows: AuditRow[], masked: boolean): HistoryRow[] {
  return rows.map(({ before, after, at, ...row }) => {
    const changes = fieldChanges(before, after);
    return { ...row, at: at.toISOString(), changes: masked ? changes.map(maskChange) : changes };
  });
}

const offsetOf = (q: { current: number; size: number }) => (q.current - 1) * q.size;

export async function recordHistory(deps: Deps, session: SessionUser, q: RecordHistoryQuery) {
  const page = await findRecordHistory(deps.db, q.entity, q.entityId, offsetOf(q), q.size);
  return { records: present(page.records, session.isDesensitization), total: page.total };
}

export async function userActivity(deps: Deps, session: SessionUser, q: UserActivityQuery) {
  const page = await findUserActivity(deps.db, q.userId, offsetOf(q), q.size);
  return { records: present(page.records, session.isDesensitization), total: page.total };
}
