/**
 * AIallocationConfig and the AI allocation step. A config row gives a share (1–100 %) of a level's open,
 * unallocated, not outsourced cases of a system (one merchant's, or every merchant's when empty) to 94AI calls.
 * The step runs before people's automatic allocation (its own job, every 15 minutes) and marks cases in
 * ai_case_assignments; people's allocation skips marked cases (the pool query of case-allocation). Which cases
 * fall in the share is fixed by the case id (the same on every run), so a run twice marks nothing twice. A mark
 * ends when the case is closed or a person holds it.
 */
import { sql } from 'drizzle-orm';
import { aiAllocationEntity } from '../../../common/robot/ai-call';
import { createCrudService } from '../../core/crud/crud.service';
import { crudRoutes } from '../../core/crud/crud.routes';
import type { Deps } from '../../core/deps';
import { queryRows } from '../../db/client';
import { merchantNamesOf } from '../robot-task/robot-task.repository';
import { aiAllocationSource, enabledConfigs, levelExists } from './ai-call.repository';
import { validationError } from '../../core/errors';

const service = createCrudService({
  entity: aiAllocationEntity,
  source: aiAllocationSource,
  merchantScope: { column: 'merchantId', nullIsShared: true },
  unique: [{ fields: ['system', 'merchantId', 'level'], message: 'aiCall:errors.duplicateConfig' }],
  hooks: {
    async prepare(tx, input, existing) {
      const system = (existing?.system ?? input.system) as 'v1' | 'v2';
      const level = (existing?.level ?? input.level) as string;
      if (!(await levelExists(tx, system, level))) throw validationError('aiCall:errors.unknownLevel', { level, system });
      return existing ? { ...input, updatedAt: new Date() } : input;
    },
    async present(db, rows) {
      const names = await merchantNamesOf(db, rows);
      return rows.map((r) => ({ ...r, merchantName: r.merchantId == null ? null : names.get(Number(r.merchantId)) ?? null }));
    },
  },
});
export const aiAllocationRoutes = crudRoutes(aiAllocationEntity, service);

export async function runAiAllocation(deps: Deps, now: Date): Promise<{ marked: number; released: number }> {
  return deps.db.transaction(async (tx) => {
    const released = await queryRows<{ case_id: string }>(tx, sql`update ai_case_assignments a set active = false
      from collection_cases c where c.id = a.case_id and a.active and (c.status = 'closed' or c.collector_user_id is not null)
      returning a.case_id`);
    const configs = await enabledConfigs(tx);
    let marked = 0;
    for (const cfg of configs) {
      const rows = await queryRows<{ case_id: string }>(tx, sql`insert into ai_case_assignments (case_id, config_id, active, assigned_at)
        select c.id, ${cfg.id}, true, ${now} from collection_cases c
        where c.system = ${cfg.system} and c.level = ${cfg.level} and c.status = 'collecting' and c.collector_user_id is null and c.agency is null
          ${cfg.merchantId ? sql`and c.merchant_id = ${cfg.merchantId}` : sql``}
          and (c.id * 7919) % 100 < ${cfg.sharePercent}
        on conflict (case_id) do nothing returning case_id`);
      marked += rows.length;
    }
    return { marked, released: released.length };
  });
}
