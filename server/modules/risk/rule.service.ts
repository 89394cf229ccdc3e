/** Rules of a set: the fields must agree (riskRuleProblem); a refusing rule scores nothing, a scoring rule refuses with no code. */
import { riskRuleEntity, riskRuleProblem } from '../../../common/entities/risk-rule';
import { ruleMatches, type RiskOperator } from '../../../common/risk/variables';
import { createCrudService } from '../../core/crud/crud.service';
import type { Deps } from '../../core/deps';
import { notFound, validationError } from '../../core/errors';
import { enabledRulesOf, riskRuleSource } from './rule.repository';
import { ruleSetExists, ruleSetParent, touchRuleSet } from './rule-set.repository';

export const ruleService = createCrudService({
  entity: riskRuleEntity,
  source: riskRuleSource,
  merchantScope: { through: { ...ruleSetParent, column: 'ruleSetId', nullIsShared: true } },
  hooks: {
    async prepare(tx, input, existing) {
      const merged = { ...existing, ...input };
      const problem = riskRuleProblem(merged);
      if (problem) throw validationError(problem.message);
      if (!existing && !(await ruleSetExists(tx, input.ruleSetId as number))) throw validationError('ruleSet:errors.unknownRuleSet');
      const values = { ...input };
      if (typeof values.threshold === 'string') values.threshold = values.threshold.trim();
      if (merged.action === 'refuse') values.scoreDelta = 0;
      if (merged.action === 'score') values.refuseCode = null;
      return values;
    },
    async afterSave(tx, row, _input, deps) {
      await touchRuleSet(tx, row.ruleSetId as number, deps.now());
    },
  },
});

export type RiskFactsInput = Record<string, number | string>;

/**
 * Runs facts through a set's enabled rules, as the machine review would: which rules hit, the first refusing
 * one, and the points the scoring ones add. Lets risk staff try a set before enabling it.
 */
export async function testRuleSet(deps: Deps, ruleSetId: number, facts: RiskFactsInput) {
  if (!(await ruleSetExists(deps.db, ruleSetId))) throw notFound('ruleSet:errors.unknownRuleSet');
  const rules = await enabledRulesOf(deps.db, ruleSetId);
  const hits = rules.filter((r) => ruleMatches(facts[r.variable], r.operator as RiskOperator, r.threshold))
    .map((r) => ({ ruleId: r.id, name: r.name, variable: r.variable, action: r.action, refuseCode: r.refuseCode, scoreDelta: r.scoreDelta }));
  const refusal = hits.find((h) => h.action === 'refuse') ?? null;
  return {
    tested: rules.length,
    hits,
    decision: refusal ? 'refuse' : 'pass',
    refuseCode: refusal?.refuseCode ?? null,
    scoreDelta: hits.reduce((sum, h) => sum + (h.action === 'score' ? h.scoreDelta : 0), 0),
  };
}
