/**
 * Dial tasks (TelemarketingSystem/DialTask): list entries assigned to telemarketers, their follow-ups and
 * click-to-call. A telemarketer sees and works only their own tasks; a holder of viewAll (a manager) sees and
 * assigns all tasks of their merchants. Every call and follow-up leaves a touch that attribution credits.
 */
import { actionCode } from '../../../common/routes';
import { DIAL_TASK_SCREEN, TM_ABANDON_RULES, type DialTaskRow, type TmIntent, type TmTouchChannel } from '../../../common/telemarketing/dial';
import type { DialerTab, TmDispositionOutcome } from '../../../common/telemarketing/dialer-queue';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { callConfigOf, TEL_LINK } from '../call/call.service';
import { insertCallLog } from '../call/call.repository';
import { merchantScopeOf } from '../order/order-scope';
import { isTelemarketingBlacklisted } from '../telemarketing-blacklist/telemarketing-blacklist.service';
import { eatDayOf, manualChoiceWarnings, withWorkOn } from '../schedule/on-shift';
import { abandonRows } from '../telemarketing-list/telemarketing-list.repository';
import * as repo from './dial-task.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
export const seesAllTasks = (session: SessionUser) => session.codes.has(actionCode(DIAL_TASK_SCREEN, 'viewAll'));

type TaskListRow = Awaited<ReturnType<typeof repo.dialTaskList.rows>>[number];
export const toTaskRow = (r: TaskListRow): DialTaskRow => ({
  ...r, assignedAt: r.assignedAt.toISOString(), nextCallAt: iso(r.nextCallAt), lastCallAt: iso(r.lastCallAt),
});

/** One dialer tab's page (dialer-queue.repository.ts), in the tab's order or a sort an index serves. */
export async function listDialTasks(deps: Deps, session: SessionUser, query: Omit<repo.DialTaskListQuery, 'queue' | 'order' | 'ownerId'> & { tab: DialerTab }) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { tab, ...rest } = query;
  const { rows, total, current, size } = await repo.dialTaskList.page(deps.db, scope, {
    ...rest, ownerId: seesAllTasks(session) ? undefined : session.userId, queue: { tab, now: deps.now() }, order: tab,
  });
  return { records: rows.map(toTaskRow), total, current, size };
}

/** Spec 3 "Telemarketer tree": departments with their telemarketers (userNo, realName) and open tasks. */
export async function telemarketerTree(deps: Deps, session: SessionUser) {
  const rows = await repo.telemarketers(deps.db, await merchantScopeOf(deps.db, session.userId));
  const depts = new Map<number, { deptId: number | null; deptName: string | null; telemarketers: typeof rows }>();
  for (const r of rows) {
    const key = r.deptId ?? 0;
    const dept = depts.get(key) ?? { deptId: r.deptId, deptName: r.deptName, telemarketers: [] };
    dept.telemarketers.push(r);
    depts.set(key, dept);
  }
  return [...depts.values()];
}

export async function telemarketerOptions(deps: Deps, session: SessionUser) {
  const rows = await repo.telemarketers(deps.db, await merchantScopeOf(deps.db, session.userId));
  return rows.map((r) => ({ value: r.userId, label: `${r.realName} (${r.userNo})` }));
}

/** A telemarketer chosen by hand: working; on leave today refused, off shift allowed with the warning answered (schedule/on-shift.ts). */
async function assignee(tx: Tx, userId: number, now: Date) {
  const person = await repo.personnelOf(tx, userId);
  if (!person) throw validationError('telemarketingWork:errors.notTelemarketer');
  if (person.workingStatus !== 'working') throw conflict('telemarketingWork:errors.telemarketerResting');
  return manualChoiceWarnings(tx, userId, await repo.realNameOf(tx, userId), now);
}

/** Gives chosen entries, or the next unassigned entries of a merchant, to one telemarketer. */
export async function assignTasks(deps: Deps, session: SessionUser, actor: Actor, body: { userId: number; entryIds?: number[]; merchantId?: number; count?: number }) {
  // Assigning is a manager's work: the assign button (which the demo's telemarketer role does not get), within the merchants.
  const merchantIds = await merchantScopeOf(deps.db, session.userId);
  return deps.db.transaction(async (tx) => {
    const warnings = await assignee(tx, body.userId, deps.now());
    let entries: Awaited<ReturnType<typeof repo.lockEntries>>;
    if (body.entryIds?.length) {
      entries = await repo.lockEntries(tx, body.entryIds, merchantIds);
      if (entries.length !== new Set(body.entryIds).size) throw notFound('telemarketingWork:errors.entryNotFound');
    } else {
      if (!body.merchantId || !body.count) throw validationError('telemarketingWork:errors.assignWhat');
      if (merchantIds && !merchantIds.includes(body.merchantId)) throw forbidden();
      entries = await repo.lockUnassignedEntries(tx, body.merchantId, body.count);
      if (!entries.length) throw conflict('telemarketingWork:errors.noUnassigned');
    }
    const now = deps.now();
    await repo.upsertTasks(tx, entries.map((x) => ({ entryId: x.id, userId: body.userId, merchantId: x.merchantId, assignedBy: session.userId, assignedAt: now })));
    await recordAudit(tx, actor, {
      action: 'dialTask.assign', entity: 'dialTask', entityId: body.userId,
      before: { assignedUserIds: [...new Set(entries.map((x) => x.assignedUserId))] }, after: { userId: body.userId, entryIds: entries.map((x) => x.id) },
    });
    return { assigned: entries.length, ...(warnings.length ? { warnings } : {}) };
  });
}

/**
 * The next `count` unassigned entries of a merchant spread over its telemarketers who are working and may work today
 * (on shift, or their team's month unplanned), the one with the fewest open tasks first. One transaction.
 */
export async function autoAssignTasks(deps: Deps, session: SessionUser, actor: Actor, body: { merchantId: number; count: number }) {
  const merchantIds = await merchantScopeOf(deps.db, session.userId);
  if (merchantIds && !merchantIds.includes(body.merchantId)) throw forbidden();
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const working = (await repo.telemarketers(tx, [body.merchantId])).filter((p) => p.workingStatus === 'working');
    const takers = (await withWorkOn(tx, working, (p) => p.userId, eatDayOf(now))).map((p) => ({ userId: p.userId, realName: p.realName, open: p.openTasks, entryIds: [] as number[] }));
    if (!takers.length) throw conflict('schedule:onShift.noTelemarketerToday');
    const entries = await repo.lockUnassignedEntries(tx, body.merchantId, body.count);
    if (!entries.length) throw conflict('telemarketingWork:errors.noUnassigned');
    for (const entry of entries) {
      const taker = takers.reduce((best, p) => (p.open < best.open || (p.open === best.open && p.userId < best.userId) ? p : best));
      taker.entryIds.push(entry.id);
      taker.open += 1;
    }
    for (const taker of takers.filter((p) => p.entryIds.length)) {
      await repo.upsertTasks(tx, taker.entryIds.map((entryId) => ({ entryId, userId: taker.userId, merchantId: body.merchantId, assignedBy: session.userId, assignedAt: now })));
    }
    const byUser = Object.fromEntries(takers.filter((p) => p.entryIds.length).map((p) => [p.userId, p.entryIds]));
    await recordAudit(tx, actor, { action: 'dialTask.autoAssign', entity: 'dialTask', entityId: body.merchantId, before: null, after: { merchantId: body.merchantId, byUser } });
    // Who received how many, for the screen's result (DialTask's "Auto assign").
    const given = takers.filter((p) => p.entryIds.length).map((p) => ({ userId: p.userId, realName: p.realName, count: p.entryIds.length }));
    return { assigned: entries.length, telemarketers: given.length, given };
  });
}

/** The task, locked, if the caller may work it: their own, or any of their merchants' with viewAll. */
async function workableTask(tx: Tx, session: SessionUser, entryId: number) {
  const found = await repo.lockTask(tx, entryId);
  if (!found) throw notFound('telemarketingWork:errors.taskNotFound');
  if (found.task.userId !== session.userId) {
    const scope = await merchantScopeOf(tx, session.userId);
    if (!seesAllTasks(session) || (scope && !scope.includes(found.task.merchantId))) throw notFound('telemarketingWork:errors.taskNotFound');
  }
  return found;
}

export interface FollowUpBody {
  entryId: number; intent: TmIntent; nextCallAt?: string | null; remark?: string | null;
  /** A disposition's (dialer-queue.service.ts): how the call went, and the call it disposes. */
  outcome?: TmDispositionOutcome | null; callLogId?: number | null;
}

export async function followUp(deps: Deps, session: SessionUser, actor: Actor, body: FollowUpBody) {
  const now = deps.now();
  const nextCallAt = body.nextCallAt ? new Date(body.nextCallAt) : null;
  if (nextCallAt && nextCallAt <= now) throw validationError('telemarketingWork:errors.nextCallInPast');
  return deps.db.transaction(async (tx) => {
    const found = await workableTask(tx, session, body.entryId);
    await repo.insertFollowUp(tx, {
      entryId: body.entryId, userId: session.userId, intent: body.intent, nextCallAt, remark: body.remark ?? null, at: now,
      outcome: body.outcome ?? null, callLogId: body.callLogId ?? null,
    });
    await repo.insertTouch(tx, { entryId: body.entryId, userId: session.userId, merchantId: found.task.merchantId, phone: found.phone, channel: 'manual', at: now });
    const after = await repo.updateTask(tx, body.entryId, {
      followStatus: 'followed', intent: body.intent, nextCallAt, remark: body.remark ?? null, followCount: found.task.followCount + 1,
    });
    await recordAudit(tx, actor, {
      action: 'dialTask.followUp', entity: 'dialTask', entityId: body.entryId,
      before: { followStatus: found.task.followStatus, intent: found.task.intent, nextCallAt: iso(found.task.nextCallAt) },
      after: { followStatus: after.followStatus, intent: after.intent, nextCallAt: iso(after.nextCallAt), remark: after.remark, outcome: body.outcome ?? null, callLogId: body.callLogId ?? null },
    });
    const abandonedFor = await abandonReasonByRule(tx, body.entryId, body.intent);
    if (abandonedFor) {
      await abandonRows(tx, [body.entryId], { at: now, reason: abandonedFor, by: null });
      await recordAudit(tx, actor, {
        action: 'telemarketingList.abandonByRule', entity: 'telemarketingList', entityId: body.entryId,
        before: { listState: 'active', assignedUserId: found.task.userId }, after: { listState: 'abandoned', abandonReason: abandonedFor, assignedUserId: null },
      });
    }
    return { entryId: body.entryId, followStatus: after.followStatus, intent: after.intent, nextCallAt: iso(after.nextCallAt), followCount: after.followCount, abandonedFor };
  });
}

/** The abandon reason a follow-up's intent calls for by TM_ABANDON_RULES, or null. */
async function abandonReasonByRule(tx: Tx, entryId: number, intent: TmIntent): Promise<string | null> {
  if (intent === 'numberFault') return TM_ABANDON_RULES.numberFault;
  if (intent !== 'notConnected') return null;
  const latest = await repo.latestIntents(tx, entryId, TM_ABANDON_RULES.notConnectedInARow);
  return latest.length === TM_ABANDON_RULES.notConnectedInARow && latest.every((i) => i === 'notConnected') ? TM_ABANDON_RULES.notConnected : null;
}

/** Click-to-call through the caller's call config (as OrderDetail and MyCollection); the number never leaves the server for a masked user. */
export async function callTask(deps: Deps, session: SessionUser, actor: Actor, entryId: number) {
  const found = await deps.db.transaction((tx) => workableTask(tx, session, entryId));
  if (await isTelemarketingBlacklisted(deps.db, found.phone)) throw conflict('telemarketingWork:errors.blacklisted');
  const config = await callConfigOf(deps, session.userId);
  const telLink = config.startAccount === TEL_LINK;
  if (telLink && session.isDesensitization) throw forbidden('telemarketingWork:errors.telLinkNeedsPlainData');
  const dialled = telLink ? null : await deps.calls.dial({ phone: found.phone, seat: config.seat, userId: session.userId })
    .catch(() => ({ status: 'failed' as const, providerRef: '' }));
  const channel: TmTouchChannel = telLink ? 'telLink' : 'callCentre';
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const log = await insertCallLog(tx, {
      userId: session.userId, orderId: null, phone: found.phone, via: channel, provider: dialled ? deps.calls.name : null,
      providerRef: dialled?.providerRef || null, status: dialled?.status ?? 'opened', createdAt: now,
    });
    await repo.insertTouch(tx, { entryId, userId: session.userId, merchantId: found.task.merchantId, phone: found.phone, channel, callLogId: log.id, at: now });
    await repo.updateTask(tx, entryId, { lastCallAt: now });
    await recordAudit(tx, actor, { action: 'dialTask.call', entity: 'dialTask', entityId: entryId, after: { callLogId: log.id, via: log.via, status: log.status } });
    return telLink
      ? { via: log.via, callLogId: log.id, status: log.status, telUri: `tel:+${found.phone}` }
      : { via: log.via, callLogId: log.id, status: log.status, providerRef: log.providerRef };
  });
}

export async function taskFollowUps(deps: Deps, session: SessionUser, entryId: number) {
  const found = await repo.findTask(deps.db, entryId);
  if (!found) throw notFound('telemarketingWork:errors.taskNotFound');
  if (found.task.userId !== session.userId) {
    const scope = await merchantScopeOf(deps.db, session.userId);
    if (!seesAllTasks(session) || (scope && !scope.includes(found.task.merchantId))) throw notFound('telemarketingWork:errors.taskNotFound');
  }
  const rows = await repo.followUpsOf(deps.db, entryId);
  return rows.map((r) => ({ ...r, nextCallAt: iso(r.nextCallAt), at: r.at.toISOString() }));
}
