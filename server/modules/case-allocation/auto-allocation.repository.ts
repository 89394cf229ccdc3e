/** Automatic allocation's reads and writes: the pool a batch at a time, and one set-based write per batch. */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { queryRows, type Tx } from '../../db/client';
import { collectionCases as c } from '../../db/schema';

/** Unallocated collecting cases (not outsourced) of the system after `afterId`, id order; only `onlyIds` when given. */
export async function poolBatch(tx: Tx, system: CollectionSystem, afterId: number, limit: number, onlyIds?: readonly number[]) {
  const rows = await tx.select({ id: c.id, merchantId: c.merchantId, level: c.level, amountDueCents: c.amountDueCents }).from(c)
    .where(and(eq(c.system, system), eq(c.status, 'collecting'), isNull(c.collectorUserId), isNull(c.agency), gt(c.id, afterId), onlyIds ? inArray(c.id, onlyIds.length ? [...onlyIds] : [0]) : undefined,
      // Cases the AI allocation took (server/modules/ai-call/ai-allocation.ts) are called by 94AI, not people.
      sql`not exists (select 1 from ai_case_assignments a where a.case_id = ${c.id} and a.active)`))
    .orderBy(asc(c.id)).limit(limit);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Only cases still unallocated, collecting and not outsourced move; their history rows (action auto) follow. */
export async function writePlan(tx: Tx, plan: Map<number, number>, now: Date, batchNo: string): Promise<number> {
  const values = JSON.stringify([...plan].map(([id, holder]) => ({ id, holder })));
  const moved = await queryRows<{ id: string }>(tx, sql`with moved as (
      update ${c} set collector_user_id = v.holder, assigned_at = ${now}, updated_at = ${now}
      from jsonb_to_recordset(${values}::jsonb) as v(id bigint, holder int)
      where ${c.id} = v.id and ${c.collectorUserId} is null and ${c.status} = 'collecting' and ${c.agency} is null
      returning ${c.id} as id, v.holder as holder)
    insert into collection_allocations (case_id, action, from_user_id, to_user_id, batch_no, at)
    select id, 'auto', null, holder, ${batchNo}, ${now} from moved returning case_id as id`);
  return moved.length;
}
