/**
 * Automatic allocation (daily, and "Auto allocate now"): unallocated open cases go to collectors by level ×
 * collector group × merchant. A collector takes part when their personnel row says autoAllocation, working,
 * employed and normal, their user is normal, they are not on leave now and not an agency seat, and the schedule
 * lets them receive work today (server/modules/schedule/on-shift.ts: on shift, or their team's month unplanned); each takes
 * cases of their levels (all when none set) and merchants (principal before related) up to their capacity of
 * open cases. Amounts are spread evenly: the largest case first, to the eligible collector holding the least.
 * Cases are read in batches (keyset by id) and written set-based with a conditional update (still unallocated
 * and collecting), so a second run, or one racing a supervisor, never allocates a case twice.
 */
import { sql } from 'drizzle-orm';
import { COLLECTION_SYSTEMS, type CollectionSystem } from '../../../common/collection/statuses';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { queryRows, type Tx } from '../../db/client';
import { eatDayOf, withWorkOn } from '../schedule/on-shift';
import { collectors, holdings, mayTakeAuto, type CollectorRow } from './allocation.repository';
import { poolBatch, writePlan } from './auto-allocation.repository';

const BATCH = 5_000;
/** Serialises automatic runs, so two never overfill a collector. */
const AUTO_ALLOCATION_LOCK = 4_104_013;
const SYSTEM_ACTOR: Actor = { userId: null, username: 'system', ip: '127.0.0.1' };

interface Load { row: CollectorRow; count: number; cents: number }
interface OpenCase { id: number; merchantId: number; level: string; amountDueCents: number }

export interface AutoAllocationResult { allocated: number; left: number; collectors: number; batchNo: string }

/** Who may take a case of this merchant and level: principal takers (rank 0), then related ones (rank 1). */
function takersOf(loads: readonly Load[], merchantId: number, level: string): Load[][] {
  const ofLevel = loads.filter((l) => !l.row.levels.length || l.row.levels.includes(level));
  const anyMerchant = (l: Load) => !l.row.merchantIds.length && !l.row.relatedMerchantIds.length;
  return [
    ofLevel.filter((l) => l.row.merchantIds.includes(merchantId)),
    ofLevel.filter((l) => l.row.relatedMerchantIds.includes(merchantId) || anyMerchant(l)),
  ];
}

/** The least-loaded (amount held, then count) taker with room, principal takers before related ones. */
function pick(ranks: readonly Load[][]): Load | undefined {
  for (const rank of ranks) {
    let best: Load | undefined;
    for (const l of rank) {
      if (l.count >= l.row.capacity) continue;
      if (!best || l.cents < best.cents || (l.cents === best.cents && l.count < best.count)) best = l;
    }
    if (best) return best;
  }
  return undefined;
}

/** The plan of one batch: case id → collector user id (pure; exported for its unit test). */
export function planBatch(cases: readonly OpenCase[], loads: readonly Load[]): Map<number, number> {
  const plan = new Map<number, number>();
  const buckets = new Map<string, Load[][]>();
  for (const row of [...cases].sort((a, b) => b.amountDueCents - a.amountDueCents || a.id - b.id)) {
    const key = `${row.merchantId}|${row.level}`;
    const ranks = buckets.get(key) ?? takersOf(loads, row.merchantId, row.level);
    buckets.set(key, ranks);
    const taker = pick(ranks);
    if (!taker) continue;
    plan.set(row.id, taker.row.userId);
    taker.count += 1;
    taker.cents += row.amountDueCents;
  }
  return plan;
}

/** One system's pool (or only the cases `onlyIds` names) to the collectors taking part today, inside `tx`. */
export async function allocateSystem(tx: Tx, system: CollectionSystem, now: Date, batchNo: string, onlyIds?: readonly number[]) {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${AUTO_ALLOCATION_LOCK})`);
  const takers = await withWorkOn(tx, (await collectors(tx, [system], now)).filter(mayTakeAuto), (r) => r.userId, eatDayOf(now));
  if (!takers.length) return { allocated: 0, left: 0, collectors: 0 };
  const held = await holdings(tx, takers.map((t) => t.userId));
  const loads: Load[] = takers.map((row) => ({ row, count: held.get(row.userId)?.count ?? 0, cents: held.get(row.userId)?.cents ?? 0 }));
  let allocated = 0;
  let left = 0;
  for (let after = 0; ;) {
    const batch = await poolBatch(tx, system, after, BATCH, onlyIds);
    if (!batch.length) break;
    after = Number(batch[batch.length - 1].id);
    const plan = planBatch(batch, loads);
    left += batch.length - plan.size;
    if (plan.size) allocated += await writePlan(tx, plan, now, batchNo);
    if (batch.length < BATCH) break;
  }
  return { allocated, left, collectors: takers.length };
}

/** The daily job, and "Auto allocate now" (systems of the screen's scope). Safe to run twice. */
export async function runAutoAllocation(deps: Deps, now: Date, options: { systems?: readonly CollectionSystem[]; actor?: Actor } = {}): Promise<AutoAllocationResult> {
  const batchNo = `AUTO${now.getTime().toString(36).toUpperCase()}`;
  const run = async () => {
    let allocated = 0;
    let left = 0;
    let people = 0;
    for (const system of options.systems ?? COLLECTION_SYSTEMS) {
      // One transaction per system under an advisory lock: concurrent runs queue, so loads stay honest.
      const r = await deps.db.transaction((tx) => allocateSystem(tx, system, now, batchNo));
      allocated += r.allocated;
      left += r.left;
      people += r.collectors;
    }
    return { allocated, left, collectors: people, batchNo };
  };
  const result = await run();
  await recordAudit(deps.db, options.actor ?? SYSTEM_ACTOR, { action: 'caseAllocation.autoAllocate', entity: 'collectionCase', after: { ...result, systems: options.systems ?? COLLECTION_SYSTEMS } });
  return result;
}
