/** EmployeeDisciplineData: the month's list, recompute, close, warning letters (audited), the weights and the job. */
import {
  AREA_STAFF_SCREENS, DISCIPLINE_AREAS, DISCIPLINE_SCREEN, type DisciplineArea, type DisciplineWeights, type monthBodySchema,
  type revokeWarningBodySchema, type warningBodySchema,
} from '../../../common/appraisal/discipline';
import { actionCode, viewCode } from '../../../common/routes';
import { formatEatDate } from '../../../common/time';
import type { z } from 'zod';
import { actorOf, type Caller, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import { inMerchantScope, sessionMerchantScope, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { computeRecords } from './discipline-compute';
import * as repo from './discipline.repository';

const VIEW_ALL = actionCode(DISCIPLINE_SCREEN, 'viewAll');
const currentMonth = (now: Date) => formatEatDate(now).slice(0, 7);

function previousMonth(month: string) {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The areas a caller leads: all with viewAll, else those whose staff screen they open (docs/workforce.md). */
export const areasOf = (session: SessionUser): DisciplineArea[] => (session.codes.has(VIEW_ALL)
  ? [...DISCIPLINE_AREAS]
  : DISCIPLINE_AREAS.filter((area) => session.codes.has(viewCode(AREA_STAFF_SCREENS[area]))));

/** The list as the caller reaches it: the areas they lead within their merchants, and their own record. */
export const reachedQuery = (session: SessionUser, query: repo.DisciplineListQuery): repo.DisciplineListQuery =>
  ({ ...query, reach: { areas: areasOf(session), userId: session.userId } });

export async function list(deps: Deps, session: SessionUser, query: repo.DisciplineListQuery) {
  const scope = await sessionMerchantScope(deps.db, session);
  const { rows, total, exact, current, size } = await repo.disciplineList.page(deps.db, scope, reachedQuery(session, query));
  return { records: rows, total, exact, current, size };
}

function notFuture(month: string, now: Date) {
  if (month > currentMonth(now)) throw validationError('appraisal:errors.futureMonth', { month });
}

async function assertOpen(db: DbOrTx, month: string, scope: MerchantScope, areas: readonly DisciplineArea[]) {
  if ((await repo.closedCount(db, month, scope, areas)) > 0) throw conflict('appraisal:errors.monthClosed', { month });
}

/** The month's records of the caller's merchants worked out again from their sources. */
export async function recompute(deps: Deps, caller: Caller, body: z.output<typeof monthBodySchema>) {
  const now = deps.now();
  notFuture(body.month, now);
  const areas = areasOf(caller.session); // none led: nothing recomputed, nothing to close (409)
  const scope = await sessionMerchantScope(deps.db, caller.session);
  return deps.db.transaction(async (tx) => {
    await assertOpen(tx, body.month, scope, areas);
    const records = await computeRecords(tx, body.month, now, (s) => inMerchantScope(scope, s.merchantId) && areas.includes(s.area));
    await recordAudit(tx, actorOf(caller), { action: 'discipline.recompute', entity: 'disciplineMonth', entityId: body.month, after: { month: body.month, records } });
    return { records };
  });
}

/** Closes a month that is over: its records are worked out once more, then frozen. */
export async function close(deps: Deps, caller: Caller, body: z.output<typeof monthBodySchema>) {
  const now = deps.now();
  if (body.month >= currentMonth(now)) throw conflict('appraisal:errors.monthNotOver', { month: body.month });
  const areas = areasOf(caller.session); // none led: nothing recomputed, nothing to close (409)
  const scope = await sessionMerchantScope(deps.db, caller.session);
  return deps.db.transaction(async (tx) => {
    await assertOpen(tx, body.month, scope, areas);
    await computeRecords(tx, body.month, now, (s) => inMerchantScope(scope, s.merchantId) && areas.includes(s.area));
    const closed = await repo.closeRecords(tx, body.month, scope, areas, caller.session.userId, now);
    if (closed.length === 0) throw conflict('appraisal:errors.nothingToClose', { month: body.month });
    await recordAudit(tx, actorOf(caller), {
      action: 'discipline.close', entity: 'disciplineMonth', entityId: body.month, before: { closed: false }, after: { closed: true, records: closed.length },
    });
    return { records: closed.length };
  });
}

/** A record within the caller's merchants and the areas they lead (else not found). */
async function ledRecord(db: DbOrTx, session: SessionUser, userId: number, month: string) {
  const record = await repo.findRecord(db, userId, month);
  const scope = await sessionMerchantScope(db, session);
  if (!record || !inMerchantScope(scope, record.merchantId) || !areasOf(session).includes(record.area)) throw notFound('appraisal:errors.recordNotFound');
  return record;
}

/** The record a leader may change: one they lead, not their own, its month open. */
async function changeableRecord(db: DbOrTx, session: SessionUser, userId: number, month: string) {
  const record = await ledRecord(db, session, userId, month);
  if (record.userId === session.userId) throw forbidden('appraisal:errors.ownRecord');
  if (record.closedAt) throw conflict('appraisal:errors.monthClosed', { month });
  return record;
}

const scoreOf = (record: { warningLetters: number; diligenceScore: number }) => ({ warningLetters: record.warningLetters, diligenceScore: record.diligenceScore });

async function recomputeOne(db: DbOrTx, userId: number, month: string, now: Date) {
  await computeRecords(db, month, now, undefined, [userId]);
  const record = await repo.findRecord(db, userId, month);
  if (!record) throw notFound('appraisal:errors.recordNotFound');
  return record;
}

export async function addWarning(deps: Deps, caller: Caller, body: z.output<typeof warningBodySchema>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const record = await changeableRecord(tx, caller.session, body.userId, body.month);
    const letter = await repo.insertWarning(tx, { userId: body.userId, month: body.month, reason: body.reason, issuedBy: caller.session.userId, issuedAt: now });
    const after = await recomputeOne(tx, body.userId, body.month, now);
    await recordAudit(tx, actorOf(caller), {
      action: 'discipline.warning.add', entity: 'disciplineWarningLetter', entityId: letter.id,
      before: scoreOf(record), after: { userId: body.userId, month: body.month, reason: body.reason, ...scoreOf(after) },
    });
    return { id: letter.id, ...scoreOf(after) };
  });
}

export async function revokeWarning(deps: Deps, caller: Caller, body: z.output<typeof revokeWarningBodySchema>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const letter = await repo.findWarning(tx, body.id);
    if (!letter) throw notFound('appraisal:errors.warningNotFound');
    const record = await changeableRecord(tx, caller.session, letter.userId, letter.month);
    const revoked = await repo.revokeWarningById(tx, letter.id, caller.session.userId, body.reason, now);
    if (!revoked) throw conflict('appraisal:errors.alreadyRevoked');
    const after = await recomputeOne(tx, letter.userId, letter.month, now);
    await recordAudit(tx, actorOf(caller), {
      action: 'discipline.warning.revoke', entity: 'disciplineWarningLetter', entityId: letter.id,
      before: { reason: letter.reason, revoked: false, ...scoreOf(record) }, after: { revoked: true, revokeReason: body.reason, ...scoreOf(after) },
    });
    return scoreOf(after);
  });
}

/** A record's letters: the employee's own, or those of a record the caller leads. */
export async function warnings(deps: Deps, session: SessionUser, query: { userId: number; month: string }) {
  if (query.userId !== session.userId) await ledRecord(deps.db, session, query.userId, query.month);
  return repo.warningsOf(deps.db, query.userId, query.month);
}

export const weights = (deps: Deps) => repo.readWeights(deps.db);

/** New weights, audited; the open records of this and last month are scored again with them. */
export async function saveWeights(deps: Deps, caller: Caller, body: DisciplineWeights) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await repo.readWeights(tx);
    await repo.saveWeightsRow(tx, body, caller.session.userId, now);
    await recordAudit(tx, actorOf(caller), { action: 'discipline.weights', entity: 'disciplineSettings', entityId: 1, before, after: body });
    for (const month of await repo.openMonths(tx, [previousMonth(currentMonth(now)), currentMonth(now)])) await computeRecords(tx, month, now);
    return body;
  });
}

/** The job: this month's and last month's open records worked out again (a closed record is left as it was closed). */
export async function recomputeOpenMonths(deps: Deps) {
  const now = deps.now();
  const month = currentMonth(now);
  for (const m of [previousMonth(month), month]) await deps.db.transaction((tx) => computeRecords(tx, m, now));
}
