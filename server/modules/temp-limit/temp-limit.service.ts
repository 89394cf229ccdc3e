/**
 * TemporaryCreditLimitIssuance: a task is created from an uploaded list (each row's result recorded), approved
 * or rejected by someone other than its creator; approval grants each found customer a "temporaryRaise" credit
 * line of the task's amount until its expiry (credit info shows it); the expiry job ends lines and tasks.
 */
import {
  TEMP_LIMIT_PREVIEW_ROWS, type TempLimitCreate, type TempLimitCustomerRow, type TempLimitMisfit, type TempLimitPreview, type TempLimitPreviewRow, type TempLimitQuery,
  type TempLimitRow, type TempLimitStatus,
} from '../../../common/coupons/temp-limit';
import { maskPhone } from '../../../common/masking';
import { normalisePhone } from '../../../common/validators';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { streamReportSheet } from '../../core/spreadsheet/report-sheet';
import type { DbOrTx } from '../../db/client';
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
      audienceMinSettled: body.audienceMinSettled ?? null, audienceLevels: body.audienceLevels?.length ? [...new Set(body.audienceLevels)].sort() : null,
      totalRows: rows.length, okRows: rows.filter((r) => r.result === 'ok').length, createdBy: session.userId, createdAt: now, updatedAt: now,
    });
    await repo.insertRows(tx, rows.map((r) => ({ ...r, taskId: task.id })));
    await recordAudit(tx, actor, { action: 'tempLimit.create', entity: 'tempLimitTask', entityId: task.id, after: task });
    return { id: task.id, totalRows: task.totalRows, okRows: task.okRows };
  });
}

type TaskAudience = { amountCents: number; audienceMinSettled: number | null; audienceLevels: string[] | null };

/** Why a customer does not fit the task's declared audience (none when it declares none). */
export function misfitsOf(task: TaskAudience, c: { settledLoans: number; level: string | null }): TempLimitMisfit[] {
  const out: TempLimitMisfit[] = [];
  if (task.audienceMinSettled !== null && c.settledLoans < task.audienceMinSettled) out.push('settledLoans');
  if (task.audienceLevels?.length && (c.level === null || !task.audienceLevels.includes(c.level))) out.push('level');
  return out;
}

/** The task's customers (all, or the first `limit`) with their caps and misfits, and the counts over all of them. */
async function audienceOf(db: DbOrTx, task: TaskAudience & { id: number }, at: Date, limit: number | null): Promise<TempLimitPreview> {
  const all = await repo.audienceRows(db, task.id, at, null);
  const byReason: Record<TempLimitMisfit, number> = { settledLoans: 0, level: 0 };
  let misfits = 0;
  const rows: TempLimitPreviewRow[] = all.map((c) => {
    const reasons = misfitsOf(task, c);
    if (reasons.length) misfits += 1;
    for (const reason of reasons) byReason[reason] += 1;
    const base = c.levelCapCents ?? c.productMaxCents;
    const capped = (raise: number) => (base === null || c.productMaxCents === null ? null : Math.min(c.productMaxCents, base + raise));
    return {
      rowNo: c.rowNo, customerId: c.customerId, customerName: c.customerName, phone: c.phone, level: c.level, settledLoans: c.settledLoans,
      capCents: capped(c.runningRaiseCents), capWithRaiseCents: capped(c.runningRaiseCents + task.amountCents), misfits: reasons,
    };
  });
  return {
    rows: limit === null ? rows : rows.slice(0, limit), customers: all.length, misfits, byReason,
    audience: { minSettled: task.audienceMinSettled, levels: task.audienceLevels },
  };
}

async function taskFor(deps: Deps, session: SessionUser, taskId: number) {
  const found = await repo.taskById(deps.db, taskId, await sessionMerchantScope(deps.db, session));
  if (!found) throw notFound('tempLimit:errors.notFound');
  return found;
}

/** Before approving: the first customers with their caps and misfits, and how many do not fit. */
export async function previewTask(deps: Deps, session: SessionUser, taskId: number): Promise<TempLimitPreview> {
  return audienceOf(deps.db, await taskFor(deps, session, taskId), deps.now(), TEMP_LIMIT_PREVIEW_ROWS);
}

/** Every customer of the task as xlsx (report-sheet writer: streamed, formula-safe), masked for a masked user; audited. */
export async function exportTask(deps: Deps, session: SessionUser, actor: Actor, taskId: number, language: string) {
  const task = await taskFor(deps, session, taskId);
  const preview = await audienceOf(deps.db, task, deps.now(), null);
  await recordAudit(deps.db, actor, { action: 'tempLimit.export', entity: 'tempLimitTask', entityId: task.id, after: { rows: preview.customers, misfits: preview.misfits, masked: session.isDesensitization } });
  const tr = (key: string, params?: Record<string, string | number>) => translate(language, `tempLimit:${key}`, params);
  const kes = (cents: number | null) => (cents === null ? null : cents / 100);
  const stream = streamReportSheet({
    name: tr('export.sheet'),
    columns: [
      { header: tr('fields.rowNo'), width: 8 }, { header: tr('fields.customerName'), width: 24 }, { header: tr('fields.phone'), width: 16 },
      { header: tr('fields.level'), width: 8 }, { header: tr('fields.settledLoans'), width: 12 },
      { header: tr('fields.capCents'), width: 16, numFmt: '#,##0.00' }, { header: tr('fields.capWithRaiseCents'), width: 18, numFmt: '#,##0.00' },
      { header: tr('fields.misfits'), width: 30 },
    ],
    rows: preview.rows.map((c) => [
      c.rowNo, c.customerName, session.isDesensitization ? maskPhone(c.phone) : c.phone, c.level, c.settledLoans, kes(c.capCents), kes(c.capWithRaiseCents),
      c.misfits.map((m) => tr(`misfit.${m}`, { min: task.audienceMinSettled ?? 0, levels: (task.audienceLevels ?? []).join(', ') })).join('; '),
    ]),
    total: [tr('export.total', { count: preview.customers }), '', '', '', '', null, null, tr('export.misfits', { count: preview.misfits })],
  });
  return { stream, fileName: `temp-limit-${task.id}.xlsx`, rows: preview.customers };
}

async function decide(deps: Deps, session: SessionUser, actor: Actor, id: number, approve: boolean, remark: string | null, confirmedMisfits?: number) {
  const now = deps.now();
  const scope = await sessionMerchantScope(deps.db, session);
  return deps.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, id, scope);
    if (!task) throw notFound('tempLimit:errors.notFound');
    if (task.status !== 'pending') throw conflict('tempLimit:errors.alreadyDecided');
    if (task.createdBy === session.userId) throw forbidden('tempLimit:errors.ownTask');
    if (approve && task.expiresAt <= now) throw conflict('tempLimit:errors.expiryPast');
    let granted = 0;
    let misfits = 0;
    if (approve) {
      // The approver saw who does not fit the declared audience; approving them anyway is said in the request.
      misfits = (await audienceOf(tx, task, now, null)).misfits;
      if (misfits > 0 && confirmedMisfits !== misfits) throw conflict('tempLimit:errors.misfitsUnconfirmed', { count: misfits });
      const ok = await repo.okRowsOf(tx, id);
      const lines = await grantRaises(tx, ok.map((r) => r.customerId!), 'temporaryRaise', task.amountCents, task.expiresAt, now);
      const pairs = ok.map((r) => ({ rowId: r.id, creditId: lines.get(r.customerId!)! }));
      await repo.setCredits(tx, pairs);
      granted = pairs.length;
    }
    const status = approve ? 'approved' : 'rejected';
    const after = await repo.decideTask(tx, id, { status, reviewedBy: session.userId, reviewedAt: now, reviewRemark: remark, updatedAt: now });
    if (!after) throw conflict('tempLimit:errors.alreadyDecided');
    await recordAudit(tx, actor, { action: `tempLimit.${status === 'approved' ? 'approve' : 'reject'}`, entity: 'tempLimitTask', entityId: id, before: { status: task.status }, after: { status: after.status, granted, misfits, remark } });
    return { id, status: after.status, granted };
  });
}

export const approveTask = (deps: Deps, session: SessionUser, actor: Actor, body: { id: number; remark: string | null; confirmedMisfits?: number }) =>
  decide(deps, session, actor, body.id, true, body.remark, body.confirmedMisfits);
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
