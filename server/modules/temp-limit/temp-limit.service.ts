/**
 * TemporaryCreditLimitIssuance: a task is created from an uploaded list (each row's result recorded), approved
 * or rejected by someone other than its creator; approval grants each found customer a "temporaryRaise" credit
 * line of the task's amount until its expiry (credit info shows it); the expiry job ends lines and tasks.
 */
import type { TempLimitCreate, TempLimitCustomerRow, TempLimitQuery, TempLimitRow, TempLimitStatus } from '../../../common/coupons/temp-limit';
import { normalisePhone } from '../../../common/validators';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import { endExpiredRaises, grantRaises } from '../coupon/credit-raise';
import * as repo from './temp-limit.repository';
import { readPhones } from './temp-limit.sheet';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function listTasks(deps: Deps, session: SessionUser, query: TempLimitQuery) {
  const { current, size, ...filter } = query;
  const { rows, total } = await repo.taskPage(deps.db, filter, await sessionMerchantScope(deps.db, session), size, (current - 1) * size);
  const records: TempLimitRow[] = rows.map(({ createdBy, ...t }) => ({
    ...t, status: t.status as TempLimitStatus, expiresAt: t.expiresAt.toISOString(), createdAt: t.createdAt.toISOString(), reviewedAt: iso(t.reviewedAt),
    ownTask: createdBy === session.userId,
  }));
  return { records, total, current, size };
}

export async function listRows(deps: Deps, session: SessionUser, query: { taskId: number; current: number; size: number }) {
  if (!(await repo.taskInScope(deps.db, query.taskId, await sessionMerchantScope(deps.db, session)))) throw notFound('tempLimit:errors.notFound');
  const { rows, total } = await repo.rowPage(deps.db, query.taskId, query.size, (query.current - 1) * query.size);
  return { records: rows as TempLimitCustomerRow[], total, current: query.current, size: query.size };
}

export async function createTask(deps: Deps, session: SessionUser, actor: Actor, body: TempLimitCreate) {
  const now = deps.now();
  if (body.expiresAt <= now) throw validationError('tempLimit:errors.expiryPast');
  const sheet = await readPhones(body.fileName, body.content);
  const phones = sheet.map((s) => ({ ...s, phone: normalisePhone(s.raw) }));
  // Only the caller's merchants' customers are matched: another merchant's phone reads as not found.
  const found = await repo.customersByPhone(deps.db, await sessionMerchantScope(deps.db, session), [...new Set(phones.map((p) => p.phone).filter((p): p is string => !!p))]);
  const seen = new Set<string>();
  const rows = phones.map((p) => {
    const customerId = p.phone ? found.get(p.phone) ?? null : null;
    const result = !p.phone ? 'invalidPhone' : seen.has(p.phone) ? 'duplicate' : customerId === null ? 'notFound' : 'ok';
    if (p.phone) seen.add(p.phone);
    return { rowNo: p.rowNo, phone: p.phone ?? p.raw.slice(0, 32), customerId: result === 'ok' ? customerId : null, result };
  });
  return deps.db.transaction(async (tx) => {
    const task = await repo.insertTask(tx, {
      name: body.name, amountCents: body.amountCents, expiresAt: body.expiresAt, remark: body.remark, fileName: body.fileName, status: 'pending',
      totalRows: rows.length, okRows: rows.filter((r) => r.result === 'ok').length, createdBy: session.userId, createdAt: now, updatedAt: now,
    });
    await repo.insertRows(tx, rows.map((r) => ({ ...r, taskId: task.id })));
    await recordAudit(tx, actor, { action: 'tempLimit.create', entity: 'tempLimitTask', entityId: task.id, after: task });
    return { id: task.id, totalRows: task.totalRows, okRows: task.okRows };
  });
}

async function decide(deps: Deps, session: SessionUser, actor: Actor, id: number, approve: boolean, remark: string | null) {
  const now = deps.now();
  const scope = await sessionMerchantScope(deps.db, session);
  return deps.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, id, scope);
    if (!task) throw notFound('tempLimit:errors.notFound');
    if (task.status !== 'pending') throw conflict('tempLimit:errors.alreadyDecided');
    if (task.createdBy === session.userId) throw forbidden('tempLimit:errors.ownTask');
    if (approve && task.expiresAt <= now) throw conflict('tempLimit:errors.expiryPast');
    let granted = 0;
    if (approve) {
      const ok = await repo.okRowsOf(tx, id);
      const lines = await grantRaises(tx, ok.map((r) => r.customerId!), 'temporaryRaise', task.amountCents, task.expiresAt, now);
      const pairs = ok.map((r) => ({ rowId: r.id, creditId: lines.get(r.customerId!)! }));
      await repo.setCredits(tx, pairs);
      granted = pairs.length;
    }
    const status = approve ? 'approved' : 'rejected';
    const after = await repo.decideTask(tx, id, { status, reviewedBy: session.userId, reviewedAt: now, reviewRemark: remark, updatedAt: now });
    if (!after) throw conflict('tempLimit:errors.alreadyDecided');
    await recordAudit(tx, actor, { action: `tempLimit.${status === 'approved' ? 'approve' : 'reject'}`, entity: 'tempLimitTask', entityId: id, before: { status: task.status }, after: { status: after.status, granted, remark } });
    return { id, status: after.status, granted };
  });
}

export const approveTask = (deps: Deps, session: SessionUser, actor: Actor, body: { id: number; remark: string | null }) => decide(deps, session, actor, body.id, true, body.remark);
export const rejectTask = (deps: Deps, session: SessionUser, actor: Actor, body: { id: number; remark: string | null }) => decide(deps, session, actor, body.id, false, body.remark);

/** The job: raises past their expiry end (credit lines expired) and approved tasks past it become ended. Safe to run twice. */
export async function endTemporaryLimits(deps: Deps, now: Date = deps.now()): Promise<{ lines: number; tasks: number }> {
  const lines = await endExpiredRaises(deps, now);
  const tasks = await deps.db.transaction(async (tx) => {
    const ended = await repo.endTasks(tx, now);
    if (ended.length) await recordAudit(tx, { userId: null, username: 'system', ip: '127.0.0.1' }, { action: 'tempLimit.end', entity: 'tempLimitTask', after: { ids: ended.map((t) => t.id), status: 'ended' } });
    return ended.length;
  });
  return { lines, tasks };
}
