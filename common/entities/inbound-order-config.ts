import { defineEntity } from '../crud/entity';
import { TM_MAX_WINDOW_DAYS, TM_TOUCH_CHANNELS, TM_TOUCH_MODELS } from '../telemarketing/dial';

export const INBOUND_MERCHANTS_URL = 'inboundOrderConfig/merchants';

/**
 * InboundOrderConfig: per merchant, how registrations, applications and loans are credited to telemarketers —
 * within how many days after the touch, to the first or the last touch, and which touch channels count.
 */
export const inboundOrderConfigEntity = defineEntity({
  name: 'inboundOrderConfig',
  namespace: 'telemarketingWork',
  screen: 'TelemarketingSystem/InboundOrderConfig',
  recordName: 'merchantName',
  fields: {
    merchantId: { kind: 'integer', required: true, createOnly: true, lookup: INBOUND_MERCHANTS_URL, filter: 'exact' },
    merchantName: { kind: 'text', readOnly: true, list: true },
    windowDays: { kind: 'integer', required: true, min: 1, max: TM_MAX_WINDOW_DAYS, list: true, sortable: true },
    touchModel: { kind: 'select', required: true, options: TM_TOUCH_MODELS, list: true },
    channels: { kind: 'multiSelect', required: true, options: TM_TOUCH_CHANNELS, list: true },
    remark: { kind: 'text', max: 200, list: 'more' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
});
