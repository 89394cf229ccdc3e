import { defineEntity } from '../crud/entity';

/** Merchant choices of a rule set, led by "all merchants" (0): GET ruleSet/options/merchants. */
export const RULE_SET_MERCHANTS_URL = 'ruleSet/options/merchants';
/** The merchant choice meaning "every merchant" (stored as no merchant). */
export const ALL_MERCHANTS = 0;

/**
 * A machine-review rule set (RuleSet). At most one set is enabled per merchant, and one for all merchants;
 * enabling a set switches off the other enabled set of the same merchant.
 */
export const ruleSetEntity = defineEntity({
  name: 'ruleSet',
  screen: 'RiskControlSystem/RuleSet',
  recordName: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    merchantId: { kind: 'integer', required: true, min: 0, lookup: RULE_SET_MERCHANTS_URL, list: true },
    ruleCount: { kind: 'integer', readOnly: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: true },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});
