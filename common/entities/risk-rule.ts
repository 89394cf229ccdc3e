import { defineEntity, type FieldProblem } from '../crud/entity';
import { RISK_OPERATORS, RISK_VARIABLES, RULE_ACTIONS, TEXT_VARIABLES, type RiskVariable } from '../risk/variables';

const LIST_OPERATORS: readonly string[] = ['in', 'notIn'];
const TEXT_OPERATORS: readonly string[] = ['eq', 'neq', 'in', 'notIn'];

/** One rule of a rule set, edited in the set's rules editor; labelled in the ruleSet namespace. */
export const riskRuleEntity = defineEntity({
  name: 'riskRule',
  namespace: 'ruleSet',
  screen: 'RiskControlSystem/RuleSet',
  recordName: 'name',
  fields: {
    ruleSetId: { kind: 'integer', required: true, min: 1, createOnly: true, filter: 'exact' },
    name: { kind: 'text', required: true, max: 64, list: true },
    variable: { kind: 'select', required: true, options: RISK_VARIABLES, list: true },
    operator: { kind: 'select', required: true, options: RISK_OPERATORS, list: true },
    threshold: { kind: 'text', required: true, max: 200, list: true, hint: 'ruleSet:hints.threshold' },
    action: { kind: 'select', required: true, options: RULE_ACTIONS, list: true },
    refuseCode: { kind: 'select', dictKey: 'REFUSE_CODE', list: true },
    scoreDelta: { kind: 'integer', min: -1000, max: 1000, list: true },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: true, sortable: true },
    enabled: { kind: 'boolean', readOnly: true },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/**
 * A rule's fields must agree: a numeric variable compares with a number (except "in"/"not in" a list), a
 * text variable only with equality or a list, a refusing rule names its refuse code, a scoring rule its points.
 */
export function riskRuleProblem(values: Record<string, unknown>): FieldProblem | null {
  const variable = values.variable as RiskVariable | undefined;
  const operator = String(values.operator ?? '');
  const threshold = String(values.threshold ?? '');
  if (variable && TEXT_VARIABLES.includes(variable)) {
    if (operator && !TEXT_OPERATORS.includes(operator)) return { field: 'operator', message: 'ruleSet:errors.textOperator' };
  } else if (variable && operator && !LIST_OPERATORS.includes(operator) && !isNumber(threshold)) {
    return { field: 'threshold', message: 'ruleSet:errors.thresholdNumber' };
  }
  if (values.action === 'refuse' && !values.refuseCode) return { field: 'refuseCode', message: 'ruleSet:errors.refuseCodeRequired' };
  if (values.action === 'score' && (values.scoreDelta === undefined || values.scoreDelta === null || Number(values.scoreDelta) === 0)) {
    return { field: 'scoreDelta', message: 'ruleSet:errors.scoreDeltaRequired' };
  }
  return null;
}
