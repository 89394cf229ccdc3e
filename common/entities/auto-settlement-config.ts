import { defineEntity } from '../crud/entity';
import { merchantField } from './merchant-setting';

/**
 * AutoSettlementConfig: per merchant (one each), the largest remainder settled automatically and how many
 * days overdue a bill must be first. The lead's repayment code reads it.
 */
export const autoSettlementConfigEntity = defineEntity({
  name: 'autoSettlementConfig',
  screen: 'AfterLoanSystem/AutoSettlementConfig',
  recordName: 'merchantName',
  fields: {
    merchantId: merchantField({ createOnly: true }),
    maxRemainderCents: { kind: 'money', required: true, list: true, sortable: true, hint: 'autoSettlementConfig:hints.maxRemainderCents' },
    minOverdueDays: { kind: 'integer', required: true, min: 0, max: 365, list: true, sortable: true, hint: 'autoSettlementConfig:hints.minOverdueDays' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: 'more' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});
