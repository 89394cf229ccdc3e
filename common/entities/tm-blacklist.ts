import { defineEntity } from '../crud/entity';
import { TM_BLACKLIST_SCREEN } from '../telemarketing/list';
import { VALIDATION_MESSAGES as V } from '../validators';

/** Any typed Kenyan form (0712…, +254 712…, 254712…); the server stores 254 and nine digits. */
export const TYPED_PHONE_PATTERN = /^\+?[\d\s\-.()]{9,20}$/;

/** TeleMarketingBlackList: numbers never to call; the list import refuses them. */
export const tmBlacklistEntity = defineEntity({
  name: 'tmBlacklist',
  screen: TM_BLACKLIST_SCREEN,
  recordName: 'phone',
  fields: {
    phone: { kind: 'text', required: true, max: 20, pattern: TYPED_PHONE_PATTERN, patternMessage: V.phone, createOnly: true, list: true, filter: 'exact' },
    reason: { kind: 'textarea', required: true, max: 200, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});
