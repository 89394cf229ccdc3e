/**
 * Rule sets: "all merchants" is stored as no merchant; at most one enabled set per merchant, so enabling one
 * switches the other off in the same transaction (audited), and an enabled set cannot be deleted.
 */
import { ALL_MERCHANTS, ruleSetEntity } from '../../../common/entities/rule-set';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import { conflict, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { merchantExists, merchantNames } from '../product/product.repository';
import { otherEnabledSets, riskRuleSetSource, ruleCounts, switchOffSets } from './rule-set.repository';

type Row = Record<string, unknown>;
const merchantOf = (row: Row) => (row.merchantId as number | null) ?? null;

/** Switches off the other enabled set of `row`'s merchant, with an audit row for each. */
async function switchOffOthers(tx: Tx, row: Row, actor: Actor, now: Date) {
  const others = await otherEnabledSets(tx, merchantOf(row), row.id as number);
  const after = await switchOffSets(tx, others.map((o) => o.id), now);
  for (const [i, other] of others.entries()) {
    await recordAudit(tx, actor, { action: 'disable', entity: ruleSetEntity.name, entityId: other.id, before: other, after: { ...after[i], switchedOffFor: row.id } });
  }
}

export const ruleSetService = createCrudService({
  entity: ruleSetEntity,
  source: riskRuleSetSource,
  merchantScope: { column: 'merchantId', nullIsShared: true },
  hooks: {
    async prepare(tx, input, existing) {
      if (input.merchantId === undefined) return input;
      const merchantId = input.merchantId === ALL_MERCHANTS ? null : (input.merchantId as number);
      if (merchantId !== null && !(await merchantExists(tx, merchantId))) throw validationError('ruleSet:errors.unknownMerchant');
      if (existing?.enabled && merchantId !== merchantOf(existing) && (await otherEnabledSets(tx, merchantId, existing.id as number)).length > 0) {
        throw conflict('ruleSet:errors.enabledExists');
      }
      return { ...input, merchantId };
    },
    async beforeToggle(tx, row, enabled, actor, deps) {
      if (enabled) await switchOffOthers(tx, row, actor, deps.now());
    },
    async beforeDelete(_tx, row) {
      if (row.enabled) throw conflict('ruleSet:errors.deleteEnabled', { name: String(row.name) });
    },
    async present(db, rows) {
      const ids = rows.map((r) => r.id as number);
      // Sequential: present() may run inside a transaction, whose one connection cannot take two queries at once.
      const counts = await ruleCounts(db, ids);
      const names = await merchantNames(db, [...new Set(rows.map(merchantOf).filter((m) => m !== null))]);
      return rows.map((row): Row => ({
        ...row, ruleCount: counts.get(row.id as number) ?? 0, merchantName: names.get(merchantOf(row) ?? 0) ?? null,
      }));
    },
  },
});
