import { defineEntity } from '../crud/entity';
import { CONSUMPTION_BASES } from './billing';

/** ConsumptionTypeConfig: what one unit of a billing basis costs a merchant, in KES (stored as cents). */
export const consumptionTypeEntity = defineEntity({
  name: 'consumptionType',
  namespace: 'merchantBilling',
  screen: 'MerchantSystem/ConsumptionTypeConfig',
  recordName: 'name',
  fields: {
    code: { kind: 'text', required: true, max: 32, pattern: /^[A-Za-z0-9_-]+$/, patternMessage: 'merchantBilling:errors.codeFormat', list: true, filter: 'contains', sortable: true, createOnly: true },
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    basis: { kind: 'select', required: true, options: CONSUMPTION_BASES, list: true, filter: 'exact' },
    unitPriceCents: { kind: 'money', required: true, list: true, sortable: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200 },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'code', order: 'asc' },
  toggleable: true,
});

/** A unit price is at most KES 100,000. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
