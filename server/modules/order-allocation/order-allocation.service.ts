/**
 * Allocation use cases. Orders are locked (FOR UPDATE, in id order) and re-checked inside the transaction
 * that moves them, so of two supervisors allocating the same order exactly one wins; the other gets a
 * per-item "already allocated". Work goes in transactions of CHUNK orders, each all-or-nothing (docs/orders.md).
 */
import { sql } from 'drizzle-orm';
import { ALLOCATION_CAP, type AllocationItemResult, type AllocationPreview, type AllocationSummary, type AuditorChoice, type ManualAllocationAction } from '../../../common/orders/order-allocation';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import type { OrderFilter } from '../../../common/orders/order-query';
import { parseEat, formatEatDate } from '../../../common/time';
import { actionCode } from '../../../common/routes';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { assertConfirmedCount, FILTERED_FETCH_LIMIT, withinCap } from '../../core/filtered-batch';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import { eatDayOf, manualChoiceWarnings, withWorkOn, type WorkWarning } from '../schedule/on-shift';
import { lockOrders, stepActorOf, transitionOrder, type OrderRow, type StepActor } from '../order/order-transition';
import type { MerchantScope } from '../order/order-list.repository';
import { planAutoAllocation, refusalOf } from './allocation-rules';
import { allocatedSince, availableAuditors, filteredOrderIds, findAuditor, type AuditorRow } from './order-allocation.repository';

const CHUNK = 500;
const SCREEN = 'AuditSystem/OrderAllocation';
/** Serialises automatic allocations, so two runs never overfill an auditor's daily limit. */
const AUTO_ALLOCATION_LOCK = 4_104_001;

const EXPECTED_STATUS: Record<ManualAllocationAction, number> = { allocate: ORDER_STATUS.toBeAllocated, reallocate: ORDER_STATUS.pendingReview };

const reason = (key: string) => `orderAllocation:reasons.${key}`;
const skipped = (orderId: number, order: OrderRow | undefined, why: string): AllocationItemResult =>
  ({ orderId, orderNo: order?.orderNo ?? null, outcome: 'skipped', reason: reason(why) });

const inScope = (scope: MerchantScope, order: OrderRow) => !scope || scope.includes(order.merchantId);
const startOfEatDay = (now: Date) => parseEat(formatEatDate(now)) as Date;

function countsOf(results: AllocationItemResult[]) {
  const allocated = results.filter((r) => r.outcome !== 'skipped').length;
  return { allocated, skipped: results.length - allocated };
}

const summarise = (results: AllocationItemResult[], warnings: WorkWarning[] = []): AllocationSummary =>
  ({ results, ...countsOf(results), ...(warnings.length ? { warnings } : {}) });

async function inChunks(deps: Deps, ids: readonly number[], work: (tx: Tx, chunk: number[]) => Promise<AllocationItemResult[]>) {
  const results: AllocationItemResult[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    results.push(...await deps.db.transaction((tx) => work(tx, chunk)));
  }
  return results;
}

async function allocateTo(tx: Tx, order: OrderRow, action: ManualAllocationAction, auditor: Pick<AuditorRow, 'userId' | 'realName'>, actor: StepActor, now: Date): Promise<AllocationItemResult> {
  await transitionOrder(tx, order, {
    action, actor, at: now, changes: { auditorId: auditor.userId, allocatedAt: now },
    detail: { auditorId: auditor.userId, auditorName: auditor.realName },
  });
  return { orderId: order.id, orderNo: order.orderNo, outcome: action === 'allocate' ? 'allocated' : 'reallocated', auditorName: auditor.realName };
}

/** Why a chosen order cannot be given to the auditor by this action, or null. */
function manualRefusal(order: OrderRow | undefined, scope: MerchantScope, action: ManualAllocationAction, auditor: AuditorRow): string | null {
  if (!order || !inScope(scope, order)) return 'notFound';
  if (order.status !== EXPECTED_STATUS[action]) {
    if (action === 'allocate') return order.status === ORDER_STATUS.pendingReview ? 'alreadyAllocated' : 'notToBeAllocated';
    return 'notPendingReview';
  }
  if (action === 'reallocate' && order.auditorId === auditor.userId) return 'sameAuditor';
  return refusalOf(auditor, order);
}

async function usableAuditor(deps: Deps, auditorId: number): Promise<AuditorRow> {
  const auditor = await findAuditor(deps.db, auditorId);
  if (auditor?.status !== 'normal' || auditor.userStatus !== 'normal' || auditor.workingStatus !== 'working') {
    throw validationError('orderAllocation:errors.auditorUnavailable');
  }
  return auditor;
}

function assertMayDo(session: SessionUser, action: ManualAllocationAction) {
  if (!session.codes.has(actionCode(SCREEN, action))) throw forbidden();
}

/** By hand: an auditor on leave today is refused, one off shift is allowed with the warning answered (schedule/on-shift.ts). */
async function allocateIds(deps: Deps, session: SessionUser, actor: Actor, ids: readonly number[], action: ManualAllocationAction, auditorId: number) {
  assertMayDo(session, action);
  const auditor = await usableAuditor(deps, auditorId);
  const warnings = await manualChoiceWarnings(deps.db, auditor.userId, auditor.realName, deps.now());
  const scope = await merchantScopeOf(deps.db, session.userId);
  const stepActor = stepActorOf(actor, session.realName);
  const now = deps.now();
  const results = await inChunks(deps, ids, async (tx, chunk) => {
    const locked = await lockOrders(tx, chunk);
    const results: AllocationItemResult[] = [];
    for (const id of chunk) {
      const order = locked.get(id);
      const refusal = manualRefusal(order, scope, action, auditor);
      results.push(refusal || !order ? skipped(id, order, refusal ?? 'notFound') : await allocateTo(tx, order, action, auditor, stepActor, now));
    }
    return results;
  });
  return { results, warnings };
}

/** The selected orders, to one auditor. */
export async function allocateOrders(deps: Deps, session: SessionUser, actor: Actor, input: { orderIds: number[]; auditorId: number; action: ManualAllocationAction }) {
  const ids = [...new Set(input.orderIds)];
  if (ids.length > ALLOCATION_CAP) throw validationError('orderAllocation:errors.tooMany', { cap: ALLOCATION_CAP });
  const { results, warnings } = await allocateIds(deps, session, actor, ids, input.action, input.auditorId);
  return summarise(results, warnings);
}

/** The list's statuses narrowed to the one the action starts from (nothing when the filter excludes it). */
function statusFor(filter: OrderFilter, expected: number): number[] {
  const statuses = filter.status ?? [ORDER_STATUS.toBeAllocated, ORDER_STATUS.pendingReview];
  return statuses.includes(expected) ? [expected] : [];
}

/**
 * The orders of the list's filter (the same filter as the list) in the caller's merchants that start in
 * `expected`; more than FILTERED_BATCH_CAP is refused, as on every "all filtered rows" action.
 */
async function filteredIds(deps: Deps, session: SessionUser, filter: OrderFilter, expected: number): Promise<number[]> {
  const status = statusFor(filter, expected);
  if (!status.length) return [];
  return withinCap(await filteredOrderIds(deps.db, { ...filter, status }, await merchantScopeOf(deps.db, session.userId), FILTERED_FETCH_LIMIT));
}

/** How many orders allocating (or re-allocating) every filtered row would cover, for the confirmation. */
export async function previewFiltered(deps: Deps, session: SessionUser, filter: OrderFilter, action: ManualAllocationAction): Promise<AllocationPreview> {
  assertMayDo(session, action);
  return { count: (await filteredIds(deps, session, filter, EXPECTED_STATUS[action])).length };
}

/** Every order the filter matches, to one auditor, provided they are as many as the user confirmed. */
export async function allocateFiltered(deps: Deps, session: SessionUser, actor: Actor, input: { filter: OrderFilter; expectedCount: number; auditorId: number; action: ManualAllocationAction }) {
  assertMayDo(session, input.action);
  const ids = await filteredIds(deps, session, input.filter, EXPECTED_STATUS[input.action]);
  assertConfirmedCount(ids.length, input.expectedCount);
  const { results, warnings } = await allocateIds(deps, session, actor, ids, input.action, input.auditorId);
  await recordAudit(deps.db, actor, { action: `orderAllocation.${input.action}Filtered`, entity: 'order', after: { filter: input.filter, auditorId: input.auditorId, ...countsOf(results) } });
  return summarise(results, warnings);
}

/** Every to-be-allocated order in scope (and filter), spread over the auditors who take part and may work today, least loaded first. */
export async function autoAllocate(deps: Deps, session: SessionUser, actor: Actor, filter: OrderFilter) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const ids = await filteredIds(deps, session, filter, ORDER_STATUS.toBeAllocated);
  const stepActor = stepActorOf(actor, session.realName);
  const now = deps.now();
  const results = await inChunks(deps, ids, async (tx, chunk) => {
    await queryRows(tx, sql`select pg_advisory_xact_lock(${AUTO_ALLOCATION_LOCK})`);
    const locked = await lockOrders(tx, chunk);
    const auditors = await withWorkOn(tx, await availableAuditors(tx, { autoOnly: true }), (a) => a.userId, eatDayOf(now));
    const load = await allocatedSince(tx, startOfEatDay(now), auditors.map((a) => a.userId));
    const open = chunk.map((id) => locked.get(id)).filter((o): o is OrderRow => Boolean(o && inScope(scope, o) && o.status === ORDER_STATUS.toBeAllocated));
    const plan = planAutoAllocation(open, auditors, load);
    const byId = new Map(auditors.map((a) => [a.userId, a]));
    const out: AllocationItemResult[] = [];
    for (const id of chunk) {
      const order = locked.get(id);
      const auditor = byId.get(plan.get(id) ?? -1);
      if (!order || !inScope(scope, order)) out.push(skipped(id, order, 'notFound'));
      else if (order.status !== ORDER_STATUS.toBeAllocated) out.push(skipped(id, order, 'notToBeAllocated'));
      else if (!auditor) out.push(skipped(id, order, 'noAuditor'));
      else out.push(await allocateTo(tx, order, 'allocate', auditor, stepActor, now));
    }
    return out;
  });
  await recordAudit(deps.db, actor, { action: 'orderAllocation.autoAllocate', entity: 'order', after: { filter, ...countsOf(results) } });
  return summarise(results);
}

/**
 * The auditors a supervisor may choose, with today's allocations against their daily limit: for a merchant-bound
 * supervisor, those covering one of their merchants, showing only those of their merchants (as the order filters).
 */
export async function auditorChoices(deps: Deps, session: SessionUser): Promise<AuditorChoice[]> {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const covered = (a: AuditorRow) => [...new Set([...a.merchantIds, ...a.relatedMerchantIds])].filter((id) => scope === null || scope.includes(id));
  const auditors = (await availableAuditors(deps.db)).filter((a) => scope === null || covered(a).length > 0);
  const load = await allocatedSince(deps.db, startOfEatDay(deps.now()), auditors.map((a) => a.userId));
  return auditors.map((a) => ({
    value: a.userId, label: a.realName, today: load.get(a.userId) ?? 0, dailyLimit: a.dailyLimit,
    merchantIds: covered(a), loanTypes: a.loanTypes, autoAllocation: a.autoAllocation,
  }));
}
