/** TeleMarketingBlackList on the CRUD pattern; the number is stored as 254 and nine digits, whatever form was typed. */
import { tmBlacklistEntity } from '../../../common/entities/tm-blacklist';
import { normalisePhone } from '../../../common/validators';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { blacklistedPhone, tmBlacklistSource } from './telemarketing-blacklist.repository';

export const tmBlacklistService = createCrudService({
  entity: tmBlacklistEntity,
  source: tmBlacklistSource,
  merchantScope: notMerchantScoped('phones telemarketing never calls, company-wide'),
  unique: [{ fields: ['phone'], message: 'tmBlacklist:errors.duplicatePhone' }],
  hooks: {
    async prepare(_tx, input) {
      if (typeof input.phone !== 'string') return input;
      const phone = normalisePhone(input.phone);
      if (!phone) throw validationError('validation.phone');
      return { ...input, phone };
    },
  },
});

/** Whether `phone` (any typed Kenyan form) is on the enabled telemarketing blacklist: never call it. */
export async function isTelemarketingBlacklisted(db: DbOrTx, phone: string): Promise<boolean> {
  const normal = normalisePhone(phone);
  return normal ? blacklistedPhone(db, normal) : false;
}
