/**
 * The application variables a machine-review rule can test (RuleSet), computed by the server from what the
 * customer app submitted. Declared once: the rule form offers these, the engine computes these.
 */
export const RISK_VARIABLES = [
  'age', 'monthlyIncomeKes', 'loanAmountKes', 'loanToIncomePercent', 'installedApps', 'lendingApps',
  'emergencyContacts', 'closeContacts', 'deviceRooted', 'emulator', 'faceScore', 'livenessPassed', 'bvnMatched',
  'inKenya', 'simAgeDays', 'previousOrders', 'rejectedLast30Days', 'repeatCustomer', 'county',
] as const;

export type RiskVariable = (typeof RISK_VARIABLES)[number];
export type RiskFacts = Record<RiskVariable, number | string>;

/** Variables compared as text ("in"/"notIn" a comma-separated list, "eq", "neq"); the rest are numbers. */
export const TEXT_VARIABLES: readonly RiskVariable[] = ['county'];

export const RISK_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'neq', 'in', 'notIn'] as const;
export type RiskOperator = (typeof RISK_OPERATORS)[number];

export const RULE_ACTIONS = ['refuse', 'score'] as const;
export const LIST_TYPES = ['black', 'white', 'grey'] as const;
export const LIST_SUBJECTS = ['phone', 'idNumber', 'device'] as const;

/** Refuse codes the machine review sets for list hits and a refusing model level. */
export const MACHINE_REFUSE_CODES = { blacklist: 'R100', modelLevel: 'R200', rule: 'R300' } as const;

const split = (threshold: string) => threshold.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

/** Whether a fact meets a rule's condition; a missing or non-numeric fact never meets a numeric test. */
export function ruleMatches(fact: number | string | undefined, operator: RiskOperator, threshold: string): boolean {
  if (fact === undefined || fact === null) return false;
  if (operator === 'in') return split(threshold).includes(String(fact).toLowerCase());
  if (operator === 'notIn') return !split(threshold).includes(String(fact).toLowerCase());
  if (typeof fact === 'string' && Number.isNaN(Number(fact))) {
    if (operator === 'eq') return fact.toLowerCase() === threshold.trim().toLowerCase();
    if (operator === 'neq') return fact.toLowerCase() !== threshold.trim().toLowerCase();
    return false;
  }
  const value = Number(fact);
  const limit = Number(threshold);
  if (Number.isNaN(limit)) return false;
  switch (operator) {
    case 'gt': return value > limit;
    case 'gte': return value >= limit;
    case 'lt': return value < limit;
    case 'lte': return value <= limit;
    case 'eq': return value === limit;
    case 'neq': return value !== limit;
  }
}
