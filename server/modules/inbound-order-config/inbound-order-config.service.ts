import { inboundOrderConfigEntity } from '../../../common/entities/inbound-order-config';
import { TM_TOUCH_CHANNELS } from '../../../common/telemarketing/dial';
import { createCrudService } from '../../core/crud/crud.service';
import { validationError } from '../../core/errors';
import { inboundConfigSource, merchantNames } from './inbound-order-config.repository';

/** Attribution rules: one row per merchant; at least one channel, each a known touch channel. */
export const inboundOrderConfigService = createCrudService({
  entity: inboundOrderConfigEntity,
  source: inboundConfigSource,
  merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['merchantId'], message: 'telemarketingWork:errors.duplicateMerchant' }],
  hooks: {
    async prepare(_tx, input) {
      const channels = input.channels as string[] | undefined;
      if (channels && (!channels.length || channels.some((c) => !(TM_TOUCH_CHANNELS as readonly string[]).includes(c)))) {
        throw validationError('telemarketingWork:errors.channelsRequired');
      }
      return input;
    },
    async present(db, rows) {
      const names = await merchantNames(db, [...new Set(rows.map((r) => r.merchantId as number))]);
      return rows.map((r) => ({ ...r, merchantName: names.get(r.merchantId as number) ?? '' }));
    },
  },
});
