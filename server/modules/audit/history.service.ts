/** Record history and user activity: audit rows turned into field-by-field changes, masked for masked users. */
import { fieldChanges, type FieldChange, type HistoryRow, type RecordHistoryQuery, type UserActivityQuery } from '../../../common/record-history';
import { maskPayload, maskerOf } from '../../../common/masking';
import type { Actor, SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { assertUserInReach } from '../user/user-grant';
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
  const page = await findRecordHistory(deps.db, q.entity, q.entityId, await sessionMerchantScope(deps.db, session), offsetOf(q), q.size);
  return { records: present(page.records, session.isDesensitization), total: page.total };
}

/** What a user did: only a user the caller reaches (all of whose merchants are the caller's), as in the user list. */
export async function userActivity(deps: Deps, session: SessionUser, actor: Actor, q: UserActivityQuery) {
  await assertUserInReach(deps.db, actor, q.userId);
  const page = await findUserActivity(deps.db, q.userId, offsetOf(q), q.size);
  return { records: present(page.records, session.isDesensitization), total: page.total };
}
