import { defineEntity, type FieldProblem } from '../crud/entity';

export const LOAN_TYPES = ['all', 'first', 'repeat'] as const;
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Where the form's merchant choices come from: GET product/options/merchants. */
export const PRODUCT_MERCHANTS_URL = 'product/options/merchants';

/**
 * A loan product of a merchant (ProductConfig): amounts in KES with two decimals (stored as cents), fees and
 * rates in percent with two decimals (stored as basis points), for first, repeat or all loans.
 */
export const productEntity = defineEntity({
  name: 'product',
  screen: 'OperationSystem/ProductConfig',
  recordName: 'productName',
  fields: {
    merchantId: { kind: 'integer', required: true, lookup: PRODUCT_MERCHANTS_URL, list: true, filter: 'exact' },
    productCode: { kind: 'text', required: true, max: 32, pattern: PRODUCT_CODE_PATTERN, patternMessage: 'product:errors.codeFormat', list: 'more', filter: 'contains', sortable: true },
    productName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    termDays: { kind: 'integer', required: true, min: 1, max: 3650, list: true, sortable: true },
    installments: { kind: 'integer', required: true, min: 1, max: 60, list: 'more' },
    minAmountCents: { kind: 'money', required: true, list: 'more' },
    maxAmountCents: { kind: 'money', required: true, list: true },
    dailyInterestBp: { kind: 'rate', required: true, list: true },
    serviceFeeBp: { kind: 'rate', required: true, list: 'more' },
    managementFeeBp: { kind: 'rate', required: true, list: 'more' },
    lateFeeDailyBp: { kind: 'rate', required: true, list: 'more' },
    extensionFeeBp: { kind: 'rate', required: true, list: 'more' },
    loanTypes: { kind: 'select', required: true, options: LOAN_TYPES, list: 'more', filter: 'exact' },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: 'more', sortable: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200 },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

/** The minimum amount may not exceed the maximum; the same in any unit (cents on the server, KES in the form). */
export function productProblem(values: Record<string, unknown>): FieldProblem | null {
  const min = Number(values.minAmountCents);
  const max = Number(values.maxAmountCents);
  if (Number.isFinite(min) && Number.isFinite(max) && min > max) return { field: 'minAmountCents', message: 'product:errors.minOverMax' };
  return null;
}
