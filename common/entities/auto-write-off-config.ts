import { defineEntity } from '../crud/entity';
import { merchantField } from './merchant-setting';

/**
 * AutoWriteOffAmountConfig: per merchant (one each), the largest remainder a write-off import writes off
 * automatically. The lead's write-off code reads it.
 */
export const autoWriteOffConfigEntity = defineEntity({
  name: 'autoWriteOffConfig',
  screen: 'AfterLoanSystem/AutoWriteOffAmountConfig',
  recordName: 'merchantName',
  fields: {
    merchantId: merchantField({ createOnly: true }),
    maxRemainderCents: { kind: 'money', required: true, list: true, sortable: true, hint: 'autoWriteOffConfig:hints.maxRemainderCents' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: true },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});
