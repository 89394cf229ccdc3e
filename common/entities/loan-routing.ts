import { defineEntity } from '../crud/entity';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../money/statuses';
import { merchantField } from './merchant-setting';

/** Product choices of LoanRouting: GET loanRouting/options/products (?merchantId= for one merchant's). */
export const LOAN_ROUTING_PRODUCTS_URL = 'loanRouting/options/products';

/** The channel that pays when a merchant has no enabled route at all (docs/decisions.md, Money core). */
export const DEFAULT_LOAN_CHANNEL: PaymentChannel = 'mpesa';

/**
 * LoanRouting: which channel pays a merchant's loans, for one product or (no product) all of them; the
 * lower priority is tried first and the others are fallbacks. Merchant and product are fixed once created.
 */
export const loanRoutingEntity = defineEntity({
  name: 'loanRouting',
  screen: 'AfterLoanSystem/LoanRouting',
  recordName: 'routeName',
  fields: {
    merchantId: merchantField({ createOnly: true }),
    productId: { kind: 'integer', lookup: LOAN_ROUTING_PRODUCTS_URL, list: true, filter: 'exact', createOnly: true, hint: 'loanRouting:hints.productId' },
    channel: { kind: 'select', required: true, options: PAYMENT_CHANNELS, list: true, filter: 'exact' },
    priority: { kind: 'integer', required: true, min: 1, max: 99, list: true, sortable: true, hint: 'loanRouting:hints.priority' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: true },
    updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});
