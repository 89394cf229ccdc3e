import { defineEntity } from '../crud/entity';
import { merchantField } from './merchant-setting';

/**
 * AutomaticLoanCancelConfig: per merchant (one each), how many hours an approved order may wait for its
 * payout before the auto-cancel job voids it.
 */
export const autoLoanCancelConfigEntity = defineEntity({
  name: 'autoLoanCancelConfig',
  screen: 'AfterLoanSystem/AutomaticLoanCancelConfig',
  recordName: 'merchantName',
  fields: {
    merchantId: merchantField({ createOnly: true }),
    waitHours: { kind: 'integer', required: true, min: 1, max: 720, list: true, sortable: true, hint: 'autoLoanCancelConfig:hints.waitHours' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: true },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});
