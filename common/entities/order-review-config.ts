import { defineEntity } from '../crud/entity';
import { orderOptionsUrl } from '../orders/order-options';

/**
 * RejectOrderReviewConfig: per merchant (one config each), how many re-review applications a day, how long
 * after the rejection, and which refuse codes qualify (none chosen: any).
 */
export const orderReviewConfigEntity = defineEntity({
  name: 'orderReviewConfig',
  screen: 'AuditSystem/RejectOrderReviewConfig',
  recordName: 'merchantName',
  fields: {
    merchantId: { kind: 'integer', required: true, lookup: orderOptionsUrl('merchants'), list: true, filter: 'exact', createOnly: true },
    dailyLimit: { kind: 'integer', required: true, min: 0, max: 10_000, list: true, sortable: true, hint: 'orderReviewConfig:hints.dailyLimit' },
    minHoursAfterReject: { kind: 'integer', required: true, min: 0, max: 720, list: true, sortable: true, hint: 'orderReviewConfig:hints.minHoursAfterReject' },
    refuseCodes: { kind: 'multiSelect', dictKey: 'REFUSE_CODE', list: true, hint: 'orderReviewConfig:hints.refuseCodes' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});
