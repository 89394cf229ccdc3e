import { defineEntity } from '../crud/entity';

/** Product choices of the pricing form: GET riskPricing/options/products. */
export const PRICING_PRODUCTS_URL = 'riskPricing/options/products';

/** RiskPricingConfiguration: the daily rate and the cap a product offers at one model level. */
export const riskPricingEntity = defineEntity({
  name: 'riskPricing',
  screen: 'RiskControlSystem/RiskPricingConfiguration',
  recordName: 'modelLevel',
  fields: {
    productId: { kind: 'integer', required: true, lookup: PRICING_PRODUCTS_URL, list: true, filter: 'exact' },
    modelLevel: { kind: 'select', required: true, dictKey: 'MODEL_LEVEL', list: true, filter: 'exact', sortable: true },
    dailyInterestBp: { kind: 'rate', required: true, list: true },
    maxAmountCents: { kind: 'money', required: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});
