import { HTTP_URL, SUPERMARKET_AUDIENCES } from '../app-content/apps';
import { defineEntity } from '../crud/entity';

/** A partner loan product listed in the loan supermarket; the apps list the enabled ones for the customer's type. */
export const supermarketProductEntity = defineEntity({
  name: 'supermarketProduct',
  namespace: 'appContent',
  screen: 'LoanSupermarketSystem/LoanSupermarketProductManagement',
  recordName: 'productName',
  fields: {
    productName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    partnerName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains' },
    logoKey: { kind: 'text', required: true, max: 200, hint: 'appContent:hints.imageKey' },
    linkUrl: { kind: 'text', required: true, max: 500, pattern: HTTP_URL, patternMessage: 'appContent:errors.url' },
    minAmountCents: { kind: 'money', required: true, list: true },
    maxAmountCents: { kind: 'money', required: true, list: true },
    dailyRateBp: { kind: 'rate', required: true, max: 1000, list: true },
    termDays: { kind: 'integer', required: true, min: 1, max: 365, list: true },
    audience: { kind: 'select', required: true, options: SUPERMARKET_AUDIENCES, list: 'more', filter: 'exact' },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: 'more', sortable: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});
